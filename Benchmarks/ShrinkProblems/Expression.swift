import PropertyKit

/// An arithmetic expression of the calculator challenge: integers, `+` and `/`.
package indirect enum Expression: Equatable, Sendable, CustomStringConvertible {
    /// A literal.
    case literal(Int)
    /// The sum of two expressions (wrapping).
    case add(Expression, Expression)
    /// The quotient of two expressions.
    case divide(Expression, Expression)

    /// Expressions of up to depth 5, any `Int` literals.
    package static let gen: Gen<Expression> = Gen.recursive(maxDepth: 5, base: Gen.int.map(Expression.literal)) { sub in
        Gen.oneOf([
            Gen.int.map(Expression.literal),
            zip(sub, sub).map { Expression.add($0, $1) },
            zip(sub, sub).map { Expression.divide($0, $1) },
        ])
    }

    /// Whether a subterm divides by the literal 0.
    package var dividesByLiteralZero: Bool {
        switch self {
        case .literal: return false
        case .add(let a, let b): return a.dividesByLiteralZero || b.dividesByLiteralZero
        case .divide(let a, let b): return b == .literal(0) || a.dividesByLiteralZero || b.dividesByLiteralZero
        }
    }

    /// The value, or `nil` on division by zero (overflow wraps).
    package func evaluate() -> Int? {
        switch self {
        case .literal(let value): return value
        case .add(let a, let b):
            guard let x = a.evaluate(), let y = b.evaluate() else { return nil }
            return x &+ y
        case .divide(let a, let b):
            guard let x = a.evaluate(), let y = b.evaluate(), y != 0 else { return nil }
            return x.dividedReportingOverflow(by: y).partialValue
        }
    }

    /// The expression in prefix notation: `(/ 0 (+ 0 0))`.
    package var description: String {
        switch self {
        case .literal(let value): return "\(value)"
        case .add(let a, let b): return "(+ \(a) \(b))"
        case .divide(let a, let b): return "(/ \(a) \(b))"
        }
    }
}
