import AvoidCore
import Foundation
import Testing

/// Decoding real `Notification`s: every accepted representation, and one test per typed error.
@Suite struct KeyboardEventNotificationTests {
    static let end = CGRect(x: 0, y: 477, width: 375, height: 335)
    static let begin = CGRect(x: 0, y: 812, width: 375, height: 335)

    static func userInfo() -> [AnyHashable: Any] {
        [
            KeyboardUserInfoKey.frameEnd: NSValue(rect: end),
            KeyboardUserInfoKey.frameBegin: NSValue(rect: begin),
            KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
            KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
            KeyboardUserInfoKey.isLocal: NSNumber(value: true),
        ]
    }

    static func notification(_ name: String = "UIKeyboardWillShowNotification", _ info: [AnyHashable: Any]?)
        -> Notification
    {
        Notification(name: Notification.Name(name), object: nil, userInfo: info)
    }

    static func decode(_ info: [AnyHashable: Any]?, name: String = "UIKeyboardWillShowNotification")
        throws(KeyboardEventError)
        -> KeyboardEvent
    {
        try KeyboardEvent(notification(name, info))
    }

    static func replacing(_ key: String, with value: Any?) -> [AnyHashable: Any] {
        var info = userInfo()
        info[key] = value
        return info
    }

    @Test func decodesTheRealNamesAndKeys() throws {
        let event = try Self.decode(Self.userInfo())
        #expect(event.phase == .willShow)
        #expect(event.endFrame == Rect(x: 0, y: 477, width: 375, height: 335))
        #expect(event.beginFrame == Rect(x: 0, y: 812, width: 375, height: 335))
        #expect(event.duration == 0.25)
        #expect(event.curve == 7)
        #expect(event.isLocal)
        for phase in KeyboardPhase.allCases {
            #expect(try Self.decode(Self.userInfo(), name: phase.notificationName).phase == phase)
        }
    }

    @Test func acceptsBareValuesAndSwiftNumbers() throws {
        var info = Self.userInfo()
        info[KeyboardUserInfoKey.frameEnd] = Self.end
        info[KeyboardUserInfoKey.animationDuration] = 0.4
        info[KeyboardUserInfoKey.animationCurve] = 7
        info[KeyboardUserInfoKey.isLocal] = false
        let event = try Self.decode(info)
        #expect(event.endFrame == Rect(Self.end))
        #expect(event.duration == 0.4)
        #expect(event.curve == 7)
        #expect(!event.isLocal)
        info[KeyboardUserInfoKey.animationDuration] = 0  // an Int duration
        info[KeyboardUserInfoKey.animationCurve] = UInt(3)
        #expect(try Self.decode(info).duration == 0)
        #expect(try Self.decode(info).curve == 3)
    }

    @Test func optionalKeysDefault() throws {
        var info = Self.userInfo()
        info[KeyboardUserInfoKey.frameBegin] = nil
        info[KeyboardUserInfoKey.isLocal] = nil
        let event = try Self.decode(info)
        #expect(event.beginFrame == event.endFrame)
        #expect(event.isLocal)
    }

