import Foundation
import Testing
import TreeInvariants

/// IQKeyboardManager 8.0.2's published algorithm (the `Peers` model) against the tree-level
/// properties: each upstream issue reproduced as a shrunk tree file replays, under
/// `avoid tree --adapter iqkeyboardmanager`, to exactly the property it breaks, and
/// `TreeAvoidance` keeps every property on the same files.
@Suite struct PeerTreeTests {
    /// A tree file, the property it breaks under the peer, the upstream issues
    /// (`hackiftekhar/IQKeyboardManager`) whose trigger and symptom it shows (none: new), and
    /// whether the peer acts so by design (a semantic difference, not a bug).
    struct Reproduction: CustomTestStringConvertible, Sendable {
        var name: String
        var property: TreeProperty
        var issues: [Int]
        var semantic = false
        var file: String { TreeCommandTests.trees.appendingPathComponent("iqkeyboardmanager-\(name).json").path }
        var testDescription: String { name }
    }

    static let reproductions = [
        Reproduction(name: "813-app-inset-lost-after-hide", property: .restoresAppValues, issues: [813]),
        Reproduction(
            name: "233-offset-stays-after-hide", property: .restoresAppValues, issues: [233, 496], semantic: true),
        Reproduction(name: "1009-automatic-inset-stops-the-scroll", property: .visibleInWindow, issues: [1009]),
        Reproduction(name: "441-inset-keeps-the-distance", property: .insetFollowsKeyboard, issues: [441]),
        Reproduction(
            name: "2027-gap-includes-safe-area", property: .minimalInWindow, issues: [2027, 2011], semantic: true),
        Reproduction(name: "2050-tab-bar-gap", property: .minimalInWindow, issues: [2050], semantic: true),
        Reproduction(name: "2050-lifts-too-high", property: .endsAtTheLine, issues: [2050, 2027], semantic: true),
        Reproduction(name: "553-layout-discards-the-move", property: .visibleInWindow, issues: [553]),
        Reproduction(name: "1551-app-transform-undone", property: .restoresAppValues, issues: [1551]),
        Reproduction(name: "focus-change-drifts", property: .noDoubleShift, issues: [1633, 2027]),
        Reproduction(name: "new-negative-offset-stays", property: .restoresAppValues, issues: []),
        Reproduction(name: "new-truncated-move", property: .visibleInWindow, issues: []),
        Reproduction(name: "new-scaled-root-under-the-bar", property: .visibleInWindow, issues: []),
        Reproduction(name: "new-moves-for-a-hidden-field", property: .minimalInWindow, issues: []),
        Reproduction(name: "writes-the-frame-origin", property: .writesOnlyItsOwn, issues: [], semantic: true),
        Reproduction(name: "reads-its-own-move", property: .readsUnshifted, issues: [], semantic: true),
    ]

    @Test(arguments: reproductions)
    func theReproductionReplaysToItsProperty(_ reproduction: Reproduction) {
        let property = reproduction.property.rawValue
        let run = CommandRun(
            ["tree", reproduction.file, "--adapter", "iqkeyboardmanager", "--property", property, "--quiet"])
        #expect(run.status == 1)
        #expect(run.verdict?.hasPrefix("verdict: \(property) after step") == true, "\(run.verdict ?? "no verdict")")
    }

    @Test(arguments: reproductions)
    func treeAvoidanceKeepsEveryPropertyThere(_ reproduction: Reproduction) {
        let run = CommandRun(["tree", reproduction.file, "--quiet"])
        #expect(run.status == 0, "\(run.verdict ?? "no verdict")")
    }

    /// The replay prints, after each step, what the peer did in the scene's terms: the root
    /// view's move by its frame origin (the step's own: up 3 at the show, down 3 at the hide)
    /// and the focused scroll view's new inset and offset. Judged for `total` alone, so the
    /// replay goes on past the frame-origin write.
    @Test func theReplayPrintsWhatThePeerDidAtEachStep() {
        let moved = CommandRun([
            "tree",
            TreeCommandTests.trees.appendingPathComponent("iqkeyboardmanager-writes-the-frame-origin.json").path,
            "--adapter", "iqkeyboardmanager", "--property", "total",
        ])
        #expect(
            moved.output.filter { $0.hasPrefix("  -> ") } == [
                "  -> offset 0, animation 0.25 s curve 7", "  -> offset -3, animation 0.25 s curve 7",
                "  -> offset 3, animation 0.25 s curve 7", "  -> offset 0, animation 0.25 s curve 7",
            ])
        let scrolled = CommandRun([
            "tree",
            TreeCommandTests.trees.appendingPathComponent("iqkeyboardmanager-813-app-inset-lost-after-hide.json").path,
            "--adapter", "iqkeyboardmanager",
        ])
        #expect(scrolled.output.contains("  -> offset 0, container 2 inset 226 offset 0, animation 0.25 s curve 7"))
    }

    /// The files found from generated screens are what `avoid peers --issues` writes today:
    /// same seed, same shrunk counterexample. (`1009-…` and `553-…` are built by hand: the
    /// generator draws no resting negative offset and no layout pass after a move.)
    @Test func theIssueSearchRegeneratesTheCommittedFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-peers-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = CommandRun(["peers", "--issues", "--write", directory.path])
        #expect(run.status == 0)
        #expect(!run.text.contains("not found"))
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(written.count == Self.reproductions.count - 2)
        for name in written {
            let committed = try Data(contentsOf: TreeCommandTests.trees.appendingPathComponent(name))
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == committed, "\(name)")
        }
    }

    @Test func thePeersTableKeepsTreeAvoidanceGreen() {
        let run = CommandRun(["peers", "--cases", "40", "--no-shrink"])
        #expect(run.status == 0)
        #expect(
            run.output.first == "| property | TreeAvoidance(AvoidCore) | iqkeyboardmanager | iqkeyboardmanager-6.5.16 |"
        )
        for property in TreeProperty.allCases {
            let row = run.output.first { $0.hasPrefix("| `\(property.rawValue)` |") }
            #expect(row?.split(separator: "|")[1].trimmingCharacters(in: .whitespaces) == "0.0%", "\(property)")
        }
        let writes = run.output.first { $0.hasPrefix("| `writesOnlyItsOwn` |") }
        #expect(writes?.split(separator: "|")[2].trimmingCharacters(in: .whitespaces) != "0.0%")
    }
}
