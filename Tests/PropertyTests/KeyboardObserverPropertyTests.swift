import AvoidConformance
import AvoidCore
import Foundation
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// The observer is the engine behind real notifications: for any generated scenario, played
/// through a `KeyboardObserver` started first (keyboard inputs posted as UIKit notifications,
/// attach and detach as `attach()` and `detach()`, which keep listening, the rest sent), it
/// delivers exactly the decisions, and reports exactly the errors, of an engine fed the same
/// inputs; releasing it restores.
@Suite struct KeyboardObserverPropertyTests {
    /// What the observer handed out.
    final class Log: Sendable {
        let decisions = Locked<[Decision]>([])
        let errors = Locked<[EngineError]>([])
    }

    /// The userInfo UIKit would post for `event`, boxed in one of the forms the decoder accepts.
    static func userInfo(_ event: KeyboardEvent, boxed: Bool) -> [AnyHashable: Any] {
        func frame(_ rect: Rect) -> Any { boxed ? NSValue(rect: rect.cgRect) : rect.cgRect }
        return [
            KeyboardUserInfoKey.frameEnd: frame(event.endFrame),
            KeyboardUserInfoKey.frameBegin: frame(event.beginFrame),
            KeyboardUserInfoKey.animationDuration: boxed ? NSNumber(value: event.duration) : event.duration as Any,
            KeyboardUserInfoKey.animationCurve: boxed ? NSNumber(value: event.curve) : event.curve as Any,
            KeyboardUserInfoKey.isLocal: boxed ? NSNumber(value: event.isLocal) : event.isLocal as Any,
        ]
    }

    @Test func theObserverIsTheEngineBehindNotifications() {
        var configuration = PropertyConfiguration()
        configuration.cases = 1_000
        property(Gen<Scenario>.scenario, configuration: .fromEnvironment(configuration)) { scenario in
            guard var reference = try? AvoidanceEngine(scene: scenario.scene, configuration: scenario.configuration)
            else { return }
            let center = NotificationCenter()
            let log = Log()
            var observer: KeyboardObserver? = KeyboardObserver(
                engine: reference, center: center,
                onDecision: { decision in log.decisions.withLock { $0.append(decision) } },
                onError: { error in log.errors.withLock { $0.append(error) } })
            var expected: [Decision] = []
            var errors = 0
            // Subscribed from the start, as an app keeps it while the view comes and goes.
            observer!.start()
            if let decision = try? reference.handle(.attach) { expected.append(decision) }
            for (step, input) in scenario.inputs.enumerated() {
                switch input {
                case .attach:
                    observer!.start()  // already listening: does nothing
                    observer!.attach()
                    if let decision = try? reference.handle(.attach) { expected.append(decision) }
                case .detach:
                    observer!.detach()
                    if let decision = try? reference.handle(.detach) { expected.append(decision) }
                case .keyboard(let event):
                    // Heard attached or not: the keyboard is the system's.
                    center.post(
                        name: Notification.Name(event.phase.notificationName), object: nil,
                        userInfo: Self.userInfo(event, boxed: step % 2 == 0))
                    if let decision = try? reference.handle(input) { expected.append(decision) } else { errors += 1 }
                default:
                    let sent = try? observer!.send(input)
                    if let decision = try? reference.handle(input) {
                        expected.append(decision)
                        try require(sent == decision, "send(\(input)) returned \(String(describing: sent))")
                    } else {
                        try require(sent == nil, "send(\(input)) accepted what the engine rejects")
                    }
                }
                try require(observer!.isObserving, "after input \(step) the observer stopped listening")
                try require(observer!.engine == reference, "after input \(step) the observer's engine differs")
                try require(log.decisions.withLock { $0 } == expected, "after input \(step) the decisions differ")
                try require(log.errors.withLock { $0.count } == errors, "after input \(step) the errors differ")
            }
            // Released while subscribed, it restores as stop() would.
            if let decision = try? reference.handle(.detach) { expected.append(decision) }
            observer = nil
            try require(log.decisions.withLock { $0 } == expected, "releasing the observer delivered something else")
        }
    }

    /// `stop()` unsubscribes before it hands out the restoring decision: a notification posted
    /// while that decision is delivered (an app that reacts to the restore by dismissing
    /// something) reaches no engine, as none arrives after `stop()` returns.
    @Test func aNotificationPostedWhileStoppingIsNotHeard() throws {
        let center = SendableCenter(NotificationCenter())
        let log = Log()
        let stopping = Locked(false)
        let scene = Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])
        let show = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 315, width: 320, height: 253))
        let observer = KeyboardObserver(
            engine: try AvoidanceEngine(scene: scene), center: center.raw,
            onDecision: { decision in
                log.decisions.withLock { $0.append(decision) }
                if stopping.withLock({ $0 }) {
                    stopping.withLock { $0 = false }
                    center.raw.post(
                        name: Notification.Name(show.phase.notificationName), object: nil,
                        userInfo: Self.userInfo(show, boxed: true))
                }
            })
        observer.start()
        stopping.withLock { $0 = true }
        observer.stop()
        #expect(log.decisions.withLock { $0.count } == 2, "attach and detach only: \(log.decisions.withLock { $0 })")
        #expect(!observer.isObserving)
    }
}
