import ViewTree

/// A view's `transform` as UIKit stores it (`CGAffineTransform`): the model keeps only scale and
/// translation, so the shell composes its shift onto the live value and never writes back a
/// rotation or flip it could not read.
public struct LiveTransform: Hashable, Sendable {
    /// The affine matrix `[a b; c d]` and translation `(tx, ty)`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates one.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The model's transform as UIKit stores it.
    public init(_ transform: Transform) {
        self.init(
            a: transform.scaleX, b: 0, c: 0, d: transform.scaleY, tx: transform.translationX,
            ty: transform.translationY)
    }

    /// The model's reading: a positive scale and a translation, or `nil` for a rotation, a
    /// skew or a flip, which the model does not hold.
    public var modelled: Transform? {
        guard b == 0, c == 0, a > 0, d > 0 else { return nil }
        return Transform(scaleX: a, scaleY: d, translationX: tx, translationY: ty)
    }

    /// This transform set to the model's `value`: the whole of it where the model reads the
    /// whole transform; else its translation on this linear part (a rotation or flip stays).
    public func setting(_ value: Transform) -> LiveTransform {
        guard modelled == nil else { return LiveTransform(value) }
        var set = self
        set.tx = value.translationX
        set.ty = value.translationY
        return set
    }

    /// What the model reads: the scale and translation; for a rotation, skew or flip, the
    /// translation alone, onto which the shift composes while the rest stays as the app set it.
    public var reading: Transform {
        modelled ?? Transform(translationX: tx, translationY: ty)
    }
}
