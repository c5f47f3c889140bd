/// A set of invariants as bits of their numbers: membership is one mask test. The checker
/// asks "is this wanted?" for every invariant after every input; a `Set` hashed each time.
struct InvariantMask: Equatable {
    private var bits: UInt16 = 0

    init<S: Sequence<Invariant>>(_ invariants: S) {
        for invariant in invariants { bits |= 1 << invariant.rawValue }
    }

    func contains(_ invariant: Invariant) -> Bool { bits & (1 << invariant.rawValue) != 0 }

    var isEmpty: Bool { bits == 0 }

    /// The catalogue entries of the invariants in the mask, in number order.
    var entries: [InvariantEntry] { Invariant.allCases.filter(contains).map(\.entry) }
}
