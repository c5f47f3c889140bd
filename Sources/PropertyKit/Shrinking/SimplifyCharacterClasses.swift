extension ShrinkPass {
    /// Turns each character beyond ASCII into the simplest character of a class it belongs to
    /// (`ϒ` becomes `A` when the property needs an uppercase letter, see
    /// ``ScalarOrder/simplerMembersOfClasses(of:)``): beyond ASCII a class's members are
    /// scattered, so a search over distances stops at a member whose neighbours are not
    /// members. A last resort: it runs only when every other pass is stuck, so a character
    /// that other passes simplify costs nothing here. Up to seven calls per character beyond
    /// ASCII (one per class it belongs to), most characters one or two.
    static let simplifyCharacterClasses = ShrinkPass("simplify character classes") { shrinker in
        shrinker.forEachCharacter { shrinker, span in
            let values = shrinker.bestValues
            for simpler in ScalarOrder.simplerMembersOfClasses(of: values[span.start]) where !shrinker.isStopped {
                var candidate = values
                candidate[span.start] = simpler
                if shrinker.consider(candidate) { return false }
            }
            return false
        }
    }
}
