import AvoidCore

extension ViewNode {
    enum CodingKeys: String, CodingKey {
        case id, parent, kind, center, bounds, transform, isHidden, isControllerRoot, additionalSafeArea,
            avoidsKeyboardItself
    }

    /// Reads a view; only `id`, `center` and `bounds` are required, the rest default as a new
    /// `UIView`'s do (a plain view, no transform, shown, no added safe area).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(ViewID.self, forKey: .id)
        parent = try c.decodeIfPresent(ViewID.self, forKey: .parent)
        kind = try c.decodeIfPresent(ViewKind.self, forKey: .kind) ?? .view
        center = try c.decode(Point.self, forKey: .center)
        bounds = try c.decode(Rect.self, forKey: .bounds)
        transform = try c.decodeIfPresent(Transform.self, forKey: .transform) ?? .identity
        isHidden = try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
        isControllerRoot = try c.decodeIfPresent(Bool.self, forKey: .isControllerRoot) ?? false
        additionalSafeArea = try c.decodeIfPresent(EdgeInsets.self, forKey: .additionalSafeArea) ?? .zero
        avoidsKeyboardItself = try c.decodeIfPresent(Bool.self, forKey: .avoidsKeyboardItself) ?? false
    }

    /// Writes a view; `avoidsKeyboardItself` only when set, as most views do not.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(parent, forKey: .parent)
        try c.encode(kind, forKey: .kind)
        try c.encode(center, forKey: .center)
        try c.encode(bounds, forKey: .bounds)
        try c.encode(transform, forKey: .transform)
        try c.encode(isHidden, forKey: .isHidden)
        try c.encode(isControllerRoot, forKey: .isControllerRoot)
        try c.encode(additionalSafeArea, forKey: .additionalSafeArea)
        if avoidsKeyboardItself { try c.encode(true, forKey: .avoidsKeyboardItself) }
    }
}

extension ScrollGeometry {
    enum CodingKeys: String, CodingKey {
        case role, contentSize, contentInset, indicatorInset, adjustment, alwaysBounceVertical,
            alwaysBounceHorizontal, isControllerContent, systemInset, isScrollEnabled,
            isUserScrolling
    }

    /// Reads a scroll view's geometry; only `contentSize` is required, the rest default as UIKit's.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            role: try c.decodeIfPresent(Role.self, forKey: .role) ?? .scroll,
            contentSize: try c.decode(Size.self, forKey: .contentSize),
            contentInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .contentInset) ?? .zero,
            indicatorInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .indicatorInset) ?? .zero,
            adjustment: try c.decodeIfPresent(InsetAdjustmentBehavior.self, forKey: .adjustment) ?? .automatic,
            alwaysBounceVertical: try c.decodeIfPresent(Bool.self, forKey: .alwaysBounceVertical) ?? false,
            alwaysBounceHorizontal: try c.decodeIfPresent(Bool.self, forKey: .alwaysBounceHorizontal) ?? false,
            isControllerContent: try c.decodeIfPresent(Bool.self, forKey: .isControllerContent) ?? false,
            systemInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .systemInset),
            isScrollEnabled: try c.decodeIfPresent(Bool.self, forKey: .isScrollEnabled) ?? true,
            isUserScrolling: try c.decodeIfPresent(Bool.self, forKey: .isUserScrolling) ?? false)
    }

    /// Writes a scroll view's geometry; UIKit's part of the adjusted inset only where reported,
    /// `isScrollEnabled` only when scrolling is off, `isUserScrolling` only while the user scrolls.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(role, forKey: .role)
        try c.encode(contentSize, forKey: .contentSize)
        try c.encode(contentInset, forKey: .contentInset)
        try c.encode(indicatorInset, forKey: .indicatorInset)
        try c.encode(adjustment, forKey: .adjustment)
        try c.encode(alwaysBounceVertical, forKey: .alwaysBounceVertical)
        try c.encode(alwaysBounceHorizontal, forKey: .alwaysBounceHorizontal)
        try c.encode(isControllerContent, forKey: .isControllerContent)
        try c.encodeIfPresent(systemInset, forKey: .systemInset)
        if !isScrollEnabled { try c.encode(false, forKey: .isScrollEnabled) }
        if isUserScrolling { try c.encode(true, forKey: .isUserScrolling) }
    }
}
