/// One view controller as `_printHierarchy` prints it:
/// `<CustomViewController 0x1053133f0>, state: appeared, view: <UIView 0x1053205d0>`.
public struct DescribedController: Hashable, Sendable {
    /// The 1-based line that prints it.
    public var line: Int
    /// The controller's class.
    public var className: String
    /// The view's class.
    public var viewClass: String
    /// The view's address, when printed.
    public var viewAddress: String?
    /// `false` for a view printed `not in the window`.
    public var isInWindow: Bool

    /// A controller as printed.
    public init(line: Int, className: String, viewClass: String, viewAddress: String?, isInWindow: Bool) {
        self.line = line
        self.className = className
        self.viewClass = viewClass
        self.viewAddress = viewAddress
        self.isInWindow = isInWindow
    }
}
