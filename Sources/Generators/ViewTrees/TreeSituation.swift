import ViewTree

/// What a generated tree scenario reaches, as `Situation` is for engine-level scenarios: the
/// labels its cases are counted by, so a property can require a share of each.
public enum TreeSituation: String, CaseIterable, Hashable, Sendable {
    case noBars = "no bars"
    case translucentNavigationBar = "translucent navigation bar"
    case opaqueNavigationBar = "opaque navigation bar"
    case toolbar = "toolbar"
    case tabBar = "tab bar"
    case splitViewWindow = "split view window"
    case stageManagerWindow = "stage manager window"
    case formSheet = "form sheet"
    case popover = "popover"
    case appTransform = "app transform"
    case textViewCaret = "text view caret"
    case hiddenPane = "hidden pane"
    case fieldInAViewThatAvoidsTheKeyboard = "a field in a view that avoids the keyboard itself"
    case systemInsetDiffers = "UIKit adjusts a scroll view otherwise than the model"
    case scrollViewTheUserCannotScroll = "a scroll view the user cannot scroll"
    case viewBesideTheScreen = "a view beside the screen"
    case screenInAContainerView = "the screen in a container view"
    case formInTheRootView = "form in the root view"
    case fieldInATableCell = "field in a table cell"
    case fieldInACollectionCell = "field in a collection cell"
    case adjustmentAutomatic = "adjustment automatic"
    case adjustmentScrollableAxes = "adjustment scrollableAxes"
    case adjustmentNever = "adjustment never"
    case adjustmentAlways = "adjustment always"
    case containerScrolledSideways = "container scrolled sideways"
    case pagedScrollView = "paged scroll view"
    case nestedScrollView = "nested scroll view"
    case outerScrollViewScrolled = "outer scroll view scrolled"
    case focusMovedWithTheKeyboardUp = "focus moved with the keyboard up"
    case insetChangedWithTheKeyboardUp = "app changed an inset with the keyboard up"
    case userScrolledWithTheKeyboardUp = "user scrolled with the keyboard up"
    case transformChangedWithTheKeyboardUp = "app changed the transform with the keyboard up"
    case disappeared = "disappeared"
    case scrollViewResetAsItLeft = "app reset a scroll view as it left"
    case rotatedWithTheKeyboardUp = "rotated with the keyboard up"
    case frameLayoutWithTheKeyboardUp = "frame layout with the keyboard up"
    case popCancelledWithTheKeyboardUp = "pop cancelled with the keyboard up"
    case interactivePop = "interactive pop"
    case hugeView = "huge view"
    case hostUpsideDownWithTheKeyboardUp = "host turned upside down with the keyboard up"
    case viewScaledToNothingWithTheKeyboardUp = "a view scaled to nothing with the keyboard up"
    case keyboardOnAnotherScreen = "a keyboard on another screen"
    case readOnlyTextSelectedWithTheKeyboardUp = "read-only text selected with the keyboard up"
    case fingerOnAScrollViewWithTheKeyboardUp = "a finger on a scroll view with the keyboard up"
    case keyboardHiddenUnderTheFinger = "the keyboard hidden while the user scrolls"
    case frameOfAnotherSizeWithTheKeyboardUp = "a container gave the host a frame of another size with the keyboard up"
    case keyboardHiddenAroundALayout = "the keyboard hidden and shown again around a container's layout"
    case keyboardBeforeTheLayout = "the keyboard's new frame posted before the container's layout"
    case keyboardWhileAway = "a keyboard notification while the view is away"
    case keyboardAsTheViewAppears = "a keyboard notification between viewWillAppear and viewDidAppear"
    case keyboardUpAcrossADisappearance = "the keyboard up across a disappearance"
    case popWithTheResponderResigned = "an interactive pop with the first responder resigned and restored"
    case sheetThatMovesItself = "an iPad sheet that UIKit moves itself, holding the field"

    /// The situation of a scroll view adjusted by `behavior`.
    public static func adjustment(_ behavior: InsetAdjustmentBehavior) -> TreeSituation {
        switch behavior {
        case .automatic: return .adjustmentAutomatic
        case .scrollableAxes: return .adjustmentScrollableAxes
        case .never: return .adjustmentNever
        case .always: return .adjustmentAlways
        }
    }
}
