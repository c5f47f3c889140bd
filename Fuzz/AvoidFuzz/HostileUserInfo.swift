import AvoidCore
import Foundation
import Generators
import PropertyKit

/// Builds notification userInfo dictionaries with arbitrary keys, value types and values:
/// NaN, infinities, huge and negative numbers, wrong types, missing keys.
enum HostileUserInfo {
    static let keys = [
        KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.animationDuration,
        KeyboardUserInfoKey.animationCurve, KeyboardUserInfoKey.isLocal, "UIKeyboardCenterEndUserInfoKey", "",
    ]

    static func name(_ input: inout ByteReader) -> String {
        let index = Int(input.byte() % 8)
        return index < KeyboardPhase.allCases.count
            ? KeyboardPhase.allCases[index].notificationName : "UIKeyboardWillWobbleNotification"
    }

    static func rect(_ input: inout ByteReader) -> CGRect {
        CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
    }

    static func value(_ input: inout ByteReader) -> Any {
        switch input.byte() % 14 {
        case 0, 1: return NSValue(rect: rect(&input))
        case 2: return rect(&input)
        case 3: return NSNumber(value: input.double())
        case 4: return NSNumber(value: Int64(bitPattern: input.uint64()))
        case 5: return Int(Int16(bitPattern: input.uint16()))
        case 6: return input.double()
        case 7: return input.byte() & 1 == 1
        case 8: return NSNumber(value: input.byte() & 1 == 1)
        case 9: return "\(input.double())"
        case 10: return NSNull()
        case 11: return NSValue(point: CGPoint(x: input.double(), y: input.double()))
        case 12: return [Int(input.byte())]
        default: return Float(bitPattern: UInt32(truncatingIfNeeded: input.uint64()))
        }
    }

    static func userInfo(_ input: inout ByteReader) -> [AnyHashable: Any]? {
        let count = Int(input.byte() % 9)
        if count == 8 { return nil }
        var info: [AnyHashable: Any] = [:]
        for _ in 0..<count {
            info[keys[Int(input.byte()) % keys.count]] = value(&input)
        }
        return info
    }
}
