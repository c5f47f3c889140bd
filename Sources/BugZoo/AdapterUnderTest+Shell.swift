import AvoidCore
import AvoidanceShell
import TreeAdapters
import TreeEpisodes
import ViewTree

extension AdapterUnderTest {
    /// The UIKit shell's core on fake UIKit views: the code an app runs, judged like the model.
    package static let shell = shell("shell", rules: .uikit)

    /// The shell with `rules`, under `name`.
    package static func shell(_ name: String, rules: ShellRules) -> AdapterUnderTest {
        AdapterUnderTest(name) { tree, configuration throws(AdapterError) in
            try ShellAdapter(tree: tree, configuration: configuration, rules: rules)
        }
    }
}

extension Zoo {
    /// The shell with one mistake each, as a device review found them in an earlier shell.
    package static let shells: [AdapterUnderTest] = ShellFault.allCases.map {
        AdapterUnderTest.shell("shell-\($0.rawValue)", rules: $0.rules)
    }
}

/// One mistake planted in the shell.
package enum ShellFault: String, CaseIterable, Sendable {
    /// The appearance is dropped when `viewWillAppear` finds no window: dead after any return.
    case appearsWithoutWindow
    /// Every view of the window is mapped: one huge view anywhere rejects every read.
    case mapsWholeWindow
    /// A read-only text view holding the selection is taken as the focus: every read fails.
    case readOnlyResponder
    /// A superview's frame layout of the shifted host is not undone: displaced after the hide.
    case ignoresFrameLayout
    /// An interactive pop restores at its start: a cancelled one leaves the field covered.
    case restoresAtPopStart

    /// The rules with this mistake.
    package var rules: ShellRules {
        var rules = ShellRules.uikit
        switch self {
        case .appearsWithoutWindow: rules.appearNeedsWindow = true
        case .mapsWholeWindow: rules.mapsWholeWindow = true
        case .readOnlyResponder: rules.responderFromTextClasses = true
        case .ignoresFrameLayout: rules.ignoresFrameLayout = true
        case .restoresAtPopStart: rules.restoresAtInteractiveStart = true
        }
        return rules
    }
}
