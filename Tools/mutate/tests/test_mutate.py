#!/usr/bin/env python3
"""Tests the mutation tester (run as Scripts/mutate) on a small package made for the purpose, in a temporary folder: a planted
equivalent change survives (or is reported equivalent when listed), a planted fault is killed, a
change that cannot compile is stillborn, a change that hangs is killed by its timeout, and a
change in an `#if` branch this platform skips is reported as not built; a geometry mix-up (the
begin frame for the end frame, one edge for another, a conversion left out) is killed, one the
types do not allow is stillborn, and a member written to is left alone; a site the schema cannot
switch is built alone, and the schema mutant after it runs without it; a sweep `--after` an
earlier one reuses what it killed, a listed equivalent that matches no site fails the sweep, and two
folders of one module can be swept one after the other."""

import json
import os
import subprocess
import sys
import tempfile

# The repository: Tools/mutate/tests/test_mutate.py is three folders down.
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Fixture",
    targets: [
        .target(name: "Fixture"),
        .testTarget(name: "FixtureTests", dependencies: ["Fixture"]),
    ]
)
"""

SOURCE = """/// Whether `x` is above zero.
public func isPositive(_ x: Int) -> Bool {
    x > 0
}

/// How a grade is stored: a raw value must be a literal, so the schema cannot switch it and its
/// mutant is built alone. The sites that follow are the schema's again.
public enum Grade: Int {
    case pass = 1
}

/// `x`, or 0 for a negative `x`. Both comparisons with 0 are planted equivalents: at 0 either
/// branch returns 0.
public func clampedAtZero(_ x: Int) -> Int {
    if x < 0 {
        return 0
    }
    return x
}

/// Counts down to 0: with `+=` for `-=` the loop never ends.
public func countDown(from n: Int) -> Int {
    var i = n
    while i > 0 {
        i -= 1
    }
    return i
}

/// A greeting: `-` for `+` does not compile on strings.
public func greeting(_ name: String) -> String {
    let prefix = "Hello, "
    return prefix + name
}

/// A vertical span of the screen: its top and its height.
public struct Span {
    public var minY: Double
    public var height: Double
    public var maxY: Double { minY + height }
    public init(minY: Double, height: Double) {
        self.minY = minY
        self.height = height
    }
    /// The span `dy` points lower.
    public func offsetBy(dy: Double) -> Span { Span(minY: minY + dy, height: height) }
}

/// A keyboard's move, as a notification tells it: the span it comes from and the one it goes to.
public struct Move {
    public var beginFrame: Span
    public var endFrame: Span
    public init(beginFrame: Span, endFrame: Span) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
    }
}

/// A size, to give `height` a twin: a span has none, so its `height -> width` cannot compile.
public struct Extent {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// How far the keyboard at the end of `move` overlaps `field`.
public func overlap(_ field: Span, _ move: Move) -> Double {
    max(0, field.maxY - move.endFrame.minY)
}

/// The keyboard's top where it ends, if there is a move: optional chaining, switched as a whole.
public func keyboardTop(_ move: Move?) -> Double? {
    move?.endFrame.minY
}

/// A screen span in a window `windowTop` points down the screen.
public func inWindow(_ span: Span, windowTop: Double) -> Span {
    span.offsetBy(dy: -windowTop)
}

/// A span's height, a member with no twin on its type.
public func spanHeight(_ span: Span) -> Double {
    span.height
}

/// The span one point lower: a member written to is not mutated.
public func lowered(_ span: Span) -> Span {
    var span = span
    span.minY += 1
    return span
}

/// The area of an extent.
public func area(_ extent: Extent) -> Double {
    extent.width * extent.height
}

#if canImport(UIKit)
    /// Built only where UIKit is: a change here cannot be tested on Linux.
    public func isTall(_ height: Int) -> Bool { height > 700 }
#endif
"""

TWO_FOLDERS_PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Two",
    targets: [
        .target(name: "Two"),
        .testTarget(name: "TwoTests", dependencies: ["Two"]),
    ]
)
"""

TESTS = """import Fixture
import Testing

@Test func positives() {
    #expect(isPositive(1))
    #expect(!isPositive(0))
    #expect(!isPositive(-1))
}

@Test func grades() {
    #expect(Grade.pass.rawValue == 1)
}

@Test func clamping() {
    #expect(clampedAtZero(-3) == 0)
    #expect(clampedAtZero(0) == 0)
    #expect(clampedAtZero(5) == 5)
}

@Test func counting() {
    #expect(countDown(from: 3) == 0)
}

@Test func geometry() {
    let field = Span(minY: 400, height: 44)
    let move = Move(beginFrame: Span(minY: 568, height: 253), endFrame: Span(minY: 315, height: 253))
    #expect(overlap(field, move) == 129)
    #expect(overlap(Span(minY: 0, height: 10), move) == 0)
    #expect(keyboardTop(move) == 315)
    #expect(keyboardTop(nil) == nil)
    #expect(inWindow(field, windowTop: 20).minY == 380)
    #expect(spanHeight(field) == 44)
    #expect(lowered(field).minY == 401)
    #expect(area(Extent(width: 2, height: 3)) == 6)
}

@Test func greetings() {
    #expect(greeting("you") == "Hello, you")
}
"""

EQUIVALENT_KEY = "Sources/Fixture/Fixture.swift|relational|< -> <=|if x < 0 {|1"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    failures, checks = [], [0]

