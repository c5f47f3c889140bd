import AvoidCore
import KeyboardTraces
import Testing

/// Every malformed form gives its typed error, naming the line and the field.
@Suite struct KeyboardTraceErrorTests {
    static let frameEnd = KeyboardUserInfoKey.frameEnd
    static let duration = KeyboardUserInfoKey.animationDuration
    static let curve = KeyboardUserInfoKey.animationCurve
    static let rectForm = "NSRect: {{x, y}, {width, height}}"

    /// The Objective-C sample with one line replaced (line 1 is the notification's first line;
    /// the end frame is on line 9, the duration on line 3).
    static func objectiveC(replacing old: String, with new: String) -> String {
        let text = KeyboardTraceParserTests.objectiveC
        precondition(text.firstRange(of: old) != nil, old)
        return text.replacingOccurrences(old, new)
    }

    func error(_ text: String) -> KeyboardTraceError? {
        do {
            _ = try KeyboardTraceParser().events(in: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedBraces() {
        let outer = Self.objectiveC(replacing: "}}", with: "}")
        #expect(error(outer) == .truncated(line: 10, field: "userInfo", expected: "';' or '}'"))
        let inner = Self.objectiveC(replacing: "\n}}", with: "")
        #expect(error(inner) == .truncated(line: 9, field: "userInfo", expected: "'}'"))
        let bare = "{\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n"
        #expect(error(bare) == .truncated(line: 3, field: "userInfo", expected: "'}'"))
    }

    @Test func aRectOrPointWithTheWrongNumberOfNumbers() {
        let three = Self.objectiveC(replacing: "{{0, 264}, {320, 216}}", with: "{{0, 264}, {320}}")
        #expect(
            error(three)
                == .malformedValue(
                    line: 9, field: Self.frameEnd, expected: Self.rectForm, found: "'NSRect: {{0, 264}, {320}}'"))
        let five = Self.objectiveC(replacing: "{{0, 264}, {320, 216}}", with: "{{0, 264, 1}, {320, 216}}")
        #expect(error(five)?.field == Self.frameEnd && error(five)?.line == 9)
        let flat = Self.objectiveC(replacing: "{{0, 264}, {320, 216}}", with: "{0, 264, 320, 216}")
        #expect(error(flat)?.field == Self.frameEnd)
        let trailing = Self.objectiveC(replacing: "{{0, 264}, {320, 216}}", with: "{{0, 264}, {320, 216}} x")
        #expect(error(trailing)?.field == Self.frameEnd)
        let point = Self.objectiveC(replacing: "NSPoint: {160, 372}", with: "NSPoint: {160, 372, 1}")
        #expect(
            error(point)
                == .malformedValue(
                    line: 6, field: "UIKeyboardCenterEndUserInfoKey", expected: "NSPoint: {x, y}",
                    found: "'NSPoint: {160, 372, 1}'"))
        let notARect = Self.objectiveC(replacing: "\"NSRect: {{0, 264}, {320, 216}}\"", with: "264")
        #expect(
            error(notARect) == .malformedValue(line: 9, field: Self.frameEnd, expected: Self.rectForm, found: "'264'"))
        let bounds = Self.objectiveC(replacing: "{{0, 0}, {320, 216}}", with: "{{0, 0}, {320, }}")
        #expect(error(bounds)?.field == "UIKeyboardBoundsUserInfoKey" && error(bounds)?.line == 4)
    }

    @Test func numbersOfTheWrongForm() {
        let word = Self.objectiveC(replacing: "\"0.25\"", with: "fast")
        #expect(error(word) == .malformedValue(line: 3, field: Self.duration, expected: "a number", found: "'fast'"))
        for bad in ["\"0.25s\"", "0x10", "\"1.\"", "\"--1\"", "\"1e\"", "\".\""] {
            let text = Self.objectiveC(replacing: "\"0.25\"", with: bad)
            #expect(error(text)?.field == Self.duration && error(text)?.line == 3, "\(bad)")
        }
        let fraction = Self.objectiveC(replacing: "Key = 7;", with: "Key = 7.5;")
        #expect(error(fraction) == .malformedValue(line: 2, field: Self.curve, expected: "an integer", found: "'7.5'"))
        let flag = Self.objectiveC(replacing: "Interaction = 0;", with: "Interaction = 2;")
        #expect(error(flag)?.field == "UIKeyboardFrameChangedByUserInteraction")
        let whole = Self.objectiveC(replacing: "Key = 7;", with: "Key = 7.0;")
        #expect((try? KeyboardTraceParser().events(in: whole))?.first?.curve == 7)
    }

