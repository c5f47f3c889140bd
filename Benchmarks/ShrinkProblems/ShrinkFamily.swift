/// What relation a ``ShrinkProblem``'s counterexample must keep while it shrinks: the shrink
/// gate names it for every problem whose figures moved, so a change that helps or hurts one
/// kind of relation shows as that kind.
public struct ShrinkFamily: Sendable, Hashable, CustomStringConvertible {
    /// The family's name, as the gate prints it.
    public let name: String

    /// A family named `name`.
    public init(_ name: String) { self.name = name }

    /// The family's name.
    public var description: String { name }

    /// Two collections (or two parts of one) that are equal.
    public static let equal = ShrinkFamily("collections: equal")
    /// Two collections, one a rearrangement of the other.
    public static let permutation = ShrinkFamily("collections: permutation")
    /// Two collections, one a rotation of the other.
    public static let rotation = ShrinkFamily("collections: rotation")
    /// Two collections, one a subsequence of the other.
    public static let subsequence = ShrinkFamily("collections: subsequence")
    /// A collection read backwards: another one, or itself.
    public static let reversal = ShrinkFamily("collections: reversal")
    /// A run repeated inside one collection.
    public static let repetition = ShrinkFamily("collections: repetition")
    /// Equal values in different places.
    public static let equalValues = ShrinkFamily("values: equal")
    /// Values in a fixed ratio: one a multiple of another.
    public static let multiple = ShrinkFamily("values: multiple")
    /// Values whose sum (or product) is bounded or equals another value.
    public static let sum = ShrinkFamily("values: sum")
    /// Values a fixed distance apart.
    public static let offset = ShrinkFamily("values: offset")
    /// Related collections whose values are related too.
    public static let mixture = ShrinkFamily("mixture")
    /// A collection or string at a length or content bound.
    public static let bound = ShrinkFamily("bounds")
    /// Doubles that must end simple.
    public static let doubles = ShrinkFamily("doubles")
}
