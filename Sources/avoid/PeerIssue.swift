import AvoidConformance
import AvoidCore
import Generators
import ViewTree

/// An upstream IQKeyboardManager issue (`hackiftekhar/IQKeyboardManager`, the reference's §6)
/// reproduced as a shrunk counterexample: the property it breaks and what singles out an
/// episode showing that issue's trigger and symptom, kept true while shrinking.
struct PeerIssue: Sendable {
    /// The tree file's name, without `iqkeyboardmanager-` and `.json`.
    var name: String
    /// The upstream issues whose symptom and trigger it reproduces (empty: new).
    var issues: [Int]
    /// The property broken.
    var property: TreeInvariant
    /// Whether the peer acts so by design and the property encodes AvoidKit's choice.
    var semantic: Bool
    /// How many generated screens the search may draw: a trigger that needs a rare screen (an
    /// iPad window in Stage Manager, off the screen's top) needs more.
    var cases = 2_000
    /// What singles out the episode: its plan, its steps and the run that broke the property.
    var shows: @Sendable (GeneratedTreeScenario, TreeRun) -> Bool

    /// The issues reproduced from generated screens, in the reference's table order.
    static let catalogue: [PeerIssue] = [
        PeerIssue(name: "813-app-inset-lost-after-hide", issues: [813], property: .restoresAppValues, semantic: false) {
            screen, run in
            screen.episode.steps.contains { if case .inset = $0 { return true } else { return false } }
                && finalDifference(run) { $0.kind.scroll?.contentInset != $1.kind.scroll?.contentInset }
        },
        PeerIssue(
            name: "233-offset-stays-after-hide", issues: [233, 496], property: .restoresAppValues, semantic: true
        ) {
            screen, run in
            onlyFocusAndKeyboard(screen) && finalDifference(run) { $0.bounds.minY > $1.bounds.minY }
        },
        PeerIssue(name: "441-inset-keeps-the-distance", issues: [441], property: .insetFollowsKeyboard, semantic: false)
        {
            screen, _ in
            screen.plan.device.safeArea.bottom == 0 && onlyFocusAndKeyboard(screen)
        },
        PeerIssue(
            name: "2027-gap-includes-safe-area", issues: [2027, 2011], property: .minimalInWindow, semantic: true,
            cases: 8_000
        ) {
            screen, run in
            screen.plan.chrome == .none && screen.plan.device.safeArea.bottom > 0 && plain(screen)
                && movedForAFocusedField(run)
        },
        PeerIssue(name: "2050-tab-bar-gap", issues: [2050], property: .minimalInWindow, semantic: true) { screen, run in
            if case .tabs = screen.plan.chrome { return plain(screen) && movedForAFocusedField(run) }
            return false
        },
        PeerIssue(name: "2050-lifts-too-high", issues: [2050, 2027], property: .endsAtTheLine, semantic: true) {
            screen, _ in
            if case .tabs = screen.plan.chrome { return plain(screen) }
            return false
        },
        PeerIssue(name: "1551-app-transform-undone", issues: [1551], property: .restoresAppValues, semantic: false) {
            screen, run in
            screen.episode.steps.contains { if case .transform = $0 { return true } else { return false } }
                && finalDifference(run) { $0.center != $1.center }
        },
        PeerIssue(name: "new-negative-offset-stays", issues: [], property: .restoresAppValues, semantic: false) {
            _, run in
            finalDifference(run) { $0.bounds.minY < -1 && $1.bounds.minY >= 0 }
        },
        PeerIssue(name: "new-truncated-move", issues: [], property: .visibleInWindow, semantic: false, cases: 8_000) {
            screen, _ in
            // A hidden pane is no matter here: a field in it is never judged visible or not.
            guard case .stageManager(_, let y) = screen.plan.window, y > 0 else { return false }
            return screen.plan.textViewCaret == nil && screen.plan.transform == .identity
                && onlyFocusAndKeyboardSteps(screen)
        },
        PeerIssue(name: "new-scaled-root-under-the-bar", issues: [], property: .visibleInWindow, semantic: false) {
            screen, _ in
            if case .scale = screen.plan.transform {
                return onlyFocusAndKeyboard(screen) && screen.plan.textViewCaret == nil
            }
            return false
        },
        PeerIssue(name: "new-moves-for-a-hidden-field", issues: [], property: .minimalInWindow, semantic: false) {
            screen, run in
            screen.plan.hiddenPane && onlyFocusAndKeyboardSteps(screen)
                && run.violation?.message.hasPrefix("no text input is focused on screen") == true
        },
        PeerIssue(name: "focus-change-drifts", issues: [1633, 2027], property: .noDoubleShift, semantic: false) {
            screen, run in
            guard onlyFocusAndKeyboard(screen), let step = run.violation?.step else { return false }
            // The fresh adapter's root view and the live one differ by more than the truncation
            // of §3.5 can make (a point).
            if case .focus(let field) = run.steps[step].step, field != nil, let message = run.violation?.message {
                let centres = message.components(separatedBy: "center: AvoidCore.Point(x: ").dropFirst().compactMap {
                    Double($0.components(separatedBy: "y: ").dropFirst().first?.prefix { $0 != ")" } ?? "")
                }
                return centres.count == 2 && abs(centres[0] - centres[1]) > 1
            }
            return false
        },
        PeerIssue(name: "writes-the-frame-origin", issues: [], property: .writesOnlyItsOwn, semantic: true) {
            screen, run in
            onlyFocusAndKeyboard(screen) && finalDifference(run) { $0.center != $1.center }
        },
        PeerIssue(name: "reads-its-own-move", issues: [], property: .readsUnshifted, semantic: true) { screen, _ in
            onlyFocusAndKeyboard(screen)
        },
    ]

    /// The run broke `minimalInWindow` for a field on screen, not for moving with none focused.
    static func movedForAFocusedField(_ run: TreeRun) -> Bool {
        run.violation?.message.hasPrefix("no text input is focused on screen") == false
    }

    /// Text fields only (no caret), no app transform, focus and keyboard steps only.
    static func plain(_ screen: GeneratedTreeScenario) -> Bool {
        screen.plan.textViewCaret == nil && screen.plan.transform == .identity && onlyFocusAndKeyboard(screen)
    }

    /// No hidden pane, and the episode's steps are focus changes and keyboard notifications only.
    static func onlyFocusAndKeyboard(_ screen: GeneratedTreeScenario) -> Bool {
        !screen.plan.hiddenPane && onlyFocusAndKeyboardSteps(screen)
    }

    /// The episode's steps are focus changes and keyboard notifications only.
    static func onlyFocusAndKeyboardSteps(_ screen: GeneratedTreeScenario) -> Bool {
        screen.episode.steps.allSatisfy {
            switch $0 {
            case .focus, .keyboard: return true
            default: return false
            }
        }
    }

    /// Whether, after the last step run, a view differs between the live tree and the app's as
    /// `differs(live, app)` says.
    static func finalDifference(_ run: TreeRun, _ differs: (ViewNode, ViewNode) -> Bool) -> Bool {
        guard let last = run.steps.last else { return false }
        return zip(last.live.nodes, last.app.nodes).contains { $0 != $1 && differs($0, $1) }
    }
}
