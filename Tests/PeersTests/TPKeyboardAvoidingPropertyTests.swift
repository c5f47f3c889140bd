import Peers
import Testing
import TreeEpisodes

/// TPKeyboardAvoiding 1.3.5's model judged by every tree-level property on the same 150
/// generated screens as IQKeyboardManager's (`IQKeyboardManagerPropertyTests.verdicts`): which
/// property each episode breaks, after which step and with which numbers is pinned.
@Suite struct TPKeyboardAvoidingPropertyTests {
    /// Per property, the episodes of 150 that break it (`total` … `keepsEveryInvariant`), and
    /// the digest of every verdict line and message.
    static let counts = [0, 74, 115, 0, 108, 100, 33, 77, 86, 0, 0]
    static let digest = "53e370aa061b90f3"

    @Test func theVerdictsAreThePinnedOnes() throws {
        let (lines, messages) = try IQKeyboardManagerPropertyTests.verdicts(Peers.tpKeyboardAvoiding)
        #expect(IQKeyboardManagerPropertyTests.counts(lines) == Self.counts)
        #expect(IQKeyboardManagerPropertyTests.digest(lines + messages) == Self.digest)
    }
}
