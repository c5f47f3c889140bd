import AvoidCore
import AvoidanceShell
import Generators
import ViewTree

extension AdapterUnderTest {
    /// The UIKit shell's core on fake UIKit views: the code an app runs, judged like the model.
    package static let shell = shell("shell", rules: .uikit)

    /// The shell with `rules`, under `name`, on fake views whose moved roots report their safe
    /// area as `safeArea` says.
    package static func shell(
        _ name: String, rules: ShellRules, safeArea: FakeViews.SafeAreaUnderTransform = .frozen
    ) -> AdapterUnderTest {
        AdapterUnderTest(name) { tree, configuration throws(AdapterError) in
            try ShellAdapter(tree: tree, configuration: configuration, rules: rules, safeArea: safeArea)
        }
    }

    /// The shell on fake views whose moved roots report their safe area as `safeArea` says.
    package static func shell(safeArea: FakeViews.SafeAreaUnderTransform) -> AdapterUnderTest {
        safeArea == .frozen ? shell : shell("shell-safe-area-\(safeArea.rawValue)", rules: .uikit, safeArea: safeArea)
    }
}
