/// A set of invariants as bits of their numbers: the checker walks the wanted per-input
/// invariants after every input, and reads them off the bits instead of an array or a `Set`.
struct InvariantMask: Equatable, Sequence {
    private var bits: UInt16 = 0

    init<S: Sequence<Invariant>>(_ invariants: S) {
        for invariant in invariants { bits |= 1 << invariant.rawValue }
    }

    private init(bits: UInt16) { self.bits = bits }

    var isEmpty: Bool { bits == 0 }

    /// The invariants in both masks.
    func intersection(_ other: InvariantMask) -> InvariantMask { InvariantMask(bits: bits & other.bits) }

    /// The invariants in number order, read off the bits: no array is built.
    func makeIterator() -> Iterator { Iterator(bits: bits) }

    struct Iterator: IteratorProtocol {
        var bits: UInt16

        mutating func next() -> Invariant? {
            guard bits != 0 else { return nil }
            let number = bits.trailingZeroBitCount
            bits &= bits - 1
            return Invariant(rawValue: number)
        }
    }

    /// The invariants judged after every input.
    static let perInput = InvariantMask(Invariant.allCases.filter { $0.entry.judge.isPerInput })
    /// The invariants that also judge what a model does with inputs it must reject.
    static let judgingRejections = InvariantMask(
        Invariant.allCases.filter { if case .perInputAndRejections = $0.entry.judge { true } else { false } })
    /// The invariants judged by a moved window in lockstep.
    static let lockstep = InvariantMask(
        Invariant.allCases.filter { if case .movedWindowLockstep = $0.entry.judge { true } else { false } })
}
