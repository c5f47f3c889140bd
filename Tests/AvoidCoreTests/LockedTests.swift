import AvoidCore
import Dispatch
import Foundation
import Testing

/// The observer's state is behind `Locked`: increments from several threads at once must all
/// land. Without the lock, two threads reading the same count lose one of their updates.
@Suite struct LockedTests {
    @Test func updatesFromManyThreadsAllLand() {
        // Several rounds: on a busy machine one round's threads may happen not to overlap.
        for round in 0..<25 {
            let counter = Locked(0)
            let threads = 4, increments = 100_000
            // Every thread waits at the gate, so that all of them increment at the same time.
            let ready = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            for _ in 0..<threads {
                // Threads of their own: a dispatch queue may run the blocks one after another.
                Thread {
                    ready.signal()
                    go.wait()
                    for _ in 0..<increments { counter.withLock { $0 += 1 } }
                    finished.signal()
                }.start()
            }
            for _ in 0..<threads { ready.wait() }
            for _ in 0..<threads { go.signal() }
            for _ in 0..<threads { finished.wait() }
            let total = counter.withLock { $0 }
            #expect(total == threads * increments, "round \(round)")
            if total != threads * increments { return }
        }
    }

    @Test func aThrowingBodyReleasesTheLock() {
        struct Refused: Error {}
        let value = Locked([1])
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        #expect(value.withLock { $0 } == [1])  // would deadlock if the lock were still held
    }
}
