import AvoidConformance
import Foundation
import Testing

/// IQKeyboardManager 8.0.2's and TPKeyboardAvoiding 1.3.5's published algorithms (the `Peers`
/// models) against the tree-level properties: each upstream issue reproduced as a shrunk tree
/// file replays, under `avoid tree --adapter iqkeyboardmanager` or `tpkeyboardavoiding`, to
/// exactly the property it breaks, and `TreeAvoidance` keeps every property on the same files.
@Suite struct PeerTreeTests {
    /// A tree file, the property it breaks under the peer, the upstream issues
    /// (`hackiftekhar/IQKeyboardManager` or `michaeltyson/TPKeyboardAvoiding`) whose trigger and
    /// symptom it shows (none: new), and whether the peer acts so by design (a semantic
    /// difference, not a bug).
    struct Reproduction: CustomTestStringConvertible, Sendable {
        var name: String
        var property: TreeInvariant
        var issues: [Int]
        var semantic = false
        var adapter = "iqkeyboardmanager"
        var file: String { TreeCommandTests.trees.appendingPathComponent("\(adapter)-\(name).json").path }
        var testDescription: String { "\(adapter)-\(name)" }
    }

    static let reproductions =
        [
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
        ] + tpKeyboardAvoiding

    /// TPKeyboardAvoiding 1.3.5's, all found from generated screens.
    static let tpKeyboardAvoiding = [
        Reproduction(name: "84-offset-stays-after-hide", property: .restoresAppValues, issues: [84], semantic: true),
        Reproduction(name: "269-inset-keeps-the-safe-area", property: .insetFollowsKeyboard, issues: [269]),
        Reproduction(name: "78-insets-without-a-field", property: .writesOnlyItsOwn, issues: [78], semantic: true),
        Reproduction(name: "centres-a-clear-field", property: .minimalInWindow, issues: [], semantic: true),
        Reproduction(name: "no-scroll-view-no-avoidance", property: .visibleInWindow, issues: [], semantic: true),
        Reproduction(name: "no-keyboard-distance", property: .visibleInWindow, issues: [], semantic: true),
        Reproduction(name: "new-covered-in-a-scroll-view", property: .visibleInWindow, issues: []),
        Reproduction(name: "new-app-inset-lost-after-hide", property: .restoresAppValues, issues: []),
        Reproduction(name: "new-empty-frame-keeps-the-inset", property: .restoresAppValues, issues: []),
        Reproduction(name: "new-indicator-takes-the-inset-after-hide", property: .restoresAppValues, issues: []),
        Reproduction(name: "reads-its-own-scroll", property: .readsUnshifted, issues: [], semantic: true),
        Reproduction(name: "remembers-its-scroll", property: .noDoubleShift, issues: [], semantic: true),
    ].map {
        var reproduction = $0
        reproduction.adapter = "tpkeyboardavoiding"
        return reproduction
    }

    @Test(arguments: reproductions)
    func theReproductionReplaysToItsProperty(_ reproduction: Reproduction) {
        let property = reproduction.property.rawValue
        let run = CommandRun(
            ["tree", reproduction.file, "--adapter", reproduction.adapter, "--property", property, "--quiet"])
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
        #expect(
            Self.decisions("iqkeyboardmanager-writes-the-frame-origin", adapter: "iqkeyboardmanager") == [
                "  -> offset 0, animation 0.25 s curve 7", "  -> offset -3, animation 0.25 s curve 7",
                "  -> offset 3, animation 0.25 s curve 7", "  -> offset 0, animation 0.25 s curve 7",
            ])
        #expect(
            Self.decisions("iqkeyboardmanager-813-app-inset-lost-after-hide", adapter: "iqkeyboardmanager").contains(
                "  -> offset 0, container 2 inset 226 offset 0, animation 0.25 s curve 7"))
    }

    /// The decision lines (`  -> …`) of the replay of tree file `name` under `adapter`, judged
    /// for `total` alone so the replay runs to the end.
    static func decisions(_ name: String, adapter: String) -> [String] {
        let file = TreeCommandTests.trees.appendingPathComponent("\(name).json").path
        return CommandRun(["tree", file, "--adapter", adapter, "--property", "total"]).output.filter {
            $0.hasPrefix("  -> ")
        }
    }

    /// Under TPKeyboardAvoiding the host never moves; the focused field's scroll view (the app's
    /// bottom inset 50) is inset by the keyboard's overlap and scrolled to centre the field (88),
    /// then, at the hide, the block of the will-change-frame UIKit posts first runs after the
    /// will-hide has put the inset back, and centres the field again in the height that inset
    /// leaves (5), where it stays (#84).
    @Test func theReplayPrintsWhatTPKeyboardAvoidingDidAtEachStep() {
        #expect(
            Self.decisions("tpkeyboardavoiding-84-offset-stays-after-hide", adapter: "tpkeyboardavoiding") == [
                "  -> offset 0, container 3 inset 50 offset 0, animation 0.25 s curve 7",
                "  -> offset 0, container 3 inset 216 offset 88, animation 0.25 s curve 7",
                "  -> offset 0, container 3 inset 50 offset 5, animation 0.25 s curve 7",
                "  -> offset 0, container 3 inset 50 offset 5, animation 0.25 s curve 7",
            ])
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
            run.output.first
                == "| property | TreeAvoidance(AvoidCore) | iqkeyboardmanager | iqkeyboardmanager-6.5.16 | tpkeyboardavoiding |"
        )
        for property in TreeInvariant.allCases {
            let row = run.output.first { $0.hasPrefix("| `\(property.rawValue)` |") }
            #expect(row?.split(separator: "|")[1].trimmingCharacters(in: .whitespaces) == "0.0%", "\(property)")
        }
        let writes = run.output.first { $0.hasPrefix("| `writesOnlyItsOwn` |") }
        #expect(writes?.split(separator: "|")[2].trimmingCharacters(in: .whitespaces) != "0.0%")
    }
}
