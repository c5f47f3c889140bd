import AvoidCore
import ViewTree

/// The seam between the shell and UIKit: the live views of the host's window as the shell
/// reads and writes them. UIKit's conformance only forwards properties; a fake built from a
/// `ViewTree` conforms on every platform, so the shell's every decision runs in the tests.
public protocol LiveViews {
    /// A handle on one live view (`UIView` in an app).
    associatedtype View

    /// The window the host view is in, or `nil` while it is in none (a returning
    /// `viewWillAppear`, a disappeared view).
    var window: LiveWindow? { get }

    /// The host view: what the shell moves, a view controller's root view in an app.
    var host: View? { get }

    /// The subviews of `view`, back to front; of the window when `view` is `nil`.
    func subviews(of view: View?) -> [View]

    /// A view's stable identity while it lives.
    func id(of view: View) -> ViewID

    /// What the shell reads of `view`: kind, geometry, visibility, responder status.
    func facts(of view: View) -> LiveViewFacts

    /// The caret of a text view in its own coordinates (`caretRect(for: selectedTextRange.end)`);
    /// read only for the first responder, since it forces the text to lay out.
    func caret(of view: View) -> Rect?

    /// Makes `write` on `view`.
    mutating func apply(_ write: LiveWrite, to view: View)
}
