import Dispatch
import Foundation

/// ``runProperty(_:_:configuration:_:)`` for an `async` body: the same cases, shrinking and
/// report. (A name of its own: an overload would capture synchronous bodies in async code.) The run happens on a thread of its own, which waits for each call of `body` (run
/// as a task); the caller's task is suspended, not blocked, meanwhile. Cost: that of the
/// synchronous run plus a task and a wait per call.
public func runAsyncProperty<Value: Sendable>(
    _ name: String, _ gen: Gen<Value>, configuration: PropertyConfiguration = PropertyConfiguration(),
    _ body: @escaping @Sendable (Value) async throws -> Void
) async -> PropertyReport<Value> {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            let report = runProperty(name, gen, configuration: configuration) { value in
                try waitFor { try await body(value) }
            }
            continuation.resume(returning: report)
        }
        // Shrinking recursive values recurses; give the thread the main thread's room.
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// Runs `operation` as a task and blocks the calling thread (never a task's) until it ends.
func waitFor(_ operation: @escaping @Sendable () async throws -> Void) throws {
    let outcome = TaskOutcome()
    Task.detached {
        do {
            try await operation()
            outcome.finish(nil)
        } catch {
            outcome.finish(error)
        }
    }
    if let error = outcome.wait() { throw error }
}

/// The error (or not) of one task, handed to the thread waiting for it.
private final class TaskOutcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var error: (any Error)?

    func finish(_ error: (any Error)?) {
        lock.lock()
        self.error = error
        lock.unlock()
        done.signal()
    }

    func wait() -> (any Error)? {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}
