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

    /// Logs whose notifications were printed without a duration or curve (an iPad rotating, iOS 5):
    /// they are read with an assumed animation of duration 0 and raw curve 0.
    static let printedWithoutAnimation: Set<String> = ["omni-ipad-ios5-rotation.log"]

    static func text(_ file: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    static func parser(for file: String) -> KeyboardTraceParser {
        printedWithoutAnimation.contains(file)
            ? KeyboardTraceParser(assumedAnimation: Animation(duration: 0, curve: 0)) : KeyboardTraceParser()
    }

    @Test func theCorpusHoldsAtLeastTwelveLogs() {
        #expect(Self.fileNames.count >= 12, "\(Self.fileNames)")
    }

    @Test(arguments: fileNames)
    func everyLogParsesIntoEvents(file: String) throws {
        let entries = try Self.parser(for: file).entries(in: Self.text(file))
        #expect(!entries.isEmpty, "\(file) holds no keyboard notification")
        for entry in entries {
            #expect(throws: Never.self) { try entry.event.validate() }
        }
    }

    @Test(arguments: fileNames)
    func everyLogReadsBackFromItsPrintedEvents(file: String) throws {
        let parser = Self.parser(for: file)
        let events = try parser.events(in: Self.text(file))
        let printed = events.map { KeyboardTracePrinter.objectiveC($0) }.joined(separator: "\n")
        #expect(try parser.events(in: printed) == events)
    }

    @Test func aLogWithoutDurationsIsRejectedByTheStrictParserAtItsFirstSuchNotification() throws {
        let file = "omni-ipad-ios5-rotation.log"
        let text = try Self.text(file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.contains("{name = UIKeyboardDidChangeFrameNotification;") })
        #expect(throws: KeyboardTraceError.missingKey(line: first + 1, field: KeyboardUserInfoKey.animationDuration)) {
            try KeyboardTraceParser().events(in: text)
        }
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
            #expect(try !KeyboardTraceParser(assumedAnimation: .keyboard).events(in: log).isEmpty)
        }
    }
}
