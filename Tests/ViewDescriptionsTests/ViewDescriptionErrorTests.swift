import AvoidCore
import Testing
import ViewDescriptions
import ViewTree

/// Each way a dump can be wrong, rejected with the typed error that names its line.
@Suite struct ViewDescriptionErrorTests {
    static let root = "<UIView: 0x1; frame = (0 0; 320 568); layer = <CALayer: 0x2>>"

    static func reject(_ second: String) -> ViewDescriptionError? {
        do {
            _ = try ScreenImporter().importScreen("(lldb) po self.view\n" + root + "\n" + second)
            return nil
        } catch { return error }
    }

    @Test func eachFaultIsNamedWithItsLine() {
        let cases: [(String, ViewDescriptionError)] = [
            ("   | <UITextField: 0x3; frame = (8 141; 304", .truncated(line: 3, expected: "')' in frame")),
            ("   | <UITextField: 0x3; frame = (8 141; 304 30)", .truncated(line: 3, expected: "its closing '>'")),
            (
                "   | <UITextField: 0x3; frame = (8 1x41; 304 30)>",
                .malformed(line: 3, field: "frame", expected: "(x y; width height)", found: "1x41")
            ),
            ("   | <UITextField: 0x3; frame = (8 nan; 304 30)>", .nonFinite(line: 3, field: "frame")),
            (
                "   | <UIScrollView: 0x3; frame = (0 0; 1 1); contentSize: {1e999, 2}>",
                .nonFinite(line: 3, field: "contentSize")
            ),
            (
                "   | <UIScrollView: 0x3; frame = (0 0; 1 1); contentOffset: {0}>",
                .malformed(line: 3, field: "contentOffset", expected: "{x, y}", found: "{0}")
            ),
            (
                "   | <UIView: 0x3; frame = (0 0; 1 1); hidden = MAYBE>",
                .malformed(line: 3, field: "hidden", expected: "YES or NO", found: "MAYBE")
            ),
            (
                "   | <9UITextField: 0x3; frame = (0 0; 1 1)>",
                .malformed(
                    line: 3, field: "class", expected: "a class name after '<'", found: "9UITextField: 0x3; frame")
            ),
            (
                "   | <UITextField: 03; frame = (0 0; 1 1)>",
                .malformed(
                    line: 3, field: "address", expected: "0x and hexadecimal digits", found: "03; frame = (0 0; 1 1)>")
            ),
            ("   | <UITextField: 0x3; text = ''>", .missingFrame(line: 3)),
            ("   |    |    | <UIView: 0x3; frame = (0 0; 1 1)>", .wrongDepth(line: 3, depth: 3, allowed: 0...1)),
            ("   | <UIView: 0x1; frame = (0 0; 1 1)>", .duplicateView(line: 3, address: "0x1", firstLine: 2)),
            (
                "   |    | garbage",
                .malformed(line: 3, field: "depth", expected: "a description after the depth marks", found: "garbage")
            ),
            (
                "   | <UIView: 0x3; frame = (0 0; -5 1)>",
                .invalidTree(line: 3, reason: .negativeSize(view: 2, path: "bounds"))
            ),
            (
                "   | <UIView: 0x3; frame = (0 0; 1e300 1)>",
                .invalidTree(line: 3, reason: .outOfRange(view: 2, path: "center"))
            ),
        ]
        for (line, error) in cases {
            #expect(Self.reject(line) == error, "\(line)")
        }
    }

    @Test func aQuoteThatNeverClosesIsNamedWhereItOpens() {
        #expect(
            Self.reject(
                "   | <UITextView: 0x3; frame = (0 0; 1 1); text = 'abc\n   | <UIView: 0x4; frame = (0 0; 1 1)>")
                == .truncated(line: 3, expected: "the quote that ends its text"))
    }

    @Test func aSecondWindowIsRejected() {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 320 568); layer = <CALayer: 0x4>>
            <UIWindow: 0x5; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x6>>
            """
        #expect(throws: ViewDescriptionError.secondWindow(line: 3)) { try ScreenImporter().importScreen(text) }
    }

    @Test func aTextWithoutViewsIsNamedAtItsEnd() {
        #expect(throws: ViewDescriptionError.noViews(line: 3)) {
            try ScreenImporter().importScreen("(lldb) po view\nerror: no such view\n")
        }
    }

    @Test func descriptionsNameTheLine() {
        #expect(
            ViewDescriptionError.wrongDepth(line: 7, depth: 3, allowed: 0...1).description
                == "line 7: depth 3, where only 0...1 fits the views before it")
        #expect(ViewDescriptionError.focusNotFound("0x1").description == "--focus: no text input in the dump is '0x1'")
        #expect(ViewDescriptionError.focusNotFound("0x1").line == 0)
    }
}
