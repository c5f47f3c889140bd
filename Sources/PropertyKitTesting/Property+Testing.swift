import PropertyKit
import Testing

/// Checks a property inside an ordinary `@Test` function and records at most one issue, at
/// the call's source location, with the seed, case number, original and shrunk
/// counterexample, shrink statistics and a one-line replay command.
///
/// Inside `body` use ``require(_:_:fileID:filePath:line:column:)`` (or throw): those
/// failures are silenced while shrinking and reported once. `name` (which selects the
/// property's random stream) defaults to the enclosing test's identifier, so editing other
/// lines of the file does not change its cases; give properties that share a test distinct
/// names. Returns the programmatic ``PropertyReport``.
///
/// ```swift
/// @Test func reversingTwiceIsIdentity() {
///     property(Gen.int.array()) { xs in try require(xs.reversed().reversed() == xs) }
/// }
/// ```
@discardableResult
public func property<Value>(
    _ name: String? = nil, _ gen: Gen<Value>,
    configuration: PropertyConfiguration = .fromEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) throws -> Void
) -> PropertyReport<Value> {
    let test = Test.current
    let resolvedName = name ?? test.map(filterArgument) ?? "\(sourceLocation.fileID):\(sourceLocation.line)"
    let report = runWithLocalRules(resolvedName, gen, configuration: configuration, sourceLocation: sourceLocation, body)
    if !report.passed {
        Issue.record(Comment(rawValue: issueText(report, filter: test.map(filterArgument))), sourceLocation: sourceLocation)
    }
    return report
}

/// The `swift test --filter` argument selecting `test`: `Module.Suite/function`.
func filterArgument(_ test: Test) -> String {
    var components = test.id.nameComponents
    if let last = components.last, let parenthesis = last.firstIndex(of: "(") {
        components[components.count - 1] = String(last[..<parenthesis])
    }
    return test.id.moduleName + "." + components.joined(separator: "/")
}

/// ``property(_:_:configuration:sourceLocation:_:)`` named after the enclosing test.
@discardableResult
public func property<Value>(
    _ gen: Gen<Value>, configuration: PropertyConfiguration = .fromEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (Value) throws -> Void
) -> PropertyReport<Value> {
    property(nil, gen, configuration: configuration, sourceLocation: sourceLocation, body)
}
