import Foundation

/// A subscription to the six keyboard notifications of a `NotificationCenter`: each is decoded
/// into its ``KeyboardEvent`` or the ``KeyboardEventError`` naming what was wrong, and handed with
/// the notification to `receive`. The one path every keyboard notification takes into AvoidKit:
/// ``KeyboardObserver`` and the UIKit shell both subscribe through it.
///
/// `cancel()` unsubscribes; releasing the subscription does the same.
public final class KeyboardSubscription: Sendable {
    /// A subscription token. Unchecked: it is only handed back to `removeObserver`, which
    /// NotificationCenter documents as thread-safe.
    private struct Token: @unchecked Sendable {
        let raw: any NSObjectProtocol
    }

    private let center: SendableCenter
    private let tokens: Locked<[Token]>

    /// Subscribes to the six keyboard notifications from any sender. `receive` runs on `queue`,
    /// or on the posting thread when `queue` is nil.
    public init(
        center: NotificationCenter = .default, queue: OperationQueue? = nil,
        receive: @escaping @Sendable (Result<KeyboardEvent, KeyboardEventError>, Notification) -> Void
    ) {
        self.center = SendableCenter(center)
        let tokens = KeyboardPhase.allCases.map { phase in
            Token(
                raw: center.addObserver(forName: Notification.Name(phase.notificationName), object: nil, queue: queue) {
                    notification in
                    receive(Self.decode(notification), notification)
                })
        }
        self.tokens = Locked(tokens)
    }

    deinit { cancel() }

    /// Whether the subscription still receives notifications.
    public var isActive: Bool { tokens.withLock { !$0.isEmpty } }

    /// Unsubscribes; nothing is received after it returns. Calling it again does nothing.
    public func cancel() {
        let removed = tokens.withLock { tokens in
            defer { tokens = [] }
            return tokens
        }
        for token in removed { center.raw.removeObserver(token.raw) }
    }

    /// The notification's event or its typed error.
    static func decode(_ notification: Notification) -> Result<KeyboardEvent, KeyboardEventError> {
        do throws(KeyboardEventError) { return .success(try KeyboardEvent(notification)) } catch {
            return .failure(error)
        }
    }
}
