import AvoidCore
import Generators
import ViewTree

/// Models of other libraries' published keyboard-avoidance algorithms, to run the tree-level
/// properties against what apps ship today.
package enum Peers {
    /// Every peer, IQKeyboardManager 8.0.2 first.
    package static let adapters: [AdapterUnderTest] = [
        iqKeyboardManager(), iqKeyboardManager(.init(version: .v6)), tpKeyboardAvoiding,
    ]

    /// TPKeyboardAvoiding 1.3.5's published algorithm, named `tpkeyboardavoiding`.
    package static let tpKeyboardAvoiding = AdapterUnderTest("tpkeyboardavoiding") {
        tree, configuration throws(AdapterError) in
        try TPKeyboardAvoiding(tree: tree, configuration: configuration)
    }

    /// IQKeyboardManager's published algorithm with `options`, named `iqkeyboardmanager` (8.0.2)
    /// or `iqkeyboardmanager-6.5.16`.
    package static func iqKeyboardManager(_ options: IQKeyboardManagerOptions = .init()) -> AdapterUnderTest {
        let name = options.version == .v8 ? "iqkeyboardmanager" : "iqkeyboardmanager-\(options.version.rawValue)"
        return AdapterUnderTest(name) { tree, configuration throws(AdapterError) in
            try IQKeyboardManager(tree: tree, configuration: configuration, options: options)
        }
    }
}
