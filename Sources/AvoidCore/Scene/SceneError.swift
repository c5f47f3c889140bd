/// Why a scene was rejected. Each case names the offending part by its path in the scene
/// (for example `fields[2].frame`), so a bad case file or layout report is easy to find.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate, size or inset is NaN or infinite.
    case nonFinite(path: String)
    /// A width or height is negative.
    case negativeSize(path: String)
    /// A finite value beyond `MagnitudeLimit.points`.
    case outOfRange(path: String)
    /// A negative keyboard distance.
    case negativeKeyboardDistance(path: String)
    /// Two fields share an identifier.
    case duplicateField(FieldID)
    /// Two containers share an identifier.
    case duplicateContainer(ContainerID)
    /// A field names a container the scene does not have.
    case unknownContainer(field: FieldID, container: ContainerID)
    /// A field scrolls itself as a container, yet is no text view, lies in another container,
    /// or has a frame other than that container's.
    case ownContainerMismatch(field: FieldID, container: ContainerID)

    /// What was wrong, naming the scene's part at fault.
    public var description: String {
        switch self {
        case .nonFinite(let path): return "scene: \(path) is not finite"
        case .negativeSize(let path): return "scene: \(path) has a negative size"
        case .outOfRange(let path): return "scene: \(path) is beyond \(Int(MagnitudeLimit.points)) points"
        case .negativeKeyboardDistance(let path): return "scene: \(path) is negative"
        case .duplicateField(let id): return "scene: two fields have id \(id.rawValue)"
        case .duplicateContainer(let id): return "scene: two containers have id \(id.rawValue)"
        case .unknownContainer(let field, let container):
            return "scene: \(field) names \(container), which the scene does not have"
        case .ownContainerMismatch(let field, let container):
            return
                "scene: \(field) scrolls itself as \(container), so it must be a text view outside any container with \(container)'s frame"
        }
    }
}
