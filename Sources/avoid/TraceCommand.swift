import AvoidConformance
import AvoidCore
import Foundation
import Generators
import KeyboardTraces

/// `avoid trace`: a pasted console log of keyboard notifications, replayed against a scene on a
/// device: per notification, the event, the decision and the picture.
enum TraceCommand {
    static let usage = """
        usage: avoid trace FILE [--device NAME | --scene FILE] [--focus ID] [--model NAME]

          FILE          console output holding keyboard notifications as Apple platforms print
                        them (NSLog, po, print; Documentation/Using/KeyboardTraces.md); notifications printed
                        without a duration and curve take 0 s, curve 0
          --device NAME a reference device ('avoid trace --devices' lists them), held as NAME
                        says: add ' landscape' for landscape; default: the device the frames
                        imply (the screen whose width and bottom edge the most frames fit)
          --scene FILE  your own scene as JSON (Documentation/Using/SceneFormat.md); its screen is the device
          --focus ID    the field focused before the first notification (default: the first
                        field; 0: none)
          --model NAME  the model to run (default AvoidCore; see 'avoid models')
          --devices     list the reference devices
        exit status: 0 replayed, 2 usage or input error (a trace error names its line)
        """

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help", "devices"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        try args.rejectUnknown(["device", "scene", "focus", "model", "devices"], positional: 1)
        if args.has("devices") {
            for device in DeviceSetup.allHeld {
                commandLine.output("\(device.displayName): \(Int(device.screen.width))x\(Int(device.screen.height))")
            }
            return 0
        }
        guard let path = args.positional.first else { throw UsageError("trace needs a FILE\n\n\(usage)") }
        let text = try read(path, option: "trace FILE")
        let entries: [KeyboardTraceEntry]
        do {
            entries = try KeyboardTraceParser().entries(in: text)
        } catch { throw UsageError("\(path): \(error)") }
        guard !entries.isEmpty else { throw UsageError("\(path): no keyboard notification found") }
        let model = try commandLine.resolveModel(
            args.string("model") ?? ModelUnderTest.avoidCore.name, option: "--model")

        let scene: Scene
        let sceneSource: String
        if let scenePath = args.string("scene") {
            if args.string("device") != nil {
                throw UsageError("--device does not go with --scene (the scene has its screen)")
            }
            let data = Data(try read(scenePath, option: "--scene").utf8)
            do { scene = try JSONDecoder().decode(Scene.self, from: data) } catch {
                throw UsageError(
                    "--scene: '\(scenePath)' is not a scene in the JSON form (Documentation/Using/SceneFormat.md): \(error)"
                )
            }
            do { try scene.validate() } catch { throw UsageError("--scene: '\(scenePath)': \(error)") }
            sceneSource = "scene: \(scenePath), screen \(format(scene.screen.width))x\(format(scene.screen.height))"
        } else {
            let device: DeviceSetup
            let how: String
            if let name = args.string("device") {
                guard let named = DeviceSetup.allHeld.first(where: { $0.matches(name) }) else {
                    throw UsageError("--device: unknown device '\(name)'; 'avoid trace --devices' lists them")
                }
                (device, how) = (named, "--device")
            } else {
                guard let implied = DeviceSetup.implied(byKeyboardFrames: entries.map(\.event.endFrame)) else {
                    throw UsageError(
                        "\(path): the keyboard frames fit no reference device; name one with --device or give --scene")
                }
                (device, how) = (implied, "implied by the frames")
            }
            scene = defaultScene(on: device)
            sceneSource =
                "device: \(device.displayName), \(format(device.screen.width))x\(format(device.screen.height)) (\(how)); scene: a navigation bar and field 1 low on the screen"
        }
        var focus: FieldID? = scene.fields.first?.id
        if let text = args.string("focus") {
            guard let number = Int(text), number >= 0 else {
                throw UsageError("--focus takes a field id (0 for none), got '\(text)'")
            }
            if number == 0 {
                focus = nil
            } else {
                guard scene.field(FieldID(number)) != nil else {
                    throw UsageError(
                        "--focus: the scene has no field \(number) (fields: \(scene.fields.map { "\($0.id.rawValue)" }.joined(separator: ", ")))"
                    )
                }
                focus = FieldID(number)
            }
        }

        let output = commandLine.output
        output(
            "trace: \(URL(fileURLWithPath: path).lastPathComponent), \(entries.count) keyboard notification\(entries.count == 1 ? "" : "s")"
        )
        output(sceneSource)
        output("model: \(model.name); focus: \(focus.map { "field \($0.rawValue)" } ?? "none")")
        let configuration = Configuration()
        let scenario = Scenario(
            scene: scene, configuration: configuration, inputs: [.focus(focus)] + entries.map { .keyboard($0.event) })
        let decisions = model.decisions(scenario)
        for (index, entry) in entries.enumerated() {
            output("")
            output("line \(entry.line): \(Scenario.describe(.keyboard(entry.event)))")
            guard let decision = decisions[index + 1] else {
                output("  -> rejected (typed error, state unchanged)")
                continue
            }
            output(
                "  -> \(decision.placement.summary), animation \(format(decision.animation.duration)) s curve \(decision.animation.curve)"
            )
            output(
                Picture.render(
                    scene: scene, keyboard: entry.event.endFrame, focus: focus, placement: decision.placement,
                    configuration: configuration))
        }
        return 0
    }

    /// The scene used without `--scene`: a navigation bar under the safe area and one field
    /// three quarters of the way down, where a docked keyboard covers it.
    static func defaultScene(on device: DeviceSetup) -> Scene {
        let screen = device.screen, safe = device.safeArea
        return Scene(
            screen: screen, screenSafeArea: safe,
            bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: safe.top, width: screen.width, height: 44))],
            fields: [
                Field(
                    id: 1,
                    frame: Rect(
                        x: safe.left + 16, y: (screen.height * 0.75).rounded(),
                        width: screen.width - safe.left - safe.right - 32, height: 44))
            ])
    }

    static func read(_ path: String, option: String) throws(UsageError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(option): no file at '\(path)'")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}

extension DeviceSetup {
    /// Whether `name` names this device: its model's name, optionally followed by `landscape`
    /// or `portrait` (portrait when neither), case and surrounding spaces ignored.
    func matches(_ name: String) -> Bool {
        var text = name.trimmingCharacters(in: .whitespaces).lowercased()
        var wantsLandscape = false
        if text.hasSuffix(" landscape") {
            wantsLandscape = true
            text.removeLast(" landscape".count)
        } else if text.hasSuffix(" portrait") {
            text.removeLast(" portrait".count)
        }
        return text.trimmingCharacters(in: .whitespaces) == model.name.lowercased() && landscape == wantsLandscape
    }
}
