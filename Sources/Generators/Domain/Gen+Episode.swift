import AvoidCore

/// What one episode of the event sequence is: one real-world happening, a few inputs in the
/// order iOS produces them. Listed simplest first: a shrunk case prefers focus and show.
public enum EpisodeKind: Hashable, Sendable, CaseIterable {
    case focus, show, showSequence, predictiveBarGrows, resize, hide, webInput, didShowOnly, lifecycle, caret, rotation,
        relayout,
        malformed, windowResize
}

/// The generators an episode draws from, built once: building generators per draw is what
/// made generation slow, not drawing from them.
enum EpisodeParts {
    static let kind = Gen<EpisodeKind>.weighted([
        (6, .constant(.focus)), (6, .constant(.show)), (2, .constant(.showSequence)),
        (2, .constant(.predictiveBarGrows)),
        (2, .constant(.resize)), (4, .constant(.hide)), (1, .constant(.webInput)), (1, .constant(.didShowOnly)),
        (2, .constant(.lifecycle)), (2, .constant(.caret)), (1, .constant(.rotation)), (1, .constant(.relayout)),
        (1, .constant(.malformed)), (1, .constant(.windowResize)),
    ])
    static let window = Gen<LayoutPlan.WindowPlan>.weighted([
        (2, .constant(.fullScreen)),
        (2, zip(.int(in: 1...2), .bool).map { .split(thirds: $0, right: $1) }),
        (1, .constant(.slideOver)),
        (
            2,
            zip(.int(in: 0...100), .int(in: 0...100), .int(in: 0...100), .int(in: 0...100)).map {
                .stageManager(width: $0, height: $1, x: $2, y: $3)
            }
        ),
    ])
    static let keyboard = Gen<KeyboardPlan>.keyboard
    static let timing = KeyboardTiming.gen
    static let focusNone = Gen<Bool>.weighted([(6, .constant(false)), (1, .constant(true))])
    static let percent = Gen<Int>.int(in: 0...100)
    static let variant = Gen<Int>.int(in: 0...2)
    static let resizePhase = Gen<KeyboardPhase>.element(of: [.willChangeFrame, .didChangeFrame])
    static let malformed: [Input] = [
        .focus(FieldID(999)),
        .keyboard(KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: .nan, width: 10, height: 10))),
        .keyboard(KeyboardEvent(phase: .didChangeFrame, endFrame: Rect(x: 0, y: 400, width: 320, height: -216))),
        .keyboard(KeyboardEvent(phase: .willShow, endFrame: .zero, duration: -1)),
        .caretMoved(FieldID(1), Rect(x: 0, y: 0, width: 2, height: .infinity)),
    ]
    static let malformedIndex = Gen<Int>.int(in: 0...(malformed.count - 1))
    static let instant = KeyboardTiming(duration: 0.25, curve: 7, isLocal: true, begin: 0)
}

