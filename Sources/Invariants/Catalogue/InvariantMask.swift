/// A set of invariants as bits of their numbers: membership is one mask test. The checker
/// asks "is this wanted?" for every invariant after every input; a `Set` hashed each time.
struct InvariantMask: Equatable, Sequence {
    private var bits: UInt16 = 0

    init<S: Sequence<Invariant>>(_ invariants: S) {
        for invariant in invariants { bits |= 1 << invariant.rawValue }
    }

    private init(bits: UInt16) { self.bits = bits }

    func contains(_ invariant: Invariant) -> Bool { bits & (1 << invariant.rawValue) != 0 }

    var isEmpty: Bool { bits == 0 }

    /// The invariants in both masks.
    func intersection(_ other: InvariantMask) -> InvariantMask { InvariantMask(bits: bits & other.bits) }

    /// The catalogue entries of the invariants in the mask, in number order.
    var entries: [InvariantEntry] { map(\.entry) }

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
