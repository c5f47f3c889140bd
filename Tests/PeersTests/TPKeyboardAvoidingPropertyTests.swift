import Generators
import Peers
import Testing

/// TPKeyboardAvoiding 1.3.5's model judged by every tree-level property on the same 150
/// generated screens as IQKeyboardManager's (`IQKeyboardManagerPropertyTests.verdicts`): which
/// property each episode breaks, after which step and with which numbers is pinned.
@Suite struct TPKeyboardAvoidingPropertyTests {
    /// Per property, the episodes of 150 that break it (`total` … `keepsEveryInvariant`), and
    /// the digest of every verdict line and message.
    static let counts = [0, 74, 115, 0, 112, 108, 31, 77, 88, 0, 0]
    static let digest = "3f3c2168e1c643ee"

    @Test func theVerdictsAreThePinnedOnes() throws {
        let (lines, messages) = try IQKeyboardManagerPropertyTests.verdicts(Peers.tpKeyboardAvoiding)
        #expect(IQKeyboardManagerPropertyTests.counts(lines) == Self.counts)
        #expect(IQKeyboardManagerPropertyTests.digest(lines + messages) == Self.digest)
    }

    /// The same, on the boundary stories (`PeerStories`) of the same screens.
    static let storyCounts = [0, 511, 1574, 0, 1448, 1441, 255, 505, 1075, 0, 0]
    static let storyDigest = "e6aea95c1453f751"

    @Test func theVerdictsOnTheBoundaryStoriesAreThePinnedOnes() throws {
        let (lines, messages) = IQKeyboardManagerPropertyTests.verdicts(Peers.tpKeyboardAvoiding, try PeerStories.all())
        #expect(IQKeyboardManagerPropertyTests.counts(lines) == Self.storyCounts)
        #expect(IQKeyboardManagerPropertyTests.digest(lines + messages) == Self.storyDigest)
    }

    @Test func theDecisionsReportWhatEachStepDid() throws {
        let episodes = try PeerStories.screens().map(\.episode) + PeerStories.all()
        for episode in episodes {
            let finding = PeerReports.firstFinding(Peers.tpKeyboardAvoiding, episode)
            #expect(finding == nil, "\(episode)")
        }
    }

    @Test func aScreenWithNoViewToMoveIsRefused() throws {
        for screen in try PeerStories.screens() {
            #expect(PeerReports.refuses(Peers.tpKeyboardAvoiding, try PeerReports.hostless(screen.episode.tree)))
        }
    }
}
