/// What an `Identifier` identifies; gives it its name in descriptions (`field 3`).
public protocol IdentifierKind: Sendable {
    static var noun: String { get }
}

/// Tags field identifiers.
public enum FieldKindTag: IdentifierKind { public static let noun = "field" }
/// Tags container identifiers.
public enum ContainerKindTag: IdentifierKind { public static let noun = "container" }
