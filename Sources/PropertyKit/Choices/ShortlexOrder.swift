/// Shortlex order on choice values: fewer choices first, then lexicographically smaller
/// values. The shrinker only accepts candidates strictly smaller in this order, which makes
/// it terminate and makes "the minimum" well defined.
///
/// Returns `true` when `lhs` comes strictly before `rhs`. O(n).
package func shortlexPrecedes(_ lhs: [UInt64], _ rhs: [UInt64]) -> Bool {
    if lhs.count != rhs.count { return lhs.count < rhs.count }
    for index in lhs.indices where lhs[index] != rhs[index] {
        return lhs[index] < rhs[index]
    }
    return false
}
