import AvoidCore

extension ViewTree: Codable {
    private enum CodingKeys: String, CodingKey {
        case screen, screenSafeArea, window, firstResponder, host, nodes
    }

    /// Reads a tree in the JSON form Documentation/Using/ViewTrees.md documents ("The file format"), checking it as
    /// `init(screen:...)` does.
    /// - Throws: a `DecodingError` for malformed JSON, a `ViewTreeError` for an invalid tree.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            screen: c.decode(Size.self, forKey: .screen),
            screenSafeArea: c.decodeIfPresent(EdgeInsets.self, forKey: .screenSafeArea) ?? .zero,
            window: c.decodeIfPresent(Rect.self, forKey: .window), nodes: c.decode([ViewNode].self, forKey: .nodes),
            firstResponder: c.decodeIfPresent(ViewID.self, forKey: .firstResponder),
            host: c.decodeIfPresent(ViewID.self, forKey: .host))
    }

    /// Writes the tree in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(screen, forKey: .screen)
        try c.encode(screenSafeArea, forKey: .screenSafeArea)
        try c.encode(window, forKey: .window)
        try c.encodeIfPresent(firstResponder, forKey: .firstResponder)
        try c.encodeIfPresent(host, forKey: .host)
        try c.encode(nodes, forKey: .nodes)
    }
}
