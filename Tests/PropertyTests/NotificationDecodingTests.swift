import AvoidCore
import Foundation
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// Any keyboard notification UIKit could post decodes to the event it describes, in every form
/// the decoder accepts (boxed or bare frames, any numeric type, string or `NSString` keys, the
/// optional keys left out, a missing duration or curve read as `Animation.immediate`'s), and
/// anything else to the typed error that names what is wrong.
@Suite struct NotificationDecodingTests {
    struct Case: Sendable, CustomStringConvertible {
        var event: KeyboardEvent
        var boxed: Bool
        var withBegin: Bool
        var isLocalGiven: Bool
        var numberForm: Int
        var nsStringKeys: Bool
        var spoiled: Int  // 0: nothing; else which key is missing or of the wrong type
        var description: String {
            "\(event) boxed \(boxed) begin \(withBegin) local \(isLocalGiven) form \(numberForm) spoiled \(spoiled)"
        }
    }

    static let number = Gen.weighted([
        (8, Gen.double(in: -2_000...2_000).map { $0.rounded() }),
        (1, Gen.element(of: [0, 1_000_001, -5, .nan, .infinity])),
    ])
    static let rect = zip(number, number, number, number).map { Rect(x: $0, y: $1, width: $2, height: $3) }
    static let event = zip(
        Gen.element(of: KeyboardPhase.allCases), zip(rect, rect), Gen.element(of: [0, 0.25, 0.35, 0.4, -1, .nan]),
        // The largest whole numbers a Double holds exactly are curves too.
        Gen.element(of: [7, 0, 1, 3, -2, 9_007_199_254_740_991, -9_007_199_254_740_991]), Gen.bool
    ).map { phase, frames, duration, curve, local in
        KeyboardEvent(
            phase: phase, beginFrame: frames.0, endFrame: frames.1, duration: duration, curve: curve, isLocal: local)
    }
    static let cases = zip(
        event, zip(Gen.bool, Gen.bool, Gen.bool), Gen.int(in: 0...3), Gen.bool,
        Gen.weighted([(6, .constant(0)), (1, Gen.int(in: 1...10))])
    ).map { event, flags, form, nsString, spoiled in
        Case(
            event: event, boxed: flags.0, withBegin: flags.1, isLocalGiven: flags.2, numberForm: form,
            nsStringKeys: nsString, spoiled: spoiled)
    }

    static func userInfo(_ c: Case) -> [AnyHashable: Any] {
        func key(_ name: String) -> AnyHashable {
            c.nsStringKeys ? AnyHashable(NSString(string: name)) : AnyHashable(name)
        }
        func frame(_ rect: Rect) -> Any { c.boxed ? NSValue(rect: rect.cgRect) : rect.cgRect }
        let duration: Any = [
            NSNumber(value: c.event.duration), c.event.duration, CGFloat(c.event.duration), Float(c.event.duration),
        ][c.numberForm]
        let curve: Any = [NSNumber(value: c.event.curve), c.event.curve, Double(c.event.curve), Int64(c.event.curve)][
            c.numberForm]
        var info: [AnyHashable: Any] = [
            key(KeyboardUserInfoKey.frameEnd): frame(c.event.endFrame),
            key(KeyboardUserInfoKey.animationDuration): duration,
            key(KeyboardUserInfoKey.animationCurve): curve,
        ]
        if c.withBegin { info[key(KeyboardUserInfoKey.frameBegin)] = frame(c.event.beginFrame) }
        if c.isLocalGiven {
            info[key(KeyboardUserInfoKey.isLocal)] = c.boxed ? NSNumber(value: c.event.isLocal) : c.event.isLocal
        }
        switch c.spoiled {
        case 1: info[key(KeyboardUserInfoKey.frameEnd)] = nil
        case 2: info[key(KeyboardUserInfoKey.animationDuration)] = nil
        case 3: info[key(KeyboardUserInfoKey.animationCurve)] = nil
        case 4: info[key(KeyboardUserInfoKey.frameEnd)] = "tall"
        case 5: info[key(KeyboardUserInfoKey.animationDuration)] = "quick"
        case 6: info[key(KeyboardUserInfoKey.animationCurve)] = 7.5
        case 7: info[key(KeyboardUserInfoKey.isLocal)] = "yes"
        case 8: info[key(KeyboardUserInfoKey.frameBegin)] = NSValue(point: CGPoint(x: 1, y: 2))
        // 2^53: a Double this large may be a rounded neighbour, so it names no curve exactly.
        case 9: info[key(KeyboardUserInfoKey.animationCurve)] = 9_007_199_254_740_992.0
        case 10: info[key(KeyboardUserInfoKey.animationCurve)] = Float(-9_007_199_254_740_992.0)
        default: break
        }
        return info
    }