    def check(condition, what):
        checks[0] += 1
        print(("ok   " if condition else "FAIL ") + what)
        if not condition:
            failures.append(what)

    # A module's list serves a sweep of any folder in it, with that folder's keys only.
    sys.path.insert(0, os.path.join(ROOT, "Tools", "mutate"))
    from mutate.sweep import equivalents_in, module_of
    check(module_of("Sources/AvoidConformance/Tree") == "AvoidConformance" and module_of("Sources/Fixture") == "Fixture"
          and module_of("Fixture") == "Fixture", "a folder's module is the folder under Sources/ that holds it")
    listed = {"Sources/M/Tree/A.swift|x": "a", "Sources/M/B.swift|y": "b", "Sources/M/TreeOther/C.swift|z": "c"}
    check(equivalents_in(listed, "Sources/M/Tree") == {"Sources/M/Tree/A.swift|x": "a"}
          and equivalents_in(listed, "Sources/M") == listed, "a sweep of a folder reads only that folder's equivalents")
    check(equivalents_in(listed, "Sources/M", ["Sources/M/Tree"]) == {k: v for k, v in listed.items() if "/Tree/" not in k},
          "a folder left out (--exclude) takes its equivalents with it")

    with tempfile.TemporaryDirectory() as folder:
        write(os.path.join(folder, "Package.swift"), PACKAGE)
        write(os.path.join(folder, "Sources/Fixture/Fixture.swift"), SOURCE)
        write(os.path.join(folder, "Tests/FixtureTests/FixtureTests.swift"), TESTS)
        write(os.path.join(folder, "Mutants/Fixture.json"), json.dumps([
            {"key": EQUIVALENT_KEY, "argument": "for x == 0 both branches return 0, and otherwise < and <= agree"}
        ]))
        run = subprocess.run(
            [os.path.join(ROOT, "Scripts/mutate"), "--package", folder, "--sources", "Sources/Fixture",
             "--filter", "FixtureTests", "--timeout", "8"], capture_output=True, text=True)
        print(run.stdout[-3000:])
        if run.returncode not in (0, 1):
            print(run.stderr[-3000:])
            return 1
        report = json.load(open(os.path.join(folder, ".build/mutate/report.json")))
        by_change = {}
        for mutant in report["mutants"]:
            by_change.setdefault((mutant["operator"], mutant["diff"]), []).append(mutant)

        def status(operator, before, after):
            diff = f"- {before}\n+ {after}"
            found = by_change.get((operator, diff), [])
            return found[0]["status"] if found else f"no such mutant: {operator} {before!r} -> {after!r}"

