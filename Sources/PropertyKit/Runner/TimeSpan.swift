import Dispatch

/// A length of wall time, for shrink budgets and statistics. The kit's own type rather than
/// `Duration`, which Apple platforms ship only from iOS 16 / macOS 13.
public struct TimeSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The length in nanoseconds (never negative).
    public var nanoseconds: UInt64

    /// `nanoseconds` long.
    public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

    /// No time at all.
    public static let zero = TimeSpan(nanoseconds: 0)

    /// `seconds` long (negative and non-finite values are clamped into range).
    public static func seconds(_ seconds: Double) -> TimeSpan {
        let nanoseconds = seconds * 1e9
        guard nanoseconds > 0 else { return .zero }
        return TimeSpan(nanoseconds: nanoseconds >= 1.8e19 ? .max : UInt64(nanoseconds))
    }

    /// `milliseconds` long.
    public static func milliseconds(_ milliseconds: Int64) -> TimeSpan {
        TimeSpan(nanoseconds: UInt64(max(0, milliseconds)).multipliedReportingOverflow(by: 1_000_000).partialValue)
    }

    /// Whole milliseconds, rounded down.
    public var milliseconds: UInt64 { nanoseconds / 1_000_000 }

    /// The length in seconds.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The shorter span first.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The wall time `body` takes, on a monotonic clock.
    public static func measure(_ body: () throws -> Void) rethrows -> TimeSpan {
        let start = MonotonicClock.now()
        try body()
        return MonotonicClock.elapsed(since: start)
    }

    /// For example `18 ms`.
    public var description: String { "\(milliseconds) ms" }
}

/// A monotonic clock in nanoseconds (unaffected by changes of the wall clock).
enum MonotonicClock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The time elapsed since `start` (a reading of ``now()``).
    static func elapsed(since start: UInt64) -> TimeSpan { TimeSpan(nanoseconds: now() &- start) }
}
