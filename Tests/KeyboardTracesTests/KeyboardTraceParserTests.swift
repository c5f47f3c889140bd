import AvoidCore
import Foundation
import KeyboardTraces
import Testing

/// The printed forms the parser accepts, each read to exact events.
@Suite struct KeyboardTraceParserTests {
    let parser = KeyboardTraceParser()

    static let objectiveC = """
        2013-10-21 10:12:45.123 Demo[4021:a0b] NSConcreteNotification 0xc472900 {name = \
        UIKeyboardWillChangeFrameNotification; userInfo = {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
            UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 588}";
            UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 372}";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
            UIKeyboardFrameChangedByUserInteraction = 0;
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
        }}
        """

    @Test func readsAnObjectiveCNotification() throws {
        let entries = try parser.entries(in: Self.objectiveC)
        #expect(
            entries == [
                KeyboardTraceEntry(
                    line: 1,
                    event: KeyboardEvent(
                        phase: .willChangeFrame, beginFrame: Rect(x: 0, y: 480, width: 320, height: 216),
                        endFrame: Rect(x: 0, y: 264, width: 320, height: 216), duration: 0.25, curve: 7),
                    isNamed: true)
            ])
    }

    @Test func readsABareUserInfoWithTheUnnamedPhase() throws {
        let text = """
            2016-12-28 10:00:00.000 App[1:2] {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = 0;
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardIsLocalUserInfoKey = 0;
            }
            """
        let entry = try #require(KeyboardTraceParser(unnamedPhase: .willShow).entries(in: text).first)
        #expect(entry.line == 1 && !entry.isNamed)
        #expect(
            entry.event
                == KeyboardEvent(
                    phase: .willShow, beginFrame: Rect(x: 0, y: 667, width: 375, height: 216),
                    endFrame: Rect(x: 0, y: 451, width: 375, height: 216), duration: 0, curve: 7, isLocal: false))
        #expect(try parser.events(in: text).map(\.phase) == [.willChangeFrame])
    }

    @Test func readsSwiftPrintOfANotificationAndOfAUserInfo() throws {
        let text = """
            name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([\
            AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}, \
            AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, \
            AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {187.5, 537}, \
            AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, \
            AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, \
            AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 260}}])
            some app output
            ["UIKeyboardFrameEndUserInfoKey": NSRect: {{0, 1024}, {768, 264}}, \
            "UIKeyboardAnimationDurationUserInfoKey": 0, "UIKeyboardAnimationCurveUserInfoKey": 7]
            """
        let entries = try parser.entries(in: text)
        #expect(entries.map(\.line) == [1, 3])
        #expect(
            entries.map(\.event) == [
                KeyboardEvent(
                    phase: .willShow, beginFrame: Rect(x: 0, y: 667, width: 375, height: 260),
                    endFrame: Rect(x: 0, y: 407, width: 375, height: 260), duration: 0.25, curve: 7),
                KeyboardEvent(
                    phase: .willChangeFrame, endFrame: Rect(x: 0, y: 1024, width: 768, height: 264), duration: 0,
                    curve: 7),
            ])
    }

    @Test func readsSeveralNotificationsAmongOtherLinesAndSkipsOtherNotifications() throws {
        let show = Self.objectiveC.replacingOccurrences(
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidShowNotification")
        let text = """
            app started
            2013-10-21 10:12:44.000 Demo[4021:a0b] NSConcreteNotification 0xc4a0000 {name = \
            UITextFieldTextDidBeginEditingNotification; object = <UITextField: 0xc4a1; frame = (0 0; 10 10); \
            text = ''>}
            \(Self.objectiveC)
            2013-10-21 10:12:46.000 Demo[4021:a0b] layout { done }
            \(show)
            name = UIApplicationDidBecomeActiveNotification, object = Optional(<UIApplication: 0x1>), userInfo = nil
            """
        let entries = try parser.entries(in: text)
        #expect(entries.map(\.line) == [3, 14])
        #expect(entries.map(\.event.phase) == [.willChangeFrame, .didShow])
    }

    @Test func readsQuotedKeysEscapesCarriageReturnsAndSeventeenDigits() throws {
        let text =
            "{\r\n    \"UIKeyboardAnimationCurveUserInfoKey\" = 7;\r\n"
            + "    UIKeyboardAnimationDurationUserInfoKey = \"0.4\";\r\n"
            + "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 476.66666666666669}, "
            + "{414, 259.33333333333331}}\";\r\n"
            + "    \"some \\\"key\\\"\" = \"a \\\"quoted\\\" value\";\r\n}\r\n"
        let event = try #require(parser.events(in: text).first)
        #expect(event.endFrame == Rect(x: 0, y: 476.66666666666669, width: 414, height: 259.33333333333331))
        #expect(event.duration == 0.4 && event.curve == 7 && event.isLocal)
    }

    @Test func readsANotificationWithoutItsClassNameAndADictionaryClosedOnALaterLine() throws {
        let text = """
            {name = UIKeyboardWillHideNotification; userInfo = {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 812}, {375, 333}};
            UIKeyboardIsLocalUserInfoKey = 1
            }
            }
            """
        #expect(
            try parser.events(in: text) == [
                KeyboardEvent(phase: .willHide, endFrame: Rect(x: 0, y: 812, width: 375, height: 333), duration: 0.25)
            ])
    }

    @Test func readsASwiftDictionaryPrintedOneEntryALine() throws {
        let text = """
            [
                AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1,
                AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 409}, {375, 258}},
                AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7,
                AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25
            ]
            """
        let entries = try parser.entries(in: text)
        #expect(entries.map(\.line) == [1])
        #expect(entries.first?.event.endFrame == Rect(x: 0, y: 409, width: 375, height: 258))
    }

    /// A notification printed without a duration or curve reads as AvoidCore's decoder reads it:
    /// `Animation.immediate`'s values for what is missing, the printed value for what is there.
    @Test func aMissingDurationOrCurveIsTheImmediateAnimation() throws {
        let text = """
            NSConcreteNotification 0x1af2b0 {name = UIKeyboardDidChangeFrameNotification; userInfo = {
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 0}, {352, 1024}}";
            }}
            """
        #expect(
            try parser.events(in: text) == [
                KeyboardEvent(
                    phase: .didChangeFrame, endFrame: Rect(x: 0, y: 0, width: 352, height: 1024), duration: 0, curve: 0)
            ])
        let withCurve = text.replacingOccurrences(
            "    UIKeyboardFrameEnd", "    UIKeyboardAnimationCurveUserInfoKey = 3;\n    UIKeyboardFrameEnd")
        #expect(try parser.events(in: withCurve).first?.animation == Animation(duration: 0, curve: 3))
        let withDuration = text.replacingOccurrences(
            "    UIKeyboardFrameEnd", "    UIKeyboardAnimationDurationUserInfoKey = \"0.4\";\n    UIKeyboardFrameEnd")
        #expect(try parser.events(in: withDuration).first?.animation == Animation(duration: 0.4, curve: 0))
        let malformed = text.replacingOccurrences(
            "    UIKeyboardFrameEnd", "    UIKeyboardAnimationDurationUserInfoKey = \"soon\";\n    UIKeyboardFrameEnd")
        #expect(throws: KeyboardTraceError.self) { try parser.events(in: malformed) }
    }

    /// Texts that would take quadratic time if an opening were rescanned from every position of
    /// a long line: each is read in one pass. Linear reading takes about a second here in a debug
    /// build; rescanning took over two minutes.
    @Test func longLinesOfOpeningsAreReadInOnePass() throws {
        let count = 300_000
        let started = Date()
        for piece in ["NSConcreteNotification ", "{", "[", "name = ", "{name = ", "{ ", "NSConcreteNotification 0x1 "] {
            let text = String(repeating: piece, count: count / piece.utf8.count)
            _ = try? parser.entries(in: text)
        }
        #expect(Date().timeIntervalSince(started) < 30)
        let spaced = String(repeating: "x", count: count) + "\n" + Self.objectiveC
        #expect(try parser.entries(in: spaced).map(\.line) == [2])
    }

    @Test func findsNothingInTextWithoutNotifications() throws {
        #expect(try parser.events(in: "").isEmpty)
        #expect(try parser.events(in: "NSConcreteNotification mentioned in prose\n{ not a dictionary }\n").isEmpty)
        #expect(try parser.events(in: "name = x and more").isEmpty)
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` without Foundation.
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
