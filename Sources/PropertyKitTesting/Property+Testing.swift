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
    let report = runWithLocalRules(
        resolvedName, gen, configuration: configuration, sourceLocation: sourceLocation, body)
    if !report.passed {
        let note =
            test?.isParameterized == true
            ? "a parameterized test: the filter reruns all its arguments (one cannot be selected), "
                + "and AVOIDKIT_REPLAY applies to each"
            : nil
        Issue.record(
            Comment(rawValue: issueText(report, filter: test.map(anchoredFilter), filterNote: note)),
            sourceLocation: sourceLocation)
    }
    return report
}

/// The test's identifier without its parameter labels, `Module.Suite/function`: the default
/// property name, so the random stream does not depend on how the test is spelled.
func filterArgument(_ test: Test) -> String {
    var components = test.id.nameComponents
    if let last = components.last, let parenthesis = last.firstIndex(of: "(") {
        components[components.count - 1] = String(last[..<parenthesis])
    }
    return test.id.moduleName + "." + components.joined(separator: "/")
}

/// A `swift test --filter` regular expression that selects exactly `test`.
///
/// `swift test` matches the filter anywhere in an identifier, and a test function's
/// identifier ends in its source location (`Module.Suite/function()/File.swift:12:6`), so
/// the expression is anchored at the start and ends at the `/` after the full name,
/// parentheses and labels included: `^Module\.Suite/function\(\)/`.
func anchoredFilter(_ test: Test) -> String {
    "^" + escapingRegex(test.id.moduleName + "." + test.id.nameComponents.joined(separator: "/")) + "/"
}

/// `text` with every regular-expression metacharacter escaped.
func escapingRegex(_ text: String) -> String {
    var escaped = ""
    for character in text {
        if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
        escaped.append(character)
    }
    return escaped
}

/// ``property(_:_:configuration:sourceLocation:_:)`` named after the enclosing test.
@discardableResult
public func property<Value>(
    _ gen: Gen<Value>, configuration: PropertyConfiguration = .fromEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (Value) throws -> Void
) -> PropertyReport<Value> {
    property(nil, gen, configuration: configuration, sourceLocation: sourceLocation, body)
}
