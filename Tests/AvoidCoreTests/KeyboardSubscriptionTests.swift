import AvoidCore
import Foundation
import Testing

/// The one path keyboard notifications take in: each of the six, and only they, decoded into
/// its event or its typed error, until the subscription is cancelled or released.
@Suite struct KeyboardSubscriptionTests {
    final class Received: Sendable {
        let events = Locked<[Result<KeyboardEvent, KeyboardEventError>]>([])
        let senders = Locked<[String?]>([])
        var count: Int { events.withLock { $0.count } }
    }

    static func subscribe(_ center: NotificationCenter, _ received: Received) -> KeyboardSubscription {
        KeyboardSubscription(center: center) { event, notification in
            received.events.withLock { $0.append(event) }
            received.senders.withLock { $0.append(notification.object as? String) }
        }
    }

    @Test func eachOfTheSixArrivesDecodedWithItsNotification() throws {
        let center = NotificationCenter()
        let received = Received()
        let subscription = Self.subscribe(center, received)
        withExtendedLifetime(subscription) {
            for phase in KeyboardPhase.allCases {
                KeyboardObserverTests.post(center, phase)
            }
            center.post(name: Notification.Name("UITextFieldTextDidBeginEditingNotification"), object: nil)
        }
        let phases = received.events.withLock { $0.compactMap { try? $0.get().phase } }
        #expect(phases == KeyboardPhase.allCases)
        #expect(subscription.isActive)
    }

    @Test func aMalformedNotificationArrivesAsItsTypedError() {
        let center = NotificationCenter()
        let received = Received()
        let subscription = Self.subscribe(center, received)
        withExtendedLifetime(subscription) {
            KeyboardObserverTests.post(center, .willShow, info: [:])
        }
        let events = received.events.withLock { $0 }
        #expect(events.count == 1)
        #expect(throws: KeyboardEventError.self) { try events.first?.get() }
    }

    @Test func theSenderComesWithTheEvent() {
        let center = NotificationCenter()
        let received = Received()
        let subscription = Self.subscribe(center, received)
        withExtendedLifetime(subscription) {
            center.post(
                name: Notification.Name(KeyboardPhase.willHide.notificationName), object: "screen 2",
                userInfo: nil)
        }
        #expect(received.senders.withLock { $0 } == ["screen 2"])
    }

    @Test func nothingArrivesAfterCancelOrRelease() {
        let center = NotificationCenter()
        let received = Received()
        let subscription = Self.subscribe(center, received)
        subscription.cancel()
        subscription.cancel()
        #expect(!subscription.isActive)
        KeyboardObserverTests.post(center, .willShow)
        do {
            _ = Self.subscribe(center, received)
        }
        KeyboardObserverTests.post(center, .willShow)
        #expect(received.count == 0)
    }
}