extension EpisodeState {
    /// One episode of the reference's notification patterns (repeated WillShow, WillChangeFrame
    /// first, focus switch with no notification, WillHide+WillShow for web inputs and rotation,
    /// zero durations, DidShow without WillShow, hide without show, detach mid-animation),
    /// weighted towards the common ones, drawn straight from `source` (no generator is built per
    /// episode). Returns the inputs and the state after them: rotation and relayout change it.
    func drawEpisode(from source: inout Source) throws -> ([Input], EpisodeState) {
        let state = self
        let device = state.device
        func keyboard() throws -> Rect { try EpisodeParts.keyboard.generate(&source).frame(on: device) }
        func timing() throws -> KeyboardTiming { try EpisodeParts.timing.generate(&source) }
        let offscreen = KeyboardPlan.offscreen.frame(on: device)
        switch try EpisodeParts.kind.generate(&source) {
        case .focus:
            let count = Swift.max(1, state.scene.fields.count)
            let id = try Gen<Int>.int(in: 1...count).generate(&source)
            return try EpisodeParts.focusNone.generate(&source)
                ? ([.focus(nil)], state) : ([.focus(FieldID(id))], state)
        case .show:
            let frame = try keyboard()
            return ([try timing().event(.willShow, frame, on: device)], state)
        case .showSequence:
            let frame = try keyboard()
            let t = try timing()
            if try EpisodeParts.variant.generate(&source) == 2 {
                // A first show seen on devices: three WillChangeFrame and two DidShow.
                let change = t.event(.willChangeFrame, frame, on: device)
                let shown = t.event(.didShow, frame, on: device)
                return ([change, change, t.event(.willShow, frame, on: device), change, shown, shown], state)
            }
            return (
                [
                    t.event(.willChangeFrame, frame, on: device), t.event(.willShow, frame, on: device),
                    t.event(.didShow, frame, on: device),
                ], state
            )
        case .predictiveBarGrows:
            let t = try timing()
            return (
                [
                    t.event(.willShow, KeyboardPlan.docked(.plain).frame(on: device), on: device),
                    t.event(.willShow, KeyboardPlan.docked(.predictive).frame(on: device), on: device),
                ], state
            )
        case .resize:
            let frame = try keyboard()
            let phase = try EpisodeParts.resizePhase.generate(&source)
            return ([.keyboard(KeyboardEvent(phase: phase, endFrame: frame, duration: 0))], state)
        case .hide:
            let t = try timing()
            switch try EpisodeParts.variant.generate(&source) {
            case 0: return ([t.event(.willHide, offscreen, on: device)], state)
            case 1:
                // WillChangeFrame precedes WillHide on devices.
                return (
                    [
                        t.event(.willChangeFrame, offscreen, on: device), t.event(.willHide, offscreen, on: device),
                        t.event(.didHide, offscreen, on: device),
                    ], state
                )
            default:  // iOS 26 reports the accessory's height in hides
                return ([t.event(.willHide, KeyboardPlan.docked(.accessoryOnly).frame(on: device), on: device)], state)
            }
        case .webInput:
            let frame = try keyboard()
            let t = try timing()
            return ([t.event(.willHide, offscreen, on: device), t.event(.willShow, frame, on: device)], state)
        case .didShowOnly:
            let frame = try keyboard()
            return ([try timing().event(.didShow, frame, on: device)], state)
        case .lifecycle:
            switch try EpisodeParts.variant.generate(&source) {
            case 0: return ([.detach], state)
            case 1: return ([.attach], state)
            default:  // detach mid-animation
                return ([EpisodeParts.instant.event(.willShow, try keyboard(), on: device), .detach], state)
            }
        case .caret:
            let percent = try EpisodeParts.percent.generate(&source)
            guard
                let textView = state.scene.fields.first(where: { if case .multiLine = $0.kind { true } else { false } })
            else {
                return ([.focus(nil)], state)
            }
            let y = ((textView.frame.height - 20) * Double(percent) / 100).rounded()
            return ([.caretMoved(textView.id, Rect(x: 4, y: y, width: 2, height: 20))], state)
        case .rotation:
            var next = state
            next.device = device.rotated
            next.scene = state.plan.scene(on: next.device)
            let frame = try EpisodeParts.keyboard.generate(&source).frame(on: next.device)
            let t = try timing()
            return (
                [
                    .layoutChanged(next.scene),
                    t.event(.willHide, KeyboardPlan.offscreen.frame(on: next.device), on: next.device),
                    t.event(.willShow, frame, on: next.device),
                ], next
            )
        case .relayout:
            // The user scrolled the container, or the app moved its fields: a new base layout.
            let percent = try EpisodeParts.percent.generate(&source)
            var next = state
            if next.plan.container != nil { next.plan.container!.offset = percent }
            for index in next.plan.fields.indices {
                next.plan.fields[index].position = (next.plan.fields[index].position + percent) % 101
            }
            next.scene = next.plan.scene(on: device)
            return ([.layoutChanged(next.scene)], next)
        case .malformed:
            return ([EpisodeParts.malformed[try EpisodeParts.malformedIndex.generate(&source)]], state)
        case .windowResize:
            // iPad multitasking: the window is resized or moved while the app runs.
            var next = state
            next.plan.window = try EpisodeParts.window.generate(&source)
            next.scene = next.plan.scene(on: device)
            return ([.layoutChanged(next.scene)], next)
        }
    }
}
