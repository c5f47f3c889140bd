/// One named way of proposing smaller candidates to a ``Shrinker``. Each pass lives in its
/// own file and is tested on its own.
struct ShrinkPass: Sendable, CustomStringConvertible {
    /// The pass's name (for statistics and tests).
    let name: String
    let body: @Sendable (inout Shrinker) -> Void

    /// A pass named `name` running `body`.
    init(_ name: String, _ body: @escaping @Sendable (inout Shrinker) -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs the pass once over the shrinker's current best sequence.
    func run(_ shrinker: inout Shrinker) { body(&shrinker) }

    var description: String { name }

    /// The passes in the order a round runs them: structural deletions first (they shrink
    /// most per call), then value minimisation and reordering.
    static let standard: [ShrinkPass] = [
        .deleteElementsLoweringCount, .keepEqualSiblings, .shrinkEqualSpansTogether, .simplifyCharacters,
        .deleteSpans, .deleteElementsAtLimit, .joinSiblings, .lowerDuplicates, .zeroSpans, .promoteChild,
        .deleteElementRenumbering, .lowerEqualIntegers, .simplifyDoubles, .minimiseIntegers, .sortSiblings,
        .lowerPairs,
    ]

    /// Costlier joint moves, run when a round of ``standard`` passes made no progress (and
    /// every second round).
    static let fallback: [ShrinkPass] = [
        .redistributePairs, .mergeIntegers, .swapSpans, .swapSiblingsAndDelete, .deleteEqualSpans,
        .exchangeEqualValues,
    ]

    /// Structure-blind deletions and the simplest character of a class, run only when every
    /// other pass is stuck.
    static let lastResort: [ShrinkPass] = [
        .simplifyCharacterClasses, .deleteChoiceRuns, .deleteAdjacentPairs, .moveFactors, .mergeMatchedIntegers,
        .lowerInProportion, .lowerKeepingDifference, .exchangeAfterMatchedDeletion,
    ]
}