    /// The error the decoder must throw, or `nil`: keys are read in order (end frame, begin
    /// frame, duration, curve, is-local), each frame checked as it is read, the duration last.
    static func expectedError(_ c: Case) -> KeyboardEventError? {
        func wrong(_ key: String) -> KeyboardEventError { .wrongType(key: key, expected: "", found: "") }
        let end = KeyboardUserInfoKey.frameEnd, begin = KeyboardUserInfoKey.frameBegin
        if c.spoiled == 1 { return .missingKey(end) }
        if c.spoiled == 4 { return wrong(end) }
        if let fault = Validity.fault(of: c.event.endFrame)?.error(key: end) { return fault }
        if c.spoiled == 8 { return wrong(begin) }
        if c.withBegin, let fault = Validity.fault(of: c.event.beginFrame)?.error(key: begin) { return fault }
        if c.spoiled == 5 { return wrong(KeyboardUserInfoKey.animationDuration) }
        if c.spoiled == 6 || c.spoiled == 9 || c.spoiled == 10 { return wrong(KeyboardUserInfoKey.animationCurve) }
        if c.spoiled == 7 { return wrong(KeyboardUserInfoKey.isLocal) }
        let duration = KeyboardUserInfoKey.animationDuration
        if c.spoiled == 2 { return nil }  // no duration: the immediate one, which is valid
        if !c.event.duration.isFinite { return .nonFinite(key: duration) }
        if c.event.duration < 0 { return .negativeDuration(key: duration) }
        return nil
    }

    /// Equal, but for what a wrong-type error says it expected and found (prose, not facts).
    static func same(_ a: KeyboardEventError?, _ b: KeyboardEventError?) -> Bool {
        if case .wrongType(key: let x, expected: _, found: _)? = a,
            case .wrongType(key: let y, expected: _, found: _)? = b
        {
            return x == y
        }
        return a == b
    }

    @Test func notificationsDecodeToTheEventTheyDescribe() {
        var configuration = PropertyConfiguration()
        configuration.cases = 2_000
        property(Self.cases, configuration: .fromEnvironment(configuration)) { c in
            let notification = Notification(
                name: Notification.Name(c.event.phase.notificationName), object: nil, userInfo: Self.userInfo(c))
            let result = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification) }
            let begin = c.withBegin ? c.event.beginFrame : c.event.endFrame
            let expected = KeyboardEvent(
                // A `Float` duration arrives at `Float` precision; a missing duration or curve is
                // read as no animation: 0 s, raw curve 0.
                phase: c.event.phase, beginFrame: begin, endFrame: c.event.endFrame,
                duration: c.spoiled == 2
                    ? 0
                    : c.numberForm == 3 ? Double(Float(c.event.duration)) : c.event.duration,
                curve: c.spoiled == 3 ? 0 : c.event.curve,
                isLocal: c.isLocalGiven ? c.event.isLocal : true)
            if let error = Self.expectedError(c) {
                try require(Self.same(result.failure, error), "expected \(error), got \(result)")
            } else {
                let decoded = try result.get()
                try require("\(decoded)" == "\(expected)", "decoded \(decoded), expected \(expected)")
            }
        }
    }

    @Test func namesAndMissingUserInfoAreTypedErrors() {
        property(Gen.element(of: KeyboardPhase.allCases)) { phase in
            let bare = Notification(name: Notification.Name(phase.notificationName), object: nil, userInfo: nil)
            let missing = Result { () throws(KeyboardEventError) in try KeyboardEvent(bare) }
            try require(missing.failure == .missingUserInfo(notification: phase.notificationName), "\(missing)")
            let other = Result { () throws(KeyboardEventError) in
                try KeyboardEvent(name: phase.notificationName + "X", userInfo: [:])
            }
            try require(other.failure == .unknownNotification(name: phase.notificationName + "X"), "\(other)")
        }
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
