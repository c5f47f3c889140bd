/// Which text input is the first responder, when the dump does not show it (`--focus`,
/// `--focus-class`).
public enum FocusChoice: Hashable, Sendable {
    /// The view printed at this address (`0x16e8fbd0`).
    case address(String)
    /// The imported view with this number (views are numbered 1, 2, ... in the order printed).
    case view(Int)
    /// The first text input printed whose class, or UIKit class, is this (`UITextField`).
    case className(String)

    /// `0x...` is an address, a whole number a view's number.
    public init(_ text: String) {
        if text.lowercased().hasPrefix("0x") {
            self = .address(text)
        } else if let number = Int(text) {
            self = .view(number)
        } else {
            self = .address(text)
        }
    }

    /// As the user named it.
    var name: String {
        switch self {
        case .address(let address): return address
        case .view(let number): return "view \(number)"
        case .className(let name): return name
        }
    }
}
