import AvoidCore
import ViewTree

/// Turns a printed hierarchy into a `ViewTree` the adapters and the judge replay: views with
/// their frames and transforms, text fields and text views, scroll views with their offset and
/// content size (and, from iOS 11, UIKit's adjusted inset), bars, view controllers' root views,
/// the window and the screen, the first responder. Whatever the text does not print is taken
/// by a rule and listed (`DescribedScreen.assumptions`); nothing is guessed silently.
///
/// The internals of a text input (its label, background, field editor, text container) are
/// not imported; a `UIFieldEditor` among them shows that the field is editing. A
/// `UITableViewWrapperView` (iOS 7-10) is imported as a plain view, as it never scrolls.
public struct ScreenImporter: Sendable {
    /// The screen's size; `nil`: the window's, or what the root view reaches.
    public var screen: Size?
    /// The first responder; `nil`: the text field holding a field editor, if any.
    public var focus: FocusChoice?

    /// An importer with these choices.
    public init(screen: Size? = nil, focus: FocusChoice? = nil) {
        self.screen = screen
        self.focus = focus
    }

    /// The screen `text` prints.
    /// - Throws: `ViewDescriptionError` naming the line at fault.
    public func importScreen(_ text: String) throws(ViewDescriptionError) -> DescribedScreen {
        try importScreen(ViewDescriptionParser().parse(text))
    }

    /// The screen `source` describes.
    /// - Throws: `ViewDescriptionError` naming the line at fault.
    /// - Complexity: O(views × depth), plus a safe-area walk per controller root.
    public func importScreen(_ source: ViewDescription) throws(ViewDescriptionError) -> DescribedScreen {
        var build = ScreenBuild(source: source)
        build.chooseViews()
        build.findControllerRoots()
        var tree = try build.makeTree(screen: screen)
        try build.addBarSafeAreas(to: &tree)
        try build.chooseFocus(focus, in: &tree)
        let checks = try build.insetChecks(in: tree)
        return DescribedScreen(
            tree: tree, source: source, origins: build.origins, assumptions: build.assumptions, insetChecks: checks,
            device: build.device)
    }
}
