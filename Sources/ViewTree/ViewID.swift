import AvoidCore

/// Tags view identifiers.
public enum ViewKindTag: IdentifierKind { public static let noun = "view" }

/// The stable identity of a view in a `ViewTree`. A view that is a text input keeps the same
/// number as its field in the scene read from the tree, a scroll view as its container.
public typealias ViewID = Identifier<ViewKindTag>