    @Test func nonFiniteNumbers() {
        for bad in ["nan", "inf", "-inf", "NaN", "1e999", "infinity"] {
            let frame = Self.objectiveC(replacing: "{{0, 264}, {320, 216}}", with: "{{0, \(bad)}, {320, 216}}")
            #expect(error(frame) == .nonFinite(line: 9, field: Self.frameEnd), "\(bad)")
            let duration = Self.objectiveC(replacing: "\"0.25\"", with: bad)
            #expect(error(duration) == .nonFinite(line: 3, field: Self.duration), "\(bad)")
        }
    }

    @Test func duplicateKeys() {
        let twice = Self.objectiveC(
            replacing: "    UIKeyboardAnimationDurationUserInfoKey = \"0.25\";",
            with: "    UIKeyboardAnimationDurationUserInfoKey = \"0.25\";\n"
                + "    UIKeyboardAnimationDurationUserInfoKey = 0;")
        #expect(error(twice) == .duplicateKey(line: 4, field: Self.duration))
        let swift =
            "[\"UIKeyboardFrameEndUserInfoKey\": NSRect: {{0, 0}, {1, 1}}, "
            + "AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 0}, {1, 1}}]"
        #expect(error(swift) == .duplicateKey(line: 1, field: Self.frameEnd))
        let names =
            "NSConcreteNotification 0x1 {name = UIKeyboardDidShowNotification; name = UIKeyboardDidShowNotification}"
        #expect(error(names) == .duplicateKey(line: 1, field: "name"))
    }

