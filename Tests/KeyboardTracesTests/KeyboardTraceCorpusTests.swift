import AvoidCore
import Foundation
import KeyboardTraces
import Testing

/// The real device logs under Tests/RegressionTests/Traces, read from the source tree (#filePath) so
/// a new log needs no rebuild: each one parses into events, and the values they hold stay readable.
@Suite struct KeyboardTraceCorpusTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("RegressionTests/Traces")

    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.sorted()
    }

    static func text(_ file: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func theCorpusHoldsAtLeastTwelveLogs() {
        #expect(Self.fileNames.count >= 12, "\(Self.fileNames)")
    }

    @Test(arguments: fileNames)
    func everyLogParsesIntoEvents(file: String) throws {
        let entries = try KeyboardTraceParser().entries(in: Self.text(file))
        #expect(!entries.isEmpty, "\(file) holds no keyboard notification")
        for entry in entries {
            #expect(throws: Never.self) { try entry.event.validate() }
        }
    }

    @Test(arguments: fileNames)
    func everyLogReadsBackFromItsPrintedEvents(file: String) throws {
        let parser = KeyboardTraceParser()
        let events = try parser.events(in: Self.text(file))
        let printed = events.map { KeyboardTracePrinter.objectiveC($0) }.joined(separator: "\n")
        #expect(try parser.events(in: printed) == events)
    }

    /// The iPad rotation log: its four did-notifications state no duration and no curve, and read as
    /// immediate; the will-notifications state them and keep theirs.
    @Test func theRotationLogsUnanimatedNotificationsReadAsImmediate() throws {
        let text = try Self.text("omni-ipad-ios5-rotation.log")
        let entries = try KeyboardTraceParser().entries(in: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let unanimated = entries.filter { entry in
            let block = lines[(entry.line - 1)...].prefix { !$0.hasSuffix("}}") }
            return !block.contains { $0.contains("UIKeyboardAnimationDurationUserInfoKey") }
        }
        #expect(unanimated.count == 4)
        #expect(unanimated.map(\.event.phase) == [.didChangeFrame, .didHide, .didChangeFrame, .didShow])
        #expect(unanimated.allSatisfy { $0.event.animation == .immediate })
        #expect(entries.count > unanimated.count)
        #expect(
            entries.filter { !unanimated.contains($0) }.allSatisfy {
                $0.event.animation == Animation(duration: 0.25, curve: 0)
            })
    }

    @Test func theLogsHoldTheValuesTheirSourcesShow() throws {
        let show = try KeyboardTraceParser().events(in: Self.text("fsiosappdemo-iphone-ios11-double-willshow.log"))
        #expect(show.map(\.phase) == [.willShow, .willShow])
        #expect(show.last?.endFrame == Rect(x: 0, y: 377.5, width: 375, height: 289.5))
        #expect(show.last?.beginFrame == show.first?.endFrame)
        let ipad = try KeyboardTraceParser().events(in: Self.text("omni-ipad-ios5-landscape-show-hide.log"))
        #expect(
            ipad.map(\.phase) == [
                .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame, .willHide, .didChangeFrame,
                .didHide,
            ])
        #expect(ipad.allSatisfy { $0.curve == 0 && $0.duration == 0.25 })
        #expect(ipad.first?.beginFrame == Rect(x: -352, y: 0, width: 352, height: 1024))
        let emoji = try KeyboardTraceParser().events(
            in: Self.text("demonoswiftui-iphonex-po-height-change-duration0.log"))
        #expect(emoji.count == 1 && emoji.first?.duration == 0)
        #expect(emoji.first?.endFrame.height == 366.66666666666674)
    }

    /// The fuzzer's trace seeds are corpus logs without their headers, after the trace mode's byte.
    @Test func theFuzzSeedsAreCorpusLogsInTraceMode() throws {
        let seeds = Self.directory.appendingPathComponent("../../../Fuzz/Corpus/trace-real").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        #expect(names.count >= 5)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: seeds.appendingPathComponent(name)))
            #expect(bytes.first == 4, "\(name) must select the trace mode")
            let log = try Self.text(name + ".log").split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            #expect(Array(bytes.dropFirst()) == Array(log.utf8), "\(name)")
            #expect(try !KeyboardTraceParser().events(in: log).isEmpty)
        }
    }
}
