import Foundation

/// A value shared between threads, behind a lock (the observer's state, the campaign's
/// workers). `NSLock` rather than `Synchronization.Mutex`, which Apple platforms ship only
/// from iOS 18 / macOS 15. Package access: not part of the public API.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
