import AvoidCore
import PropertyKit

/// What an episode draws from, made once: weight tables and integer encodings that the episode
/// draws straight from the source. Each records the choices and spans of the combinator named
/// beside it, so episodes shrink exactly as the combinator-built generator did.
enum EpisodeParts {
    static let kind = WeightedValues<EpisodeKind>([
        (6, .focus), (6, .show), (2, .showSequence), (2, .predictiveBarGrows), (2, .resize), (4, .hide),
        (1, .webInput), (1, .didShowOnly), (2, .lifecycle), (2, .caret), (1, .rotation), (1, .relayout),
        (1, .malformed), (1, .windowResize), (1, .nextField),
    ])
    /// iPad multitasking resizes: full screen, split, slide over, stage manager.
    static let window = Weights([2, 2, 1, 2])
    static let focusNone = WeightedValues([(6, false), (1, true)])
    static let variant = IntegerEncoding(0...2)
    /// Show and hide sequences: the usual ones, and the order an iOS 5 iPad logged, with a
    /// DidChangeFrame between Will and Did.
    static let order = IntegerEncoding(0...3)
    /// Rotation: a hide and a show, or the whole storm of eight notifications iOS 5 posted.
    static let rotationKind = IntegerEncoding(0...1)
    /// What iOS 5 printed for the Did half of a rotation's notifications: no duration, no curve.
    static let unanimated = (duration: 0.0, curve: 0)
    static let resizePhases: [KeyboardPhase] = [.willChangeFrame, .didChangeFrame]
    static let malformed: [Input] = [
        .focus(FieldID(999)),
        .keyboard(KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: .nan, width: 10, height: 10))),
        .keyboard(KeyboardEvent(phase: .didChangeFrame, endFrame: Rect(x: 0, y: 400, width: 320, height: -216))),
        .keyboard(KeyboardEvent(phase: .willShow, endFrame: .zero, duration: -1)),
        .caretMoved(FieldID(1), Rect(x: 0, y: 0, width: 2, height: .infinity)),
    ]
    static let malformedIndex = IntegerEncoding(0...(malformed.count - 1))
    static let instant = KeyboardTiming(duration: 0.25, curve: 7, isLocal: true, begin: 0)
}

