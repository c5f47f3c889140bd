import AvoidCore
import AvoidanceModels
import PropertyKit

/// Decodes raw bytes into a realistic scenario: the fuzzer's grammar for the domain.
///
/// The same vocabulary as the generators (the reference devices, ``LayoutPlan`` zones,
/// ``KeyboardPlan`` frames, real notification timings), read one byte per decision instead of
/// through recorded choices. It is far cheaper per case than replaying the generator, and any
/// input order is allowed: the fuzzer may explore sequences no episode produces. Zero bytes
/// decode to the simplest scenario, so libFuzzer's minimiser shrinks towards it.
///
/// Layout: a device, a layout plan and a configuration, then one input per opcode byte until
/// the bytes run out or ``maxInputs`` is reached. Cost: O(bytes + fields x inputs).
package enum ScenarioDecoder {
    /// The most inputs one scenario holds; longer byte strings are cut, not rejected.
    package static let maxInputs = 48

    /// The scenario `reader`'s remaining bytes describe.
    package static func scenario(_ reader: inout ByteReader) -> Scenario {
        var device = self.device(&reader)
        var plan = layout(&reader)
        let configuration = self.configuration(&reader)
        var scene = plan.scene(on: device)
        let start = scene
        var inputs: [Input] = []
        while !reader.isAtEnd && inputs.count < maxInputs {
            func keyboardOn(_ device: DeviceSetup, _ reader: inout ByteReader) -> Rect {
                keyboard(&reader).frame(on: device)
            }
            let offscreen = KeyboardPlan.offscreen.frame(on: device)
            switch reader.index(16) {
            case 0: inputs.append(.focus(FieldID(1 + reader.index(Swift.max(1, scene.fields.count)))))
            case 1: inputs.append(.focus(nil))
            case 2: inputs.append(timing(&reader).event(.willShow, keyboardOn(device, &reader), on: device))
            case 3: inputs.append(timing(&reader).event(.willChangeFrame, keyboardOn(device, &reader), on: device))
            case 4: inputs.append(timing(&reader).event(.didShow, keyboardOn(device, &reader), on: device))
            case 5:
                inputs.append(
                    .keyboard(KeyboardEvent(phase: .didChangeFrame, endFrame: keyboardOn(device, &reader), duration: 0))
                )
            case 6: inputs.append(timing(&reader).event(.willHide, offscreen, on: device))
            case 7: inputs.append(timing(&reader).event(.didHide, offscreen, on: device))
            case 8:  // iOS 26 reports the accessory's height in hides
                inputs.append(
                    timing(&reader).event(.willHide, KeyboardPlan.docked(.accessoryOnly).frame(on: device), on: device))
            case 9:
                let percent = reader.percent()
                if let textView = scene.fields.first(where: { if case .multiLine = $0.kind { true } else { false } }) {
                    let y = ((textView.frame.height - 20) * Double(percent) / 100).rounded()
                    inputs.append(.caretMoved(textView.id, Rect(x: 4, y: y, width: 2, height: 20)))
                }
            case 10: inputs.append(.attach)
            case 11: inputs.append(.detach)
            case 12:  // rotation: the new layout, then the keyboard reported for the new screen
                device = device.rotated
                scene = plan.scene(on: device)
                inputs.append(.layoutChanged(scene))
            case 13:  // the user scrolled the container, or the app moved its fields
                let percent = reader.percent()
                if plan.container != nil { plan.container!.offset = percent }
                for index in plan.fields.indices {
                    plan.fields[index].position = (plan.fields[index].position + percent) % 101
                }
                scene = plan.scene(on: device)
                inputs.append(.layoutChanged(scene))
            case 14:  // iPad multitasking: the window is resized or moved
                plan.window = window(&reader)
                scene = plan.scene(on: device)
                inputs.append(.layoutChanged(scene))
            default:
                inputs.append(EpisodeParts.malformed[reader.index(EpisodeParts.malformed.count)])
            }
        }
        return Scenario(scene: start, configuration: configuration, inputs: inputs)
    }

    // Tables built once: an array literal per decision would allocate on every input.
    /// The zones the byte format knows (a fixed list, so stored inputs keep decoding the same).
    static let zones: [LayoutPlan.Zone] = [
        .wellAbove, .nearLine, .straddling, .underKeyboard, .nearTop, .tallerThanRoom, .contentEnd,
    ]
    static let dockedHeights = KeyboardPlan.DockedHeight.allCases

    /// The `index`th of a few values (no array: this runs per decision).
    static func pick<T>(_ index: Int, _ a: T, _ b: T, _ c: T, _ d: T? = nil) -> T {
        switch index {
        case 0: return a
        case 1: return b
        case 2: return c
        default: return d ?? c
        }
    }

    static func device(_ reader: inout ByteReader) -> DeviceSetup {
        let model = DeviceModel.all[reader.index(DeviceModel.all.count)]
        let flags = reader.byte()
        return DeviceSetup(model: model, landscape: flags & 0b11 == 0b11, zoomed: flags & 0b11100 == 0b11100)
    }

    static func window(_ reader: inout ByteReader) -> LayoutPlan.WindowPlan {
        switch reader.index(8) {
        case 5: return .split(thirds: 1 + reader.index(2), right: reader.index(2) == 1)
        case 6: return .slideOver
        case 7:
            return .stageManager(
                width: reader.percent(), height: reader.percent(), x: reader.percent(), y: reader.percent())
        default: return .fullScreen
        }
    }

    static func layout(_ reader: inout ByteReader) -> LayoutPlan {
        let window = self.window(&reader)
        let host: LayoutPlan.HostPlacement = reader.rarely(8) ? .sheet : .root
        let topBar: LayoutPlan.TopBar = pick(reader.index(3), .none, .navigationBar, .largeTitle)
        let bottomBar: LayoutPlan.BottomBar = pick(reader.index(3), .none, .tabBar, .toolbar)
        var container: LayoutPlan.ContainerPlan?
        if reader.rarely(3) {
            container = LayoutPlan.ContainerPlan(
                height: 20 + reader.index(81), content: 100 + 2 * reader.index(151), offset: reader.percent(),
                insetForSafeArea: reader.index(2) == 1, sideBySide: reader.rarely(3))
        }
        let count = 1 + reader.index(6)
        var fields: [LayoutPlan.FieldPlan] = []
        for _ in 0..<count {
            let zone = zones[reader.index(zones.count)]
            let position = reader.percent()
            let height = 30 + reader.index(21)
            let caret: Int? = reader.rarely(5) ? reader.percent() : nil
            let distance: Double? = reader.rarely(7) ? pick(reader.index(3), 0, 20, 40) : nil
            let inContainer = container != nil && reader.index(3) != 0
            fields.append(
                LayoutPlan.FieldPlan(
                    zone: zone, position: position, height: caret == nil ? height : height * 4, caret: caret,
                    keyboardDistance: distance, inContainer: inContainer))
        }
        return LayoutPlan(
            window: window, host: host, topBar: topBar, bottomBar: bottomBar, fields: fields,
            container: container)
    }

    static func configuration(_ reader: inout ByteReader) -> Configuration {
        let flags = reader.byte()
        return Configuration(
            keyboardDistance: pick(Int(flags & 0b11) % 3, 10, 0, 20), handlesScrollContainers: flags & 0b100 == 0,
            followsUndockedKeyboard: flags & 0b1000 != 0,
            defaultAnimation: flags & 0b1_0000 == 0 ? .keyboard : Animation(duration: 0.3, curve: 0))
    }

    static func keyboard(_ reader: inout ByteReader) -> KeyboardPlan {
        switch reader.index(16) {
        case 8, 9:
            return .hardware(visible: pick(reader.index(3), 55, 44, 0), reported: pick(reader.index(3), 313, 291, 336))
        case 10, 11: return .floating(x: reader.percent(), y: reader.percent())
        case 12: return .undockedAbove
        case 13: return .split(raised: 20 + reader.index(281))
        case 14: return reader.index(2) == 0 ? .fullHeight : .offscreen
        case 15: return .zero(atTop: reader.index(2) == 1)
        default: return .docked(dockedHeights[reader.index(dockedHeights.count)])
        }
    }

    static func timing(_ reader: inout ByteReader) -> KeyboardTiming {
        let flags = Int(reader.byte())
        return KeyboardTiming(
            duration: pick(flags & 0b11, 0.25, 0, 0.35, 0.4), curve: pick(((flags >> 2) & 0b11) % 3, 7, 0, 3),
            isLocal: flags & 0b1_0000 == 0, begin: ((flags >> 5) & 0b11) % 3)
    }
}
