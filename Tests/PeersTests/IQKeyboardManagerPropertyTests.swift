import AvoidConformance
import BugZoo
import Generators
import Peers
import PropertyKit
import Testing
import ViewTree

/// The peers judged by every tree-level property on the same generated screens as
/// `TreeAvoidance`: which property each episode breaks, after which step and with which numbers
/// (the violation's message) is pinned, so a change to the model that changes any verdict is
/// seen (the mutation sweep relies on it). A change to the judge's messages needs a new digest.
@Suite struct IQKeyboardManagerPropertyTests {
    static let cases = 150

    /// Per episode, per property: `.` when it holds, else the step it broke after (base 36, `*`
    /// for the whole episode); and every violation's message.
    static func verdicts(_ adapter: AdapterUnderTest) throws -> (lines: [String], messages: [String]) {
        verdicts(adapter, try PeerStories.screens().map(\.episode))
    }

    /// The verdict lines and messages of `episodes`.
    static func verdicts(_ adapter: AdapterUnderTest, _ episodes: [TreeScenario]) -> (
        lines: [String], messages: [String]
    ) {
        var messages: [String] = []
        let lines = episodes.map { episode in
            let (line, broken) = verdict(adapter, episode)
            messages += broken
            return line
        }
        return (lines, messages)
    }

    /// One episode's verdict line and the first violation of each broken property.
    static func verdict(_ adapter: AdapterUnderTest, _ episode: TreeScenario) -> (line: String, messages: [String]) {
        var messages: [String] = []
        let found = TreeChecker().firstViolations(adapter: adapter, episode: episode)
        let line = String(
            TreeInvariant.allCases.map { property -> Character in
                guard let violation = found[property] else { return "." }
                messages.append(violation.description)
                guard let step = violation.step else { return "*" }
                return Character(String(min(step, 35), radix: 36))
            })
        return (line, messages)
    }

    /// FNV-1a, 64 bits: a digest that is the same on every platform and run.
    static func digest(_ lines: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Per property, the episodes that break it.
    static func counts(_ lines: [String]) -> [Int] {
        TreeInvariant.allCases.indices.map { i in
            lines.filter { Array($0)[i] != "." }.count
        }
    }

    static let pinned: [(name: String, counts: [Int], digest: String)] = [
        ("iqkeyboardmanager", [0, 85, 131, 0, 101, 78, 20, 46, 98, 14, 0], "77653f5afc4ee463"),
        ("iqkeyboardmanager-6.5.16", [0, 87, 131, 0, 110, 79, 27, 48, 98, 12, 0], "3620ee08cc1e67a1"),
        ("iqkeyboardmanager-restoring", [0, 85, 131, 0, 88, 60, 20, 46, 98, 14, 0], "564b4762c580615"),
    ]

    /// The registered peers, and 8.0.2 with `restoreContentOffset` on.
    static let adapters =
        Peers.adapters + [
            AdapterUnderTest("iqkeyboardmanager-restoring") { tree, configuration throws(AdapterError) in
                try IQKeyboardManager(
                    tree: tree, configuration: configuration, options: .init(restoreContentOffset: true))
            }
        ]

    @Test(arguments: pinned.indices)
    func theVerdictsAreThePinnedOnes(index: Int) throws {
        let (name, counts, digest) = Self.pinned[index]
        let adapter = try #require(Self.adapters.first { $0.name == name })
        let (lines, messages) = try Self.verdicts(adapter)
        #expect(Self.counts(lines) == counts, "\(name)")
        #expect(Self.digest(lines + messages) == digest, "\(name)")
    }

    /// The same on the boundary stories (`PeerStories`) of the same screens.
    static let pinnedStories: [(name: String, counts: [Int], digest: String)] = [
        ("iqkeyboardmanager", [0, 644, 1642, 0, 1008, 921, 115, 240, 1250, 85, 0], "1275a37abf920986"),
        ("iqkeyboardmanager-6.5.16", [0, 638, 1664, 0, 1308, 942, 121, 245, 1249, 79, 0], "1c7841e05aa04157"),
        ("iqkeyboardmanager-restoring", [0, 660, 1648, 0, 730, 599, 118, 166, 1250, 85, 0], "7bf04ad12f73e845"),
    ]

    @Test(arguments: pinnedStories.indices)
    func theVerdictsOnTheBoundaryStoriesAreThePinnedOnes(index: Int) throws {
        let (name, counts, digest) = Self.pinnedStories[index]
        let adapter = try #require(Self.adapters.first { $0.name == name })
        let (lines, messages) = Self.verdicts(adapter, try PeerStories.all())
        #expect(Self.counts(lines) == counts, "\(name)")
        #expect(Self.digest(lines + messages) == digest, "\(name)")
    }

    @Test(arguments: adapters.indices)
    func theDecisionsReportWhatEachStepDid(index: Int) throws {
        let episodes = try PeerStories.screens().map(\.episode) + PeerStories.all()
        for episode in episodes {
            let finding = PeerReports.firstFinding(Self.adapters[index], episode)
            #expect(finding == nil, "\(Self.adapters[index].name): \(episode)")
        }
    }

    @Test(arguments: adapters.indices)
    func aScreenWithNoViewToMoveIsRefused(index: Int) throws {
        for screen in try PeerStories.screens() {
            #expect(PeerReports.refuses(Self.adapters[index], try PeerReports.hostless(screen.episode.tree)))
        }
    }

    @Test func treeAvoidanceBreaksNothingOnTheSameScreens() throws {
        let (lines, messages) = try Self.verdicts(.treeAvoidance)
        #expect(Self.counts(lines).allSatisfy { $0 == 0 })
        #expect(messages.isEmpty)
    }
}