    @Test func unknownNotification() {
        #expect(throws: KeyboardEventError.unknownNotification(name: "UIKeyboardWillWobble")) {
            try Self.decode(Self.userInfo(), name: "UIKeyboardWillWobble")
        }
    }

    @Test func missingUserInfo() {
        #expect(throws: KeyboardEventError.missingUserInfo(notification: "UIKeyboardDidHideNotification")) {
            try Self.decode(nil, name: "UIKeyboardDidHideNotification")
        }
    }

    @Test func missingEndFrame() {
        let key = KeyboardUserInfoKey.frameEnd
        #expect(throws: KeyboardEventError.missingKey(key)) { try Self.decode(Self.replacing(key, with: nil)) }
    }

    /// UIKit leaves the duration and curve out of some notifications it sends after the keyboard
    /// has moved (an iPad rotating): what is missing is `Animation.immediate`'s, what is there stays.
    @Test func aMissingDurationOrCurveIsTheImmediateAnimation() throws {
        let duration = KeyboardUserInfoKey.animationDuration, curve = KeyboardUserInfoKey.animationCurve
        var neither = Self.userInfo()
        neither[duration] = nil
        neither[curve] = nil
        #expect(try Self.decode(neither).animation == .immediate)
        #expect(try Self.decode(Self.replacing(duration, with: nil)).animation == Animation(duration: 0, curve: 7))
        #expect(try Self.decode(Self.replacing(curve, with: nil)).animation == Animation(duration: 0.25, curve: 0))
        let full = try Self.decode(Self.userInfo())
        var expected = full
        (expected.duration, expected.curve) = (0, 0)
        #expect(try Self.decode(neither) == expected)
    }

    @Test func wrongTypeForEveryKey() {
        let cases: [(String, Any, String)] = [
            (KeyboardUserInfoKey.frameEnd, "0,477,375,335", "String"),
            (KeyboardUserInfoKey.frameEnd, NSNumber(value: 335), "NSNumber"),
            (KeyboardUserInfoKey.frameBegin, NSValue(point: CGPoint(x: 1, y: 2)), "NSValue"),
            (KeyboardUserInfoKey.animationDuration, "0.25", "String"),
            (KeyboardUserInfoKey.animationDuration, true, "Bool"),
            (KeyboardUserInfoKey.animationCurve, 7.5, "Double 7.5"),
            (KeyboardUserInfoKey.animationCurve, [7], "Array<Int>"),
            (KeyboardUserInfoKey.isLocal, "yes", "String"),
        ]
        for (key, value, found) in cases {
            do {
                _ = try Self.decode(Self.replacing(key, with: value))
                Issue.record("\(key) = \(value) decoded")
            } catch {
                guard case .wrongType(let k, _, let f) = error else {
                    Issue.record("\(key): unexpected \(error)")
                    continue
                }
                #expect(k == key)
                #expect(f.contains(found), "\(f) should name \(found)")
            }
        }
    }

    /// Boxed values that are not rects, the edge insets among them (as large as a rect), and a
    /// scalar boxed from raw bytes: a typed error naming what the box holds, never a trap.
    @Test func boxedNonRectsAreWrongType() {
        var scalar = 7
        let boxes: [NSValue] = [
            NSValue(point: CGPoint(x: 1, y: 2)), NSValue(size: CGSize(width: 375, height: 335)),
            NSValue(range: NSRange(location: 0, length: 335)),
            NSValue(edgeInsets: NSEdgeInsets(top: 0, left: 477, bottom: 375, right: 335)),
            NSValue(bytes: &scalar, objCType: "q"),
        ]
        for box in boxes {
            for key in [KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.frameBegin] {
                do {
                    _ = try Self.decode(Self.replacing(key, with: box))
                    Issue.record("\(key) = \(box) decoded")
                } catch {
                    guard case .wrongType(let k, _, let found) = error else {
                        Issue.record("\(key) = \(box): unexpected \(error)")
                        continue
                    }
                    #expect(k == key)
                    #expect(found.hasPrefix("NSValue holding "), "\(found)")
                }
            }
        }
    }

    /// A rect boxed from its bytes and type encoding decodes like `NSValue(rect:)`.
    @Test func decodesARectBoxedFromBytes() throws {
        var end = Self.end
        let box = NSValue(bytes: &end, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(try Self.decode(Self.replacing(KeyboardUserInfoKey.frameEnd, with: box)).endFrame == Rect(Self.end))
    }

    @Test func nonFiniteValues() {
        let nan = CGRect(x: 0, y: CGFloat.nan, width: 375, height: 335)
        let infinite = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 335)
        #expect(throws: KeyboardEventError.nonFinite(key: KeyboardUserInfoKey.frameEnd)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.frameEnd, with: NSValue(rect: nan)))
        }
        #expect(throws: KeyboardEventError.nonFinite(key: KeyboardUserInfoKey.frameBegin)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.frameBegin, with: infinite))
        }
        #expect(throws: KeyboardEventError.nonFinite(key: KeyboardUserInfoKey.animationDuration)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.animationDuration, with: Double.infinity))
        }
        #expect(throws: KeyboardEventError.nonFinite(key: KeyboardUserInfoKey.animationCurve)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.animationCurve, with: NSNumber(value: Double.nan)))
        }
    }

    @Test func negativeSizeFrame() {
        // Rotation produces transient negative heights.
        let negative = CGRect(x: 0, y: 477, width: 375, height: -335)
        #expect(throws: KeyboardEventError.negativeSize(key: KeyboardUserInfoKey.frameEnd)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.frameEnd, with: NSValue(rect: negative)))
        }
    }

    @Test func outOfRangeFrame() {
        // Finite but absurd: beyond the magnitude limit sums could overflow, so it is rejected.
        let huge = CGRect(x: 0, y: 1e300, width: 375, height: 335)
        #expect(throws: KeyboardEventError.outOfRange(key: KeyboardUserInfoKey.frameEnd)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.frameEnd, with: NSValue(rect: huge)))
        }
        let wide = CGRect(x: 0, y: 0, width: Double.greatestFiniteMagnitude, height: 1)
        #expect(throws: KeyboardEventError.outOfRange(key: KeyboardUserInfoKey.frameBegin)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.frameBegin, with: wide))
        }
    }

    @Test func negativeDuration() {
        #expect(throws: KeyboardEventError.negativeDuration(key: KeyboardUserInfoKey.animationDuration)) {
            try Self.decode(Self.replacing(KeyboardUserInfoKey.animationDuration, with: -0.25))
        }
    }

    @Test func errorsNameTheirKeyInTheirDescription() {
        #expect(
            KeyboardEventError.missingKey(KeyboardUserInfoKey.frameEnd).description.contains(
                "UIKeyboardFrameEndUserInfoKey"))
        #expect(
            KeyboardEventError.wrongType(key: KeyboardUserInfoKey.isLocal, expected: "Bool", found: "String")
                .description
                == "UIKeyboardIsLocalUserInfoKey should be Bool but is String")
    }

    /// Hostile userInfo of every shape: decoding never traps; it gives a valid event, or an error
    /// that names the key holding the hostile value.
    @Test func malformedInputIsRejectedByNameOrDecodedValid() throws {
        let values: [Any] = [
            NSValue(rect: Self.end), Self.end, NSValue(point: .zero), NSValue(size: CGSize(width: 1, height: 1)),
            NSNumber(value: Double.nan), NSNumber(value: -1), NSNumber(value: UInt64.max), Double.nan, -Double.infinity,
            Int.min, Int.max, "", [1, 2], ["x": 1], NSNull(), CGPoint.zero, CGRect.null, CGRect.infinite,
            Double.greatestFiniteMagnitude, Float.nan, true,
        ]
        let keys = [
            KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.animationDuration,
            KeyboardUserInfoKey.animationCurve, KeyboardUserInfoKey.isLocal,
        ]
        var accepted: [String: Int] = [:]
        for key in keys {
            for value in values {
                do {
                    let event = try Self.decode(Self.replacing(key, with: value))
                    #expect(throws: Never.self, "\(key) = \(value)") { try event.validate() }
                    accepted[key, default: 0] += 1
                } catch {
                    #expect(error.description.contains(key), "\(key) = \(value): \(error)")
                }
            }
        }
        // The two rectangles are accepted for either frame, and only they: every other value is named.
        #expect(accepted[KeyboardUserInfoKey.frameEnd] == 2)
        #expect(accepted[KeyboardUserInfoKey.frameBegin] == 2)
    }
}