        check(status("relational", "if x < 0 {", "if x <= 0 {") == "equivalent",
              "a listed equivalent change is reported equivalent")
        built_alone = [m for m in by_change.get(("numeric literal", "- case pass = 1\n+ case pass = 0"), [])]
        check(bool(built_alone) and built_alone[0]["status"] == "killed",
              "a site the schema cannot switch is built alone, and killed")
        listed = [m for m in by_change.get(("relational", "- if x < 0 {\n+ if x <= 0 {"), [])]
        # With the mutant built alone still in the binary, the equivalent that follows it would fail.
        check(bool(built_alone) and bool(listed) and built_alone[0]["number"] < listed[0]["number"]
              and listed[0]["status"] == "equivalent",
              "the schema mutants after a site built alone run without its mutant (the equivalent among them survives)")
        check(status("numeric literal", "if x < 0 {", "if x < 1 {") == "survived",
              "an unlisted equivalent change survives")
        check(status("relational", "x > 0", "x >= 0") == "killed", "a planted fault is killed")
        check(status("arithmetic", "return prefix + name", "return prefix - name") == "stillborn",
              "a change that does not compile is stillborn")
        hang = [m for m in by_change.get(("arithmetic", "- i -= 1\n+ i += 1"), [])]
        check(bool(hang) and hang[0]["status"] == "killed" and "timed out" in hang[0]["detail"],
              "a change that hangs is killed by the timeout")
        check(status("relational", "public func isTall(_ height: Int) -> Bool { height > 700 }",
                     "public func isTall(_ height: Int) -> Bool { height >= 700 }") == "not built",
              "a change in an #if branch this platform skips is not built")
        check(status("begin/end frame", "max(0, field.maxY - move.endFrame.minY)",
                     "max(0, field.maxY - move.beginFrame.minY)") == "killed",
              "the frame the keyboard comes from taken for the one it goes to is a mutant, and killed")
        check(status("min/max edge", "max(0, field.maxY - move.endFrame.minY)",
                     "max(0, field.minY - move.endFrame.minY)") == "killed",
              "one edge taken for the other is a mutant, and killed")
        chained = [status("begin/end frame", "move?.endFrame.minY", "move?.beginFrame.minY"),
                   status("min/max edge", "move?.endFrame.minY", "move?.endFrame.maxY")]
        check(chained == ["killed", "killed"], f"a swap after optional chaining is a mutant, and killed ({chained})")
        check(status("coordinate space", "span.offsetBy(dy: -windowTop)", "span") == "killed",
              "a conversion left out is a mutant, and killed")
        mistyped = by_change.get(("width/height", "- span.height\n+ span.width"), [])
        check(bool(mistyped) and mistyped[0]["status"] == "stillborn" and "schema" in mistyped[0]["detail"],
              "a swap to a member the type lacks is stillborn, found by the schema's build (not built alone)")
        geometry = ("begin/end frame", "min/max edge", "width/height", "x/y", "min/max member", "frame/bounds",
                    "coordinate space")
        check(not any(m["operator"] in geometry and m["diff"].startswith("- span.minY += 1\n")
                      for m in report["mutants"]),
              "a member written to is not mutated")
        check(status("width/height", "extent.width * extent.height", "extent.height * extent.height") == "killed"
              and status("width/height", "extent.width * extent.height", "extent.width * extent.width") == "killed",
              "a width taken for a height is a mutant, and killed")
        check(not any(m["operator"] == "negated condition" and "canImport" in m["diff"] for m in report["mutants"]),
              "an #if directive's condition is not negated")
        summary = report["summary"]
        viable = summary["killed"] + summary["survived"]
        check(summary["stillborn"] >= 1 and summary["equivalent"] == 1 and summary["notBuilt"] == 1 and viable > 0
              and abs(summary["score"] - 100.0 * summary["killed"] / viable) < 0.01,
              f"the summary counts them apart (score {summary['score']}%)")

        # A wider sweep after this one runs only what this one did not kill.
        first = os.path.join(folder, "first.json")
        os.replace(os.path.join(folder, ".build/mutate/report.json"), first)
        again = subprocess.run(
            [os.path.join(ROOT, "Scripts/mutate"), "--package", folder, "--sources", "Sources/Fixture",
             "--filter", "FixtureTests", "--timeout", "8", "--after", first], capture_output=True, text=True)
        second = json.load(open(os.path.join(folder, ".build/mutate/report.json")))
        reused = [m for m in second["mutants"] if m["detail"].endswith("(earlier sweep)")]
        check(again.returncode in (0, 1) and len(reused) == summary["killed"]
              and second["summary"]["killed"] == summary["killed"] and second["summary"]["score"] == summary["score"],
              f"--after counts what the earlier sweep killed without running it ({len(reused)} reused)")

        # A listed equivalent no site has any more fails the sweep and is named.
        stale = os.path.join(folder, "stale.json")
        write(stale, json.dumps([
            {"key": EQUIVALENT_KEY, "argument": "as above"},
            {"key": "Sources/Fixture/Fixture.swift|relational|< -> <=|if y < 0 {|1", "argument": "a line long gone"},
        ]))
        orphan = subprocess.run(
            [os.path.join(ROOT, "Scripts/mutate"), "--package", folder, "--sources", "Sources/Fixture",
             "--filter", "FixtureTests", "--timeout", "8", "--equivalent", stale, "--after", first],
            capture_output=True, text=True)
        check(orphan.returncode == 1 and "if y < 0 {" in orphan.stdout and "no site has this key" in orphan.stdout,
              "a listed equivalent that matches no site fails the sweep and is named")
    # Two folders of one module swept one after the other in one package: the first sweep's
    # support file must not stay beside the second's.
    with tempfile.TemporaryDirectory() as folder:
        write(os.path.join(folder, "Package.swift"), TWO_FOLDERS_PACKAGE)
        write(os.path.join(folder, "Sources/Two/A/A.swift"), "/// One more.\npublic func a(_ x: Int) -> Int { x + 1 }\n")
        write(os.path.join(folder, "Sources/Two/B/B.swift"), "/// One less.\npublic func b(_ x: Int) -> Int { x - 1 }\n")
        write(os.path.join(folder, "Tests/TwoTests/TwoTests.swift"),
              "import Testing\nimport Two\n\n@Test func both() {\n    #expect(a(1) == 2)\n    #expect(b(1) == 0)\n}\n")
        runs = [subprocess.run(
            [os.path.join(ROOT, "Scripts/mutate"), "--package", folder, "--sources", f"Sources/Two/{sub}",
             "--filter", "TwoTests", "--timeout", "30"], capture_output=True, text=True) for sub in ("A", "B")]
        check(all(run.returncode == 0 and "score 100.0%" in run.stdout for run in runs),
              "two folders of one module sweep one after the other")
    print(f"{checks[0] - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
