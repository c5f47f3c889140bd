import AvoidConformance
import AvoidCore
import Generators
import ViewTree

/// Upstream TPKeyboardAvoiding issues (`michaeltyson/TPKeyboardAvoiding`) reproduced from
/// generated screens under the model of its 1.3.5 algorithm.
extension PeerIssue {
    /// The issues, each with what singles out an episode showing its trigger.
    static let tpKeyboardAvoiding: [PeerIssue] = [
        PeerIssue(name: "84-offset-stays-after-hide", issues: [84], property: .restoresAppValues, semantic: true) {
            screen, run in
            onlyFocusAndKeyboard(screen) && finalDifference(run) { $0.bounds.minY > $1.bounds.minY }
        },
        PeerIssue(
            name: "269-inset-keeps-the-safe-area", issues: [269], property: .insetFollowsKeyboard, semantic: false
        ) {
            screen, run in
            screen.plan.device.safeArea.bottom > 0 && plain(screen)
                && run.violation?.message.contains("keeps clear") == true
        },
        PeerIssue(name: "78-insets-without-a-field", issues: [78], property: .writesOnlyItsOwn, semantic: true) {
            screen, _ in
            guard case .keyboard = screen.episode.steps.first else { return false }
            return onlyFocusAndKeyboard(screen)
        },
        PeerIssue(name: "centres-a-clear-field", issues: [], property: .minimalInWindow, semantic: true) {
            screen, run in
            plain(screen) && movedForAFocusedField(run)
        },
        PeerIssue(name: "no-scroll-view-no-avoidance", issues: [], property: .visibleInWindow, semantic: true) {
            screen, _ in
            guard case .form = screen.plan.content else { return false }
            return plain(screen)
        },
        PeerIssue(name: "no-keyboard-distance", issues: [], property: .visibleInWindow, semantic: true) {
            screen, run in
            if case .form = screen.plan.content { return false }
            return plain(screen) && (underTheLine(run).map { $0 <= 0 } ?? false)
        },
        PeerIssue(name: "new-covered-in-a-scroll-view", issues: [], property: .visibleInWindow, semantic: false) {
            screen, run in
            if case .form = screen.plan.content { return false }
            return onlyFocusAndKeyboard(screen) && (underTheLine(run).map { $0 > 0 } ?? false)
        },
        PeerIssue(name: "new-app-inset-lost-after-hide", issues: [], property: .restoresAppValues, semantic: false) {
            screen, run in
            screen.episode.steps.contains { if case .inset = $0 { return true } else { return false } }
                && finalDifference(run) { $0.kind.scroll?.contentInset != $1.kind.scroll?.contentInset }
        },
        PeerIssue(name: "new-empty-frame-keeps-the-inset", issues: [], property: .restoresAppValues, semantic: false) {
            screen, run in
            screen.episode.steps.contains {
                if case .keyboard(let event) = $0 { return event.endFrame.isEmpty } else { return false }
            } && !screen.episode.steps.contains { if case .inset = $0 { return true } else { return false } }
                && finalDifference(run) { $0.kind.scroll?.contentInset != $1.kind.scroll?.contentInset }
        },
        PeerIssue(
            name: "new-indicator-takes-the-inset-after-hide", issues: [], property: .restoresAppValues, semantic: false
        ) {
            screen, run in
            // Only the indicator insets differ: the hide's block, run after the will-hide, sets
            // them to the restored content inset.
            onlyFocusAndKeyboard(screen)
                && finalDifference(run) {
                    $0.kind.scroll?.indicatorInset != $1.kind.scroll?.indicatorInset
                        && $0.kind.scroll?.contentInset == $1.kind.scroll?.contentInset && $0.bounds == $1.bounds
                }
        },
        PeerIssue(name: "reads-its-own-scroll", issues: [], property: .readsUnshifted, semantic: true) { screen, _ in
            onlyFocusAndKeyboard(screen)
        },
        PeerIssue(name: "remembers-its-scroll", issues: [], property: .noDoubleShift, semantic: true) { screen, _ in
            onlyFocusAndKeyboard(screen)
        },
    ]

    /// How far below the keyboard line (the judge's `B` plus the keyboard distance of 10) the
    /// field a `visibleInWindow` violation names ends, from its message.
    static func underTheLine(_ run: TreeRun) -> Double? {
        guard let message = run.violation?.message,
            let frame = message.components(separatedBy: "ends at (").dropFirst().first?.prefix(while: { $0 != ")" }),
            let bottom = message.components(separatedBy: "B = ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        let numbers = frame.split(whereSeparator: { ", x".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return numbers[1] + numbers[3] - bottom - 10
    }
}
