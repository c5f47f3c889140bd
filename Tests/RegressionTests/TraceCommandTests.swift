import AvoidCore
import Foundation
import Testing

@testable import Generators

/// `avoid trace`: a console log replayed on a device, per notification the event, the decision
/// and the picture; the command line guide shows one run verbatim.
@Suite struct TraceCommandTests {
    static let traces = RegressionCaseReplayTests.directory.deletingLastPathComponent().appendingPathComponent(
        "Traces")
    static let root = traces.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = "gdgdalert-iphone-unquoted-show-hide.log"

    static func trace(_ name: String) -> String { traces.appendingPathComponent(name).path }

    /// The run the command line guide shows, and the text after its command line.
    static func guideRun() throws -> (command: String, output: String) {
        let guide = try String(
            contentsOf: root.appendingPathComponent("Documentation/Using/CommandLine.md"), encoding: .utf8)
        let start = try #require(guide.range(of: "```\n$ avoid trace "))
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        let block = guide[start.upperBound..<end.lowerBound]
        let newline = try #require(block.firstIndex(of: "\n"))
        return (
            "avoid trace " + block[..<newline],
            String(block[block.index(after: newline)...])
        )
    }

    @Test func theCommandLineGuideShowsARealRun() throws {
        let (command, shown) = try Self.guideRun()
        #expect(command == "avoid trace Tests/RegressionTests/Traces/\(Self.example)")
        let run = CommandRun(["trace", Self.trace(Self.example)])
        #expect(run.status == 0)
        #expect(run.text == shown, "the guide's block should read:\n\(run.text)")
        // The README shows the same run's first notification.
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```\n$ avoid trace "))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let readmeBlock = readme[start.upperBound..<end.lowerBound]
        let readmeOutput = String(
            readmeBlock[readmeBlock.index(after: try #require(readmeBlock.firstIndex(of: "\n")))...])
        #expect("avoid trace " + readmeBlock.prefix { $0 != "\n" } == command)
        #expect(
            readmeOutput.count > 200 && run.text.hasPrefix(readmeOutput + "\n\nline "),
            "the README's block should read:\n\(run.text)")
    }

    @Test func eachNotificationShowsItsEventDecisionAndPicture() {
        let run = CommandRun(["trace", Self.trace(Self.example)])
        #expect(
            run.output.contains(
                "device: iPhone 8 / SE 2-3 portrait, 375x667 (implied by the frames); scene: a navigation bar and field 1 low on the screen"
            ))
        let events = run.output.filter { $0.hasPrefix("line ") }
        #expect(events.count == 2 && events[0].contains("willShow") && events[1].contains("willHide"), "\(events)")
        let decisions = run.output.filter { $0.hasPrefix("  -> ") }
        #expect(decisions.count == 2)
        #expect(decisions[0].hasPrefix("  -> offset -") && decisions[1].hasPrefix("  -> offset 0"), "\(decisions)")
        #expect(run.output.filter { $0.hasPrefix("before ") }.count == 2)
    }

    @Test func aNamedDeviceAndFocusAreUsed() {
        let run = CommandRun(["trace", Self.trace(Self.example), "--device", "iphone 8 plus landscape", "--focus", "0"])
        #expect(run.status == 0)
        #expect(
            run.output.contains { $0.hasPrefix("device: iPhone 8 Plus landscape, 736x414 (--device)") }, "\(run.text)")
        #expect(run.output.contains("model: AvoidCore; focus: none"))
        #expect(run.output.filter { $0.hasPrefix("  -> ") }.allSatisfy { $0.hasPrefix("  -> offset 0,") })
    }

    @Test func aSceneFromJSONWithItsOwnFocus() throws {
        let scene = Scene(
            screen: Size(width: 375, height: 667), screenSafeArea: EdgeInsets(top: 20),
            fields: [
                Field(id: 1, frame: Rect(x: 16, y: 80, width: 343, height: 44)),
                Field(id: 2, frame: Rect(x: 16, y: 600, width: 343, height: 44)),
            ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trace-scene-\(ProcessInfo.processInfo.processIdentifier).json")
        try JSONEncoder().encode(scene).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let first = CommandRun(["trace", Self.trace(Self.example), "--scene", file.path])
        #expect(first.output.contains { $0.hasPrefix("scene: \(file.path), screen 375x667") }, "\(first.text)")
        #expect(
            first.output.contains { $0 == "  -> offset 0, animation 0.25 s curve 7" }, "field 1 is above the keyboard")
        let second = CommandRun(["trace", Self.trace(Self.example), "--scene", file.path, "--focus", "2"])
        #expect(second.output.contains("model: AvoidCore; focus: field 2"))
        #expect(second.output.contains { $0.hasPrefix("  -> offset -") }, "field 2 is under the keyboard")
    }

    /// The iPad rotation log replays as printed: its four did-notifications state no animation, so
    /// their decisions apply at once, and the keyboard that returns in portrait lifts the field.
    @Test func theRotationLogReplaysItsUnanimatedNotificationsAsImmediate() {
        let run = CommandRun(["trace", Self.trace("omni-ipad-ios5-rotation.log")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.first == "trace: omni-ipad-ios5-rotation.log, 8 keyboard notifications")
        let events = run.output.filter { $0.hasPrefix("line ") }
        let decisions = run.output.filter { $0.hasPrefix("  -> ") }
        #expect(events.count == 8 && decisions.count == 8)
        for (event, decision) in zip(events, decisions) {
            let immediate = event.contains(": did")
            #expect(event.contains(immediate ? " 0 s curve 0" : " 0.25 s curve 0"), "\(event)")
            #expect(decision.hasSuffix(immediate ? "animation 0 s curve 0" : "animation 0.25 s curve 0"), "\(decision)")
        }
        #expect(decisions.last == "  -> offset -62, animation 0 s curve 0")
    }

    /// Every corpus log implies a screen; all but the 320 x 480 iPhone one a reference device.
    @Test func everyCorpusTraceImpliesADevice() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.traces.path) where name.hasSuffix(".log") {
            let run = CommandRun(["trace", Self.trace(name)])
            #expect(run.status == 0, "\(name): \(run.errors)")
            let device = try #require(run.output.first { $0.hasPrefix("device: ") })
            #expect(device.contains("(implied by the frames)"))
            if !name.hasPrefix("so-19482573") {
                #expect(DeviceModel.all.contains { device.hasPrefix("device: \($0.name) ") }, "\(name): \(device)")
            } else {
                #expect(device.hasPrefix("device: 320 x 480 screen portrait, 320x480"), "\(device)")
            }
        }
    }

    @Test func impliedDeviceFitsTheFrames() {
        let show = Rect(x: 0, y: 409, width: 375, height: 258), hide = Rect(x: 0, y: 667, width: 375, height: 258)
        #expect(DeviceSetup.implied(byKeyboardFrames: [show, hide])?.screen == Size(width: 375, height: 667))
        // A landscape keyboard in the portrait screen's space (before iOS 8).
        let side = Rect(x: 0, y: 0, width: 352, height: 1024)
        #expect(DeviceSetup.implied(byKeyboardFrames: [side])?.screen == Size(width: 768, height: 1024))
        #expect(DeviceSetup.implied(byKeyboardFrames: []) == nil)
    }

    @Test(arguments: [
        (["trace"], "trace needs a FILE"),
        (["trace", "/nonexistent/log"], "trace FILE: no file at '/nonexistent/log'"),
        (["trace", trace(example), "--device", "Nokia 3310"], "--device: unknown device 'Nokia 3310'"),
        (["trace", trace(example), "--focus", "x"], "--focus takes a field id (0 for none), got 'x'"),
        (["trace", trace(example), "--focus", "7"], "--focus: the scene has no field 7 (fields: 1)"),
        (
            ["trace", trace(example), "--scene", "/nonexistent/scene.json"],
            "--scene: no file at '/nonexistent/scene.json'"
        ),
        (["trace", trace(example), "--scene", trace(example)], "--scene: '"),
        (
            ["trace", trace(example), "--scene", "x.json", "--device", "iPhone 8 Plus"],
            "--device does not go with --scene"
        ),
        (["trace", trace(example), "--model", "nobody"], "--model: unknown model 'nobody'"),
        (["trace", trace(example), "stray"], "unexpected argument 'stray'"),
        (["trace", trace(example), "--bogus", "1"], "unknown option --bogus"),
    ])
    func optionErrorsNameTheOption(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.joined().contains(message), "\(arguments): \(run.errors)")
    }

    @Test func aMalformedTraceNamesItsLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trace-bad-\(ProcessInfo.processInfo.processIdentifier).log")
        try Data("hello\n{\nUIKeyboardFrameEndUserInfoKey = NSRect: {{0, 264}, {320}};\n}\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = CommandRun(["trace", file.path])
        #expect(run.status == 2)
        #expect(run.errors.joined().contains("line 3, UIKeyboardFrameEndUserInfoKey"), "\(run.errors)")
        let empty = CommandRun(["trace", Self.traces.appendingPathComponent("README.md").path])
        #expect(empty.errors.joined().contains("no keyboard notification found"), "\(empty.errors)")
    }
}
