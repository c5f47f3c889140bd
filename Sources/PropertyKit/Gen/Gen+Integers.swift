extension Source {
    /// Draws an integer in `encoding`'s range. In random mode it is biased: about 1/16 of
    /// draws are a boundary (bounds, 0, ±1, bound±1), 3/16 repeat or nudge a recent draw that
    /// fits the range (near-equal pairs), 5/16 are small, the rest uniform. O(1).
    public mutating func drawInteger(_ encoding: IntegerEncoding) throws -> Int {
        let bound = encoding.bound
        let distance: UInt64
        if isReplaying {
            distance = try draw(bound: bound, kind: .integer(encoding)) { _ in 0 }
        } else {
            let proposal = proposeInteger(encoding)
            distance = try draw(bound: bound, kind: .integer(encoding)) { _ in proposal }
        }
        let value = encoding.value(at: distance)
        remember(value)
        return value
    }

    mutating func proposeInteger(_ encoding: IntegerEncoding) -> UInt64 {
        let bound = encoding.bound
        let roll = random.next()
        switch roll & 15 {
        case 0:
            let lower = encoding.lower, upper = encoding.upper
            let picks = [lower, upper, 0, 1, -1, lower &+ 1, upper &- 1]
            let pick = picks[Int((roll >> 4) % UInt64(picks.count))]
            if pick >= lower && pick <= upper { return encoding.distance(of: pick) }
            return 0
        case 1, 2, 3:
            // The first remembered value (from a random one on) that fits this draw's range,
            // so a narrow range can repeat a value drawn by a wider one.
            let nudges = [0, 0, 0, 0, 0, 0, 0, 0, 1, -1, 2, -2, 3, -3, 4, -4]
            let nudge = nudges[Int((roll >> 8) % UInt64(nudges.count))]
            for offset in 0..<UInt64(min(recentCount, 8)) {
                guard let old = recalled((roll >> 4) &+ offset) else { break }
                let (candidate, overflow) = old.addingReportingOverflow(nudge)
                if !overflow && candidate >= encoding.lower && candidate <= encoding.upper {
                    return encoding.distance(of: candidate)
                }
            }
            return random.next(upTo: bound)
        case 4, 5, 6, 7, 8:
            let bits = 1 + (roll >> 4) % 12
            return min(random.next() & ((1 << bits) - 1), bound)
        default:
            return random.next(upTo: bound)
        }
    }
}

extension Gen where Value == Int {
    /// Integers in `range`, biased towards boundaries, small magnitudes and values equal or
    /// close to recent draws. Shrinks towards the value closest to zero. One choice, O(1).
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let encoding = IntegerEncoding(range)
        return Gen { source in try source.drawInteger(encoding) }
    }

    /// Any `Int` (see ``int(in:)``).
    public static var int: Gen<Int> { int(in: Int.min...Int.max) }

    /// Integers `>= 1`, shrinking towards 1.
    public static var positive: Gen<Int> { int(in: 1...Int.max) }
}

extension Gen where Value: FixedWidthInteger & Sendable {
    /// Any value of a fixed-width integer type whose values all fit in `Int` (e.g. `Int16`,
    /// `UInt32`, `Int64`), biased as ``Gen/int(in:)``. One choice.
    public static func integer(_ type: Value.Type = Value.self) -> Gen<Value> {
        precondition(Value.isSigned ? Value.bitWidth <= Int.bitWidth : Value.bitWidth < Int.bitWidth)
        let encoding = IntegerEncoding(Int(Value.min)...Int(truncatingIfNeeded: Value.max))
        return Gen { source in Value(truncatingIfNeeded: try source.drawInteger(encoding)) }
    }
}

extension Gen where Value == Bool {
    /// `true` or `false` with equal chance; shrinks to `false`. One choice.
    public static var bool: Gen<Bool> {
        Gen { source in try source.drawFlag(1, in: 2) }
    }
}
