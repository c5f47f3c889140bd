import AvoidCore
import Foundation
import Testing

/// The observer against Foundation's real `NotificationCenter` (a private instance per test,
/// so tests can run in parallel).
@Suite struct KeyboardObserverTests {
    final class Log: Sendable {
        let decisions = Locked<[Decision]>([])
        let errors = Locked<[EngineError]>([])
        var decisionCount: Int { decisions.withLock { $0.count } }
        var lastOffset: Double? { decisions.withLock { $0.last?.hostOffset } }
    }

    static let screen = Size(width: 320, height: 568)
    static let scene = Fixture.phone(
        screen, safeTop: 20, fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])

    static func post(
        _ center: NotificationCenter, _ phase: KeyboardPhase, height: Double = 253, info: [AnyHashable: Any]? = nil
    ) {
        let frame = CGRect(x: 0, y: 568 - height, width: 320, height: height)
        let userInfo: [AnyHashable: Any] =
            info ?? [
                KeyboardUserInfoKey.frameEnd: NSValue(rect: frame),
                KeyboardUserInfoKey.frameBegin: NSValue(rect: frame),
                KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
                KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
                KeyboardUserInfoKey.isLocal: NSNumber(value: true),
            ]
        center.post(name: Notification.Name(phase.notificationName), object: nil, userInfo: userInfo)
    }

    static func makeObserver(_ center: NotificationCenter, _ log: Log) throws -> KeyboardObserver {
        KeyboardObserver(
            engine: try AvoidanceEngine(scene: scene), center: center,
            onDecision: { decision in log.decisions.withLock { $0.append(decision) } },
            onError: { error in log.errors.withLock { $0.append(error) } })
    }

    /// A started observer on a private center, focused on the SE field and shifted by a WillShow.
    static func shiftedObserver() throws -> (NotificationCenter, Log, KeyboardObserver) {
        let center = NotificationCenter()
        let log = Log()
        return (center, log, try shiftedObserver(center, log))
    }

    /// The same on a given center and log.
    static func shiftedObserver(_ center: NotificationCenter, _ log: Log) throws -> KeyboardObserver {
        let observer = try makeObserver(center, log)
        observer.start()
        try observer.send(.focus(1))
        post(center, .willShow)
        return observer
    }

    @Test func feedsNotificationsToTheEngineAndHandsOutDecisions() throws {
        let (center, log, observer) = try Self.shiftedObserver()
        // Kept alive to the end: releasing the observer unsubscribes it.
        withExtendedLifetime(observer) {
            // Same numbers as the iPhone SE example: -139.
            #expect(log.lastOffset == -139)
            Self.post(center, .didShow)
            #expect(log.decisions.withLock { $0.last?.changed } == false)
            Self.post(center, .willHide, height: 0)
            #expect(log.lastOffset == 0)
            #expect(log.errors.withLock { $0.isEmpty })
        }
    }

    @Test func badNotificationGoesToTheErrorClosureAndChangesNothing() throws {
        let (center, log, observer) = try Self.shiftedObserver()
        let before = observer.engine
        let count = log.decisionCount
        Self.post(center, .willChangeFrame, info: [KeyboardUserInfoKey.frameEnd: "tall"])
        Self.post(center, .willHide, info: [:])
        #expect(observer.engine == before)
        #expect(log.decisionCount == count)
        #expect(
            log.errors.withLock { $0 }
                == [
                    .invalidKeyboardEvent(
                        .wrongType(
                            key: KeyboardUserInfoKey.frameEnd, expected: "NSValue(CGRect) or CGRect", found: "String")),
                    .invalidKeyboardEvent(.missingKey(KeyboardUserInfoKey.frameEnd)),
                ])
    }

    @Test func everyDecodingErrorLeavesTheEngineUntouched() throws {
        let (center, log, observer) = try Self.shiftedObserver()
        let before = observer.engine
        let count = log.decisionCount
        let good = CGRect(x: 0, y: 315, width: 320, height: 253)
        let base: [AnyHashable: Any] = [
            KeyboardUserInfoKey.frameEnd: NSValue(rect: good), KeyboardUserInfoKey.animationDuration: 0.25,
            KeyboardUserInfoKey.animationCurve: 7,
        ]
        func with(_ key: String, _ value: Any?) -> [AnyHashable: Any] {
            var info = base
            info[key] = value
            return info
        }
        let malformed: [[AnyHashable: Any]] = [
            with(KeyboardUserInfoKey.frameEnd, nil),
            with(KeyboardUserInfoKey.frameEnd, 3),
            with(KeyboardUserInfoKey.frameEnd, NSValue(rect: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))),
            with(KeyboardUserInfoKey.frameEnd, NSValue(rect: CGRect(x: 0, y: 0, width: -1, height: 1))),
            with(KeyboardUserInfoKey.animationDuration, -1),
        ]
        for info in malformed { Self.post(center, .willChangeFrame, info: info) }
        center.post(name: Notification.Name("UIKeyboardWillHideNotification"), object: nil, userInfo: nil)
        #expect(observer.engine == before)
        #expect(log.decisionCount == count)
        #expect(log.errors.withLock { $0.count } == malformed.count + 1)
    }

    @Test func stopUnsubscribesAndRestores() throws {
        let (center, log, observer) = try Self.shiftedObserver()
        #expect(log.lastOffset == -139)
        observer.stop()
        #expect(!observer.isObserving)
        #expect(log.lastOffset == 0)  // the detach decision restores
        let count = log.decisionCount
        Self.post(center, .willShow)
        #expect(log.decisionCount == count)
    }

    @Test func detachedItKeepsListeningAndTheAttachAvoidsTheKeyboardUp() throws {
        let (center, log, observer) = try Self.shiftedObserver()
        observer.detach()
        #expect(observer.isObserving && !observer.engine.isAttached)
        #expect(log.lastOffset == 0)  // the detach decision restores
        // Away, the keyboard hides and shows again: heard, nothing moves.
        Self.post(center, .willHide)
        Self.post(center, .willShow)
        #expect(log.lastOffset == 0)
        observer.attach()
        #expect(log.lastOffset == -139)
        // Away again, the keyboard hides: the attach then moves nothing.
        observer.detach()
        Self.post(center, .willHide)
        observer.attach()
        #expect(log.lastOffset == 0)
    }

    @Test func stoppedAndStartedAgainItFollowsTheKeyboardAgain() throws {
        let (center, log, observer) = try Self.shiftedObserver()
        observer.stop()
        #expect(log.lastOffset == 0)
        // While stopped the keyboard went away and came back: nothing was delivered.
        Self.post(center, .willHide)
        let count = log.decisionCount
        observer.start()
        #expect(observer.isObserving && observer.engine.isAttached)
        // Attaching again decides from the engine's state (focus kept; the keyboard forgotten by
        // the stop, which hears no more of it), and the next notification shifts as the first did.
        #expect(log.decisionCount == count + 1 && log.lastOffset == 0)
        Self.post(center, .willShow)
        #expect(log.lastOffset == -139)
        Self.post(center, .willHide)
        #expect(log.lastOffset == 0)
        // A second cycle: stop restores again, and stopping twice delivers nothing more.
        Self.post(center, .willShow)
        observer.stop()
        #expect(log.lastOffset == 0 && !observer.isObserving && !observer.engine.isAttached)
        let stopped = log.decisionCount
        observer.stop()
        Self.post(center, .willShow)
        #expect(log.decisionCount == stopped)
    }

    @Test func deinitAfterStopDeliversNothingMore() throws {
        let center = NotificationCenter()
        let log = Log()
        var observer: KeyboardObserver? = try Self.shiftedObserver(center, log)
        observer?.stop()
        let count = log.decisionCount
        observer = nil
        #expect(log.decisionCount == count)
    }

    @Test func deinitUnsubscribes() throws {
        let center = NotificationCenter()
        let log = Log()
        var observer: KeyboardObserver? = try Self.shiftedObserver(center, log)
        #expect(observer?.isObserving == true)
        let count = log.decisionCount
        #expect(log.lastOffset == -139)
        observer = nil
        // Released while shifted: one restoring decision, then nothing more.
        #expect(log.decisionCount == count + 1)
        #expect(log.lastOffset == 0)
        Self.post(center, .willShow)
        Self.post(center, .willHide)
        #expect(log.decisionCount == count + 1)
    }

    @Test func startingTwiceSubscribesOnce() throws {
        let center = NotificationCenter()
        let log = Log()
        let observer = try Self.makeObserver(center, log)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in observer.start() }
        try observer.send(.focus(1))
        let count = log.decisionCount
        Self.post(center, .willShow)
        #expect(log.decisionCount == count + 1)  // one subscription, one decision
        observer.stop()
        Self.post(center, .willShow)
        #expect(log.decisionCount == count + 2)  // the stop's restore only: nothing left subscribed
    }

    @Test func sendRejectsBadInputsWithoutTouchingState() throws {
        let center = NotificationCenter()
        let log = Log()
        let observer = try Self.makeObserver(center, log)
        observer.start()
        let before = observer.engine
        #expect(throws: EngineError.unknownField(42)) { try observer.send(.focus(42)) }
        #expect(throws: EngineError.notATextView(1)) { try observer.send(.caretMoved(1, .zero)) }
        #expect(observer.engine == before)
    }
}
