import Foundation
import PropertyKit
import Testing

/// ``property(_:_:configuration:sourceLocation:_:)`` with an `async` body (run by
/// ``PropertyKit/runAsyncProperty(_:_:configuration:_:)``; a name of its own, since an
/// overload would capture synchronous bodies in async tests).
///
/// ```swift
/// @Test func uploadsRoundTrip() async {
///     await asyncProperty(Gen.string()) { text in try require(await server.echo(text) == text) }
/// }
/// ```
@discardableResult
public func asyncProperty<Value: Sendable>(
    _ name: String? = nil, _ gen: Gen<Value>, configuration: PropertyConfiguration = .fromEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation, _ body: @escaping @Sendable (Value) async throws -> Void
) async -> PropertyReport<Value> {
    let test = Test.current
    let resolvedName = name ?? test.map(filterArgument) ?? "\(sourceLocation.fileID):\(sourceLocation.line)"
    let report = await runWithLocalRules(
        resolvedName, gen, configuration: configuration, sourceLocation: sourceLocation, body)
    if !report.passed {
        Issue.record(
            Comment(rawValue: issueText(report, filter: test.map(anchoredFilter))), sourceLocation: sourceLocation)
    }
    return report
}

/// ``asyncProperty(_:_:configuration:sourceLocation:_:)`` named after the enclosing test.
@discardableResult
public func asyncProperty<Value: Sendable>(
    _ gen: Gen<Value>, configuration: PropertyConfiguration = .fromEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation, _ body: @escaping @Sendable (Value) async throws -> Void
) async -> PropertyReport<Value> {
    await asyncProperty(nil, gen, configuration: configuration, sourceLocation: sourceLocation, body)
}