extension EpisodeState {
    /// One episode of the reference's notification patterns (repeated WillShow, WillChangeFrame
    /// first, focus switch with no notification, WillHide+WillShow for web inputs and rotation,
    /// zero durations, DidShow without WillShow, hide without show, detach mid-animation),
    /// weighted towards the common ones, drawn straight from `source` and appended to `inputs`.
    /// Rotation and relayout change the state.
    mutating func drawEpisode(from source: inout Source, into inputs: inout [Input]) throws {
        let device = self.device
        func keyboard() throws -> Rect { try KeyboardPlan.draw(from: &source).frame(on: device) }
        func timing() throws -> KeyboardTiming { try KeyboardTiming.draw(from: &source) }
        func offscreen() -> Rect { KeyboardPlan.offscreen.frame(on: device) }
        // Below the screen, as tall as the last shown docked keyboard (else a predictive one).
        let shownBefore = shown
        func hiddenFrame() -> Rect {
            let below = offscreen()
            guard let shownBefore, shownBefore.width == below.width, shownBefore.height > 0 else { return below }
            return Rect(x: below.minX, y: below.minY, width: below.width, height: shownBefore.height)
        }
        switch try source.pick(EpisodeParts.kind) {
        case .focus:
            let count = Swift.max(1, scene.fields.count)
            let id = try source.drawInteger(IntegerEncoding(1...count))
            inputs.append(try source.pick(EpisodeParts.focusNone) ? .focus(nil) : .focus(FieldID(id)))
        case .nextField:
            let count = Swift.max(1, scene.fields.count)
            let id = try source.drawInteger(IntegerEncoding(1...count))
            inputs.append(.focus(FieldID(id)))
            inputs.append(.focus(FieldID(id % count + 1)))
        case .show:
            let frame = try keyboard()
            shown = frame
            inputs.append(try timing().event(.willShow, frame, on: device))
        case .showSequence:
            let frame = try keyboard()
            let t = try timing()
            shown = frame
            switch try source.drawInteger(EpisodeParts.order) {
            case 2:
                // A first show seen on devices: three WillChangeFrame and two DidShow.
                let change = t.event(.willChangeFrame, frame, on: device)
                let shown = t.event(.didShow, frame, on: device)
                inputs.append(contentsOf: [change, change, t.event(.willShow, frame, on: device), change, shown, shown])
            case 3:
                // An iOS 5 iPad: DidChangeFrame between WillShow and DidShow.
                inputs.append(
                    contentsOf: [.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
                        t.event($0, frame, on: device)
                    })
            default:
                inputs.append(t.event(.willChangeFrame, frame, on: device))
                inputs.append(t.event(.willShow, frame, on: device))
                inputs.append(t.event(.didShow, frame, on: device))
            }
        case .predictiveBarGrows:
            let t = try timing()
            inputs.append(t.event(.willShow, KeyboardPlan.docked(.plain).frame(on: device), on: device))
            inputs.append(t.event(.willShow, KeyboardPlan.docked(.predictive).frame(on: device), on: device))
        case .resize:
            let frame = try keyboard()
            let phase = try source.element(of: EpisodeParts.resizePhases)
            inputs.append(.keyboard(KeyboardEvent(phase: phase, endFrame: frame, duration: 0)))
        case .hide:
            let t = try timing()
            switch try source.drawInteger(EpisodeParts.order) {
            case 0: inputs.append(t.event(.willHide, offscreen(), on: device))
            case 1:
                // WillChangeFrame precedes WillHide on devices.
                inputs.append(t.event(.willChangeFrame, offscreen(), on: device))
                inputs.append(t.event(.willHide, offscreen(), on: device))
                inputs.append(t.event(.didHide, offscreen(), on: device))
            case 2:  // iOS 26 reports the accessory's height in hides
                inputs.append(t.event(.willHide, KeyboardPlan.docked(.accessoryOnly).frame(on: device), on: device))
            default:
                // An iOS 5 iPad: DidChangeFrame between WillHide and DidHide, the hide frame
                // below the screen keeping the shown keyboard's height.
                let hidden = hiddenFrame()
                inputs.append(
                    contentsOf: [.willChangeFrame, .willHide, .didChangeFrame, .didHide].map {
                        t.event($0, hidden, on: device)
                    })
            }
        case .webInput:
            let frame = try keyboard()
            let t = try timing()
            inputs.append(t.event(.willHide, offscreen(), on: device))
            inputs.append(t.event(.willShow, frame, on: device))
        case .didShowOnly:
            let frame = try keyboard()
            inputs.append(try timing().event(.didShow, frame, on: device))
        case .lifecycle:
            switch try source.drawInteger(EpisodeParts.variant) {
            case 0: inputs.append(.detach)
            case 1: inputs.append(.attach)
            default:  // detach mid-animation
                inputs.append(EpisodeParts.instant.event(.willShow, try keyboard(), on: device))
                inputs.append(.detach)
            }
        case .caret:
            let percent = try source.drawInteger(ScenePlan.percent)
            guard let textView = scene.fields.first(where: { if case .multiLine = $0.kind { true } else { false } })
            else {
                inputs.append(.focus(nil))
                return
            }
            let y = ((textView.frame.height - 20) * Double(percent) / 100).rounded()
            inputs.append(.caretMoved(textView.id, Rect(x: 4, y: y, width: 2, height: 20)))
        case .rotation:
            let storm = try source.drawInteger(EpisodeParts.rotationKind) == 1
            let (before, hiddenBefore) = (device, hiddenFrame())
            self.device = device.rotated
            scene = plan.scene(on: self.device, keyboardDistance: keyboardDistance)
            let frame = try KeyboardPlan.draw(from: &source).frame(on: self.device)
            let t = try timing()
            shown = frame
            guard storm else {
                inputs.append(.layoutChanged(scene))
                inputs.append(t.event(.willHide, KeyboardPlan.offscreen.frame(on: self.device), on: self.device))
                inputs.append(t.event(.willShow, frame, on: self.device))
                return
            }
            // The storm an iOS 5 iPad logged: the keyboard hides in the old orientation (its
            // DidChangeFrame reporting the shown frame, the Did half without an animation),
            // the layout turns, and it shows in the new one.
            let old = shownBefore ?? KeyboardPlan.docked(.plain).frame(on: before)
            let (duration, curve) = EpisodeParts.unanimated
            func event(_ phase: KeyboardPhase, _ begin: Rect, _ end: Rect, animated: Bool) -> Input {
                .keyboard(
                    KeyboardEvent(
                        phase: phase, beginFrame: begin, endFrame: end, duration: animated ? t.duration : duration,
                        curve: animated ? t.curve : curve, isLocal: t.isLocal))
            }
            let below = KeyboardPlan.offscreen.frame(on: self.device)
            inputs.append(contentsOf: [
                event(.willChangeFrame, old, hiddenBefore, animated: true),
                event(.willHide, old, hiddenBefore, animated: true),
                event(.didChangeFrame, old, old, animated: false),
                event(.didHide, old, hiddenBefore, animated: false),
                .layoutChanged(scene),
                event(.willChangeFrame, frame, frame, animated: true),
                event(.willShow, below, frame, animated: true),
                event(.didChangeFrame, below, frame, animated: false),
                event(.didShow, below, frame, animated: false),
            ])
        case .relayout:
            // The user scrolled the container, or the app moved its fields: a new base layout.
            let percent = try source.drawInteger(ScenePlan.percent)
            if plan.container != nil { plan.container!.offset = percent }
            for index in plan.fields.indices {
                plan.fields[index].position = (plan.fields[index].position + percent) % 101
            }
            scene = plan.scene(on: device, keyboardDistance: keyboardDistance)
            inputs.append(.layoutChanged(scene))
        case .malformed:
            inputs.append(EpisodeParts.malformed[try source.drawInteger(EpisodeParts.malformedIndex)])
        case .windowResize:
            // iPad multitasking: the window is resized or moved while the app runs.
            plan.window = try ScenePlan.WindowPlan.draw(from: &source, weights: EpisodeParts.window)
            scene = plan.scene(on: device, keyboardDistance: keyboardDistance)
            inputs.append(.layoutChanged(scene))
        }
    }
}