    @Test func unknownNotificationsAndMissingKeys() {
        let unknown = Self.objectiveC(replacing: "UIKeyboardWillChangeFrameNotification", with: "UIKeyboardWillWobble")
        #expect(error(unknown) == .unknownNotification(line: 1, name: "UIKeyboardWillWobble"))
        let noEnd = Self.objectiveC(
            replacing: "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 264}, {320, 216}}\";\n", with: "")
        #expect(error(noEnd) == .missingKey(line: 1, field: Self.frameEnd))
        let noUserInfo = "name = UIKeyboardDidHideNotification, object = nil, userInfo = nil"
        #expect(error(noUserInfo) == .missingKey(line: 1, field: Self.frameEnd))
        let noName = "NSConcreteNotification 0x1 {object = nil; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7;}}"
        #expect(error(noName) == .missingKey(line: 1, field: "name"))
        let numberInfo = "NSConcreteNotification 0x1 {name = UIKeyboardDidHideNotification; userInfo = 5}"
        #expect(
            error(numberInfo)
                == .malformedValue(line: 1, field: "userInfo", expected: "a dictionary or nil", found: "'5'"))
    }

    @Test func valuesAvoidCoreRejects() {
        let negative = Self.objectiveC(replacing: "{{0, 264}, {320, 216}}", with: "{{0, 264}, {320, -216}}")
        #expect(
            error(negative) == .invalidEvent(line: 9, field: Self.frameEnd, reason: .negativeSize(key: Self.frameEnd)))
        let far = Self.objectiveC(replacing: "{{0, 480}, {320, 216}}", with: "{{0, 4e9}, {320, 216}}")
        let begin = KeyboardUserInfoKey.frameBegin
        #expect(error(far) == .invalidEvent(line: 7, field: begin, reason: .outOfRange(key: begin)))
        let backwards = Self.objectiveC(replacing: "\"0.25\"", with: "\"-0.25\"")
        #expect(
            error(backwards)
                == .invalidEvent(line: 3, field: Self.duration, reason: .negativeDuration(key: Self.duration)))
    }

    @Test func brokenSyntax() {
        let quote = Self.objectiveC(replacing: "\"0.25\";", with: "\"0.25;")
        #expect(
            error(quote)
                == .unexpected(line: 3, field: Self.duration, expected: "a closing quote", found: "the end of the line")
        )
        let cutInString = String(KeyboardTraceParserTests.objectiveC.prefix(240))
        #expect(error(cutInString)?.description.contains("the text ends where") == true)
        let equals = Self.objectiveC(replacing: "Key = 7;", with: "Key : 7;")
        #expect(error(equals) == .unexpected(line: 2, field: Self.curve, expected: "'='", found: "': 7;'"))
        let semicolon = Self.objectiveC(replacing: "Key = 7;", with: "Key = 7")
        #expect(
            error(semicolon)
                == .unexpected(line: 2, field: Self.curve, expected: "';' or '}'", found: "the end of the line"))
        let empty = Self.objectiveC(replacing: "Key = 7;", with: "Key = ;")
        #expect(error(empty) == .unexpected(line: 2, field: Self.curve, expected: "a value", found: "';'"))
        let stray = Self.objectiveC(replacing: "Key = 7;", with: "Key = 7);")
        #expect(error(stray) == .unexpected(line: 2, field: Self.curve, expected: "a value", found: "');'"))
        let noKey = Self.objectiveC(replacing: "    UIKeyboardAnimationCurveUserInfoKey = 7;", with: "    = 7;")
        #expect(error(noKey) == .unexpected(line: 2, field: "userInfo", expected: "a key", found: "'= 7;'"))
    }

    @Test func brokenSwiftPrints() {
        let head = "name = UIKeyboardWillShowNotification, object = nil, userInfo = "
        let entry = "AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 407}, {375, 260}}"
        #expect(error(head + "Optional([" + entry) == .truncated(line: 1, field: Self.frameEnd, expected: "',' or ']'"))
        #expect(error(head + "Optional([" + entry + "]") == .truncated(line: 1, field: "userInfo", expected: "')'"))
        #expect(
            error(head + "5")
                == .unexpected(line: 1, field: "userInfo", expected: "'Optional([', '[' or 'nil'", found: "'5'"))
        let unbalanced = head + "[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 407}, {375, 260}]"
        #expect(error(unbalanced) == .unexpected(line: 1, field: Self.frameEnd, expected: "'}'", found: "']'"))
        let noColon = head + "[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\") NSRect: {{0, 407}, {375, 260}}]"
        #expect(error(noColon)?.field == Self.frameEnd)
        let noParen = head + "[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\": 1]"
        #expect(error(noParen) == .unexpected(line: 1, field: Self.frameEnd, expected: "')'", found: "': 1]'"))
        let badKey = head + "[AnyHashable(\"a\"): 1, 7: 2]"
        #expect(
            error(badKey) == .unexpected(line: 1, field: "userInfo", expected: "AnyHashable(\"key\")", found: "'7: 2]'")
        )
        let object = "name = UIKeyboardWillShowNotification, object = Optional(<UIKeyboard: 0x1>"
        #expect(error(object) == .truncated(line: 1, field: "object", expected: "')'"))
        let noUserInfo = "name = UIKeyboardWillShowNotification, object = nil\nmore"
        #expect(
            error(noUserInfo)
                == .unexpected(line: 1, field: "object", expected: "', userInfo = '", found: "the end of the line"))
    }

    @Test func descriptionsNameTheLineAndField() {
        #expect(
            KeyboardTraceError.nonFinite(line: 9, field: Self.frameEnd).description
                == "line 9, UIKeyboardFrameEndUserInfoKey: not a finite number")
        #expect(
            KeyboardTraceError.unknownNotification(line: 2, name: "X").description
                == "line 2, name: 'X' is not a keyboard notification")
        #expect(
            KeyboardTraceError.truncated(line: 3, field: "userInfo", expected: "'}'").description
                == "line 3, userInfo: the text ends where '}' should follow")
        #expect(
            KeyboardTraceError.invalidEvent(line: 4, field: "k", reason: .negativeDuration(key: "k")).description
                == "line 4, k: rejected: k is negative")
    }
}
