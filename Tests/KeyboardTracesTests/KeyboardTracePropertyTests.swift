import AvoidCore
import KeyboardTraces
import PropertyKit
import PropertyKitTesting
import Testing

/// Arbitrary and damaged text never traps the parser (it parses or throws a typed error at a line
/// of the text), and every printed form of an event reads back to the same event.
@Suite struct KeyboardTracePropertyTests {
    static var configuration: PropertyConfiguration {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.cases = max(configuration.cases, 1_000)
        return configuration
    }

    /// Pieces of the printed forms, so that random text reaches deep into the grammar.
    static let pieces = [
        "NSConcreteNotification 0x1 {", "name = ", "UIKeyboardWillShowNotification", "UIKeyboardDidHideNotification",
        "; ", "userInfo = ", "{", "}", "{\n", "\n", "    ", "\"", "NSRect: ", "{{0, 264}, {320, 216}}", "NSPoint: ",
        "{160, 372}", "[AnyHashable(\"", "[\"", "\")", ": ", ", ", ", object = ", ", userInfo = ", "Optional(", ")",
        "nil", "7", "0.25", "-1", "1e999", "nan", "<", ">", "=", "(", "[", "]", "\\", "\r",
        KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.animationDuration,
        KeyboardUserInfoKey.animationCurve, KeyboardUserInfoKey.isLocal, LegacyKey.bounds, LegacyKey.centerEnd,
    ]

    static let pieceText = Gen.oneOf([
        Gen.element(of: pieces), Gen.character.map { String($0) },
    ]).array(count: 0...80).map { $0.joined() }

    /// Parses `bytes`; on success every event is valid, on failure the error's line is one of
    /// the text's lines.
    static func checkParses(_ bytes: [UInt8]) throws {
        let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        do {
            let entries = try KeyboardTraceParser().entries(in: bytes)
            for entry in entries {
                try entry.event.validate()
                try require((1...lines).contains(entry.line), "entry line \(entry.line) of \(lines)")
            }
        } catch let error as KeyboardTraceError {
            try require((1...lines).contains(error.line), "\(error) is outside lines 1...\(lines)")
            try require(!error.description.isEmpty)
        }
    }

    @Test func arbitraryBytesNeverTrap() {
        let bytes = Gen.int(in: 0...255).array(count: 0...200).map { $0.map(UInt8.init) }
        property(bytes, configuration: Self.configuration) { bytes in try Self.checkParses(bytes) }
    }

    @Test func textMadeOfTracePiecesNeverTraps() {
        property(Self.pieceText, configuration: Self.configuration) { text in try Self.checkParses(Array(text.utf8)) }
    }

    /// A valid trace with a span deleted, a piece inserted or its end cut off.
    @Test func damagedTracesNeverTrap() {
        let samples = [KeyboardTraceParserTests.objectiveC, KeyboardTracePrinter.swift(Self.sample)].map {
            Array($0.utf8)
        }
        let damage = zip(
            Gen.element(of: samples), Gen.int(in: 0...2), Gen.int(in: 0...1_000), Gen.int(in: 0...40),
            Gen.element(of: Self.pieces))
        property(damage, configuration: Self.configuration) { sample, kind, position, length, piece in
            var bytes = sample
            let at = position % (bytes.count + 1)
            switch kind {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + length))
            case 1: bytes.insert(contentsOf: Array(piece.utf8), at: at)
            default: bytes.removeSubrange(at...)
            }
            try Self.checkParses(bytes)
        }
    }

    static let sample = KeyboardEvent(
        phase: .willShow, beginFrame: Rect(x: 0, y: 852, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: 7)

    static let coordinate = Gen.oneOf([
        Gen.int(in: -2_000...2_000).map(Double.init), Gen.double(in: -MagnitudeLimit.points...MagnitudeLimit.points),
    ])
    static let length = Gen.oneOf([
        Gen.int(in: 0...2_000).map(Double.init), Gen.double(in: 0...MagnitudeLimit.points),
    ])
    static let rect = zip(coordinate, coordinate, length, length).map { x, y, width, height in
        Rect(x: x, y: y, width: width, height: height)
    }
    static let event = zip(
        Gen.element(of: KeyboardPhase.allCases), rect, rect,
        Gen.oneOf([Gen.element(of: [0, 0.25, 0.35, 0.4]), Gen.double(in: 0...1_000)]),
        zip(Gen.oneOf([Gen.constant(7), Gen.int]), Gen.bool)
    ).map { phase, begin, end, duration, curveAndLocality in
        KeyboardEvent(
            phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curveAndLocality.0,
            isLocal: curveAndLocality.1)
    }

    @Test func everyPrintedFormReadsBackToTheSameEvent() {
        property(Self.event, configuration: Self.configuration) { event in
            let bare = KeyboardTraceParser(unnamedPhase: event.phase)
            try requireEqual(try bare.events(in: KeyboardTracePrinter.objectiveC(event)), [event])
            try requireEqual(try bare.events(in: KeyboardTracePrinter.userInfo(event)), [event])
            try requireEqual(try bare.events(in: KeyboardTracePrinter.swift(event)), [event])
        }
    }

    @Test func aPrintedLogReadsBackToItsEventsInOrder() {
        property(Self.event.array(count: 0...6), configuration: Self.configuration) { events in
            let log = events.enumerated().map { index, event in
                let form = index % 2 == 0 ? KeyboardTracePrinter.objectiveC(event) : KeyboardTracePrinter.swift(event)
                return "2026-01-01 00:00:0\(index).000 App[1:2] \(form)\nsome app output { x = 1; }"
            }
            try requireEqual(try KeyboardTraceParser().events(in: log.joined(separator: "\n")), events)
        }
    }

    @Test func printedFormsLookLikeApplesOwn() {
        #expect(
            KeyboardTracePrinter.objectiveC(Self.sample, address: "0x1") == """
                NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {
                    UIKeyboardAnimationCurveUserInfoKey = 7;
                    UIKeyboardAnimationDurationUserInfoKey = "0.25";
                    UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
                    UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
                    UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
                    UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
                    UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
                    UIKeyboardIsLocalUserInfoKey = 1;
                }}
                """)
        #expect(
            KeyboardTracePrinter.swift(Self.sample).hasPrefix(
                "name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("
                    + "\"UIKeyboardAnimationCurveUserInfoKey\"): 7, "
                    + "AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, "))
    }
}
