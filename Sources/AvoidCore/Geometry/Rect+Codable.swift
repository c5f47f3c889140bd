/// JSON form: `{"x": 0, "y": 521, "width": 375, "height": 291}`, flat so case files stay readable.
extension Rect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Decodes `{"x": 0, "y": 0, "width": 10, "height": 10}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y),
            width: try c.decode(Double.self, forKey: .width),
            height: try c.decode(Double.self, forKey: .height))
    }

    /// Encodes the rectangle as `x`, `y`, `width` and `height`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(minX, forKey: .x)
        try c.encode(minY, forKey: .y)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
    }
}
