import AvoidConformance
import AvoidCore
import Foundation
import Generators
import Testing
import ViewTree

/// The corpus of real screens (`Descriptions/`): each dump imports, replays with its device's
/// keyboard under `TreeAvoidance` and each peer, the guide's verdict table is what `avoid screens`
/// prints today, and every adjusted inset UIKit printed agrees with the model's or is accounted
/// for. `avoid tree --from-description` prints what it assumed and writes a replayable episode.
@Suite struct DescriptionScreensTests {
    static let directory = TreeCommandTests.trees.deletingLastPathComponent().appendingPathComponent("Descriptions")
    static var dumps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".txt") }
            .sorted()
    }
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static let table = CommandRun(["screens", directory.path])

    /// The table's rows, by dump.
    static var rows: [String: [String]] {
        Dictionary(
            uniqueKeysWithValues: table.output.dropFirst(2).map { line in
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells)
            })
    }

    @Test func theGuidesTableIsWhatTheCommandPrints() throws {
        #expect(Self.table.status == 0)
        #expect(Self.table.output.count == Self.dumps.count + 2)
        let guide = try String(
            contentsOf: TraceCommandTests.root.appendingPathComponent("Documentation/Using/ViewTrees.md"),
            encoding: .utf8)
        #expect(
            guide.contains(Self.table.text + "\n"), "regenerate with: avoid screens Tests/RegressionTests/Descriptions")
    }

    /// At least eight real screens with a text input focused, replayed under every adapter.
    @Test func atLeastEightScreensWithATextInputReplayUnderEveryAdapter() throws {
        let header = try #require(Self.table.output.first)
        for adapter in [
            "TreeAvoidance(AvoidCore)", "iqkeyboardmanager", "iqkeyboardmanager-6.5.16", "tpkeyboardavoiding",
        ] {
            #expect(header.contains("| \(adapter) |"))
        }
        let focused = Self.rows.values.filter { $0[3] != "none" }
        #expect(focused.count >= 8)
        for (name, cells) in Self.rows { #expect(cells[4] == "holds", "TreeAvoidance on \(name): \(cells[4])") }
        // The eras and sources the corpus covers.
        #expect(Set(Self.rows.values.map { $0[1] }).isSuperset(of: ["iOS 5-7", "iOS 8-10", "iOS 11-18", "iOS 26"]))
    }

    /// Every dump has a row in the corpus's README, and its file holds the dump verbatim (no
    /// header of ours: the provenance is in the README).
    @Test func everyDumpHasItsProvenance() throws {
        let readme = try String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        for name in Self.dumps { #expect(readme.contains("| `\(name)` |"), "\(name)") }
    }

    /// Where UIKit printed an adjusted inset the model computes the same, except where the dump
    /// is not a fair witness, each accounted for here.
    @Test func everyAdjustedInsetDisagreementIsAccountedFor() throws {
        let accounted = [
            "trackmymeal-log-iphone-xsmax-ios13-table.txt", "ibotta-log-iphone-xsmax-ios14-collection.txt",
            "nextseason-exception-iphone17pro-ios26-list.txt",
        ]
        for (name, cells) in Self.rows {
            let differs = cells[8].contains("computed")
            #expect(differs == accounted.contains(name), "\(name): \(cells[8])")
        }
        #expect(Self.rows["appleid-cycript-iphone8-ios16-signin-sheet.txt"]?[8] == "line 12: (56, 0, 0, 0), the same")
    }

    /// TrackMyMeal's table (one line of a UIKit warning, iOS 13): UIKit printed a top of 88, the
    /// model computes 44 from the status bar alone. The line shows no navigation bar, yet 88 is
    /// the status bar's 44 and a bar's 44: with that bar over the table's controller the model
    /// computes UIKit's 88. The bottom, the home indicator's 34, agrees as printed.
    @Test func trackMyMealsTopInsetIsTheNavigationBarTheLineDoesNotShow() throws {
        let episode = try Self.episode("trackmymeal-log-iphone-xsmax-ios13-table.txt")
        var tree = episode.tree
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(top: 44, bottom: 34))
        #expect(try tree.adjustedContentInset(of: 1) == EdgeInsets(top: 88, bottom: 34))
        try tree.update(1) { $0.additionalSafeArea.top = 44 }
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(top: 88, bottom: 34))
    }

    /// iBotta's collection view (iOS 14, a navigation controller's content mid-rotation): the
    /// same 44 pt bar left out of the line.
    @Test func iBottasTopInsetIsTheNavigationBarTheLineDoesNotShow() throws {
        var tree = try Self.episode("ibotta-log-iphone-xsmax-ios14-collection.txt").tree
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(top: 44, bottom: 34))
        try tree.update(1) { $0.additionalSafeArea.top = 44 }
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(top: 88, bottom: 34))
    }

    /// NextSeason's SwiftUI list (iOS 26.5): a short list whose line does not say it is a
    /// navigation controller's content, so the model adds nothing; as that content it gets the
    /// device's safe area, and the bars and the app's inset the line leaves out make up the rest.
    @Test func nextSeasonsInsetIsTheContainerTheLineDoesNotShow() throws {
        var tree = try Self.episode("nextseason-exception-iphone17pro-ios26-list.txt").tree
        #expect(try tree.computedAdjustedContentInset(of: 1) == .zero)
        #expect(try tree.adjustedContentInset(of: 1) == EdgeInsets(top: 168, bottom: 122.66666666666674))
        try tree.update(1) {
            guard case .scrollView(var scroll) = $0.kind else { return }
            scroll.isControllerContent = true
            $0.kind = .scrollView(scroll)
        }
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(top: 62, bottom: 34))
        try tree.update(1) { $0.additionalSafeArea = EdgeInsets(top: 106, bottom: 88.66666666666674) }
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(top: 168, bottom: 122.66666666666674))
    }

    /// A table whose content does not fill it (iOS 16.0 on an iPhone 14 Pro): UIKit adds the home
    /// indicator's 34 at the bottom all the same, as a table bounces vertically. The model agrees
    /// by the importer's rule that it does, and would not without it.
    @Test func aShortTableStillGetsTheHomeIndicatorsBand() throws {
        var tree = try Self.episode("uitableview-invalid-number-iphone14pro-ios16-table.txt").tree
        #expect(try tree.computedAdjustedContentInset(of: 1) == EdgeInsets(bottom: 34))
        #expect(try tree.node(1).kind.scroll?.alwaysBounceVertical == true)
        try tree.update(1) {
            guard case .scrollView(var scroll) = $0.kind else { return }
            scroll.alwaysBounceVertical = false
            $0.kind = .scrollView(scroll)
        }
        #expect(try tree.computedAdjustedContentInset(of: 1) == .zero)
    }

    static func episode(_ name: String, _ options: [String] = []) throws -> TreeScenario {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-screens-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("episode.json")
        let run = CommandRun(["tree", "--from-description", path(name), "--write", file.path, "--quiet"] + options)
        #expect(run.status == 0, "\(run.errors)")
        return try JSONDecoder().decode(TreeScenario.self, from: Data(contentsOf: file))
    }

    /// The replay prints what the import assumed and checked, and the keyboard; the written
    /// episode replays to the same verdict.
    @Test func theReplayPrintsItsAssumptionsAndItsEpisodeReplays() throws {
        let run = CommandRun([
            "tree", "--from-description", Self.path("netease-cycript-iphone5-ios10-login.txt"), "--adapter",
            "tpkeyboardavoiding",
        ])
        #expect(run.status == 0)
        #expect(run.output.first == "imported: 10 views of 22 printed, iOS 8-10; first responder: view 3")
        #expect(run.output.contains("assumed: line 4: the first responder (its field editor is on line 8)"))
        #expect(
            run.output.contains("keyboard: 253 pt, the standard keyboard of an iPhone 5, 5s, SE (1st) (iOS 8-10)"))
        let sheet = ["--focus", "0x10814f400"]
        #expect(
            CommandRun(
                ["tree", "--from-description", Self.path("appleid-cycript-iphone8-ios16-signin-sheet.txt")] + sheet
            )
            .output.contains("checked: line 12: adjustedContentInset (56, 0, 0, 0) printed, (56, 0, 0, 0) computed"))
        let episode = try Self.episode("appleid-cycript-iphone8-ios16-signin-sheet.txt", sheet)
        #expect(episode.tree.firstResponder.map { episode.tree[$0]?.kind } == .textField)
        #expect(episode.steps.count == 8)
        let direct = CommandRun(
            [
                "tree", "--from-description", Self.path("appleid-cycript-iphone8-ios16-signin-sheet.txt"), "--adapter",
                "iqkeyboardmanager", "--quiet",
            ] + sheet)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-screens-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("sheet.json")
        try JSONEncoder().encode(episode).write(to: file)
        let replayed = CommandRun(["tree", file.path, "--adapter", "iqkeyboardmanager", "--quiet"])
        #expect(replayed.verdict == direct.verdict && direct.status == 1)
    }

    /// `--keyboard-from` takes the first keyboard a log shows; `--keyboard` a height.
    @Test func theKeyboardComesFromATraceOrAHeight() {
        let trace = TreeCommandTests.trees.deletingLastPathComponent().appendingPathComponent(
            "Traces/microblog-iphone5-predictive-willshow.log"
        ).path
        let dump = Self.path("owasp-mastg-cycript-iphone5-verify.txt")
        let fromTrace = CommandRun(["tree", "--from-description", dump, "--keyboard-from", trace])
        #expect(
            fromTrace.output.contains(
                "keyboard: 253 pt, the first keyboard shown in 'microblog-iphone5-predictive-willshow.log'"))
        let chosen = CommandRun(["tree", "--from-description", dump, "--keyboard", "300", "--focus", "4"])
        #expect(chosen.output.contains("keyboard: 300 pt, --keyboard"))
        #expect(chosen.output.contains("imported: 8 views of 10 printed, not shown; first responder: view 4"))
    }

    @Test(arguments: [
        (["--screen", "wide"], "--screen takes WIDTHxHEIGHT in points (375x667), got 'wide'"),
        (["--focus", "1", "--focus-class", "UITextField"], "--focus and --focus-class name the same thing: give one"),
        (["--focus", "0xdead"], "--focus: no text input in the dump is '0xdead'"),
        (["--keyboard", "300", "--keyboard-from", "x.log"], "--keyboard and --keyboard-from: give one"),
        (["--inputs", "x.json"], "--from-description takes the place of FILE and --inputs"),
    ])
    func badOptionsAreUsageErrors(_ options: [String], message: String) {
        let run = CommandRun(
            ["tree", "--from-description", Self.path("owasp-mastg-cycript-iphone5-verify.txt")] + options)
        #expect(run.status == 2)
        #expect(run.errors.joined().contains(message), "\(run.errors)")
    }

    @Test func anUnreadableLineIsAUsageErrorNamingIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-screens-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("dump.txt")
        let text = try String(contentsOfFile: Self.path("owasp-mastg-cycript-iphone5-verify.txt"), encoding: .utf8)
            .replacingOccurrences(of: "frame = (8 141; 304 30)", with: "frame = (8 1x41; 304 30)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let run = CommandRun(["tree", "--from-description", file.path])
        #expect(run.status == 2)
        #expect(
            run.errors == [
                "avoid: '\(file.path)', line 6: frame: expected (x y; width height), found '1x41'"
            ])
        #expect(CommandRun(["tree", Self.path("owasp-mastg-cycript-iphone5-verify.txt"), "--write", "x"]).status == 2)
    }
}
