import Foundation

/// A `NotificationCenter` held by a `Sendable` type. Unchecked: the center synchronises itself
/// (Apple documents it as thread-safe; swift-corelibs-foundation declares it `Sendable`, older
/// Apple SDKs do not), and its holders only subscribe and unsubscribe through it.
package struct SendableCenter: @unchecked Sendable {
    package let raw: NotificationCenter

    package init(_ raw: NotificationCenter) { self.raw = raw }
}
