/// The type of a recorded draw.
public enum ChoiceKind: Sendable, Hashable {
    /// An integer in a closed range (see ``IntegerEncoding``); lets the shrinker move value
    /// between integers in value space.
    case integer(IntegerEncoding)
    /// A yes/no decision (a `Bool`, a collection's continue flag, an optional's presence).
    case flag
    /// A position in a list of alternatives or values.
    case index
    /// A finite double (see ``DoubleEncoding``): the lowest bit is the sign.
    case double
}
