/// Pairs of independent draws, first `a` then `b`; each input is one ``SpanLabel/input`` span.
public func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    let a = a.span(.input), b = b.span(.input)
    return Gen { source in (try a.generate(&source), try b.generate(&source)) }
}

/// Triples of independent draws, in order.
public func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
    let a = a.span(.input), b = b.span(.input), c = c.span(.input)
    return Gen { source in (try a.generate(&source), try b.generate(&source), try c.generate(&source)) }
}

/// Quadruples of independent draws, in order.
public func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)> {
    let a = a.span(.input), b = b.span(.input), c = c.span(.input), d = d.span(.input)
    return Gen { source in
        (try a.generate(&source), try b.generate(&source), try c.generate(&source), try d.generate(&source))
    }
}

/// Quintuples of independent draws, in order.
public func zip<A, B, C, D, E>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>
) -> Gen<(A, B, C, D, E)> {
    let a = a.span(.input), b = b.span(.input), c = c.span(.input), d = d.span(.input), e = e.span(.input)
    return Gen { source in
        (
            try a.generate(&source), try b.generate(&source), try c.generate(&source),
            try d.generate(&source), try e.generate(&source)
        )
    }
}
