#if canImport(UIKit) && os(iOS)
    import AvoidCore
    import Foundation
    import TreeAdapters
    import TreeAvoidance
    import UIKit
    import ViewTree

    /// Keyboard avoidance for a view controller in one line:
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     KeyboardAvoidance.install(in: self)
    /// }
    /// ```
    ///
    /// It listens to the six keyboard notifications and to begin and end editing of every text
    /// field and text view, in either order; on each it maps the window's views onto a
    /// `ViewTree`, lets `TreeAvoidance` read, decide and apply, and writes back what changed
    /// with the keyboard's own animation. It restores everything when the view disappears.
    /// Every decision is made by the platform-free model, which the package's tests prove.
    @MainActor public final class KeyboardAvoidance {
        private weak var host: UIView?
        private var adapter: TreeAvoidance<AvoidanceEngine>?
        private var tokens: [NSObjectProtocol] = []
        /// What went wrong last, if anything (also printed): a tree or notification the model rejected.
        public private(set) var lastError: (any Error)?

        /// Avoidance for `host` (a view controller's root view, or any view to move).
        public init(host: UIView) {
            self.host = host
        }

        /// Adds avoidance to `controller`'s view, started and stopped with its appearance.
        @discardableResult public static func install(in controller: UIViewController) -> KeyboardAvoidance {
            let avoidance = KeyboardAvoidance(host: controller.view)
            let child = AppearanceForwarder(avoidance: avoidance)
            controller.addChild(child)
            controller.view.addSubview(child.view)
            child.didMove(toParent: controller)
            return avoidance
        }

        /// Starts listening (the view appeared).
        public func start() {
            guard tokens.isEmpty else { return }
            let center = NotificationCenter.default
            let keyboard = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            ]
            for name in keyboard {
                tokens.append(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                        let event = Self.decode(note)
                        MainActor.assumeIsolated { self?.keyboard(event) }
                    })
            }
            let editing = [
                UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
                UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
                UITextView.textDidChangeNotification,
            ]
            for name in editing {
                tokens.append(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                        MainActor.assumeIsolated { self?.handle(.treeChanged, animation: nil) }
                    })
            }
            handle(.appear, animation: nil)
        }

        /// Stops listening and gives back everything it changed (the view is disappearing).
        public func stop() {
            handle(.disappear, animation: nil)
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens = []
        }

        /// The live hierarchy as JSON in the view-tree format, for a bug report that anyone can
        /// replay with `avoid tree` (call it from the debugger or a test).
        public func dump() throws -> Data {
            guard let window = host?.window else { return Data() }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(LiveViews.tree(of: window, host: host).0)
        }

        /// The notification's event or its typed error (`Result(catching:)` keeps the error's
        /// type only from Swift 6 on).
        private nonisolated static func decode(_ note: Notification) -> Result<KeyboardEvent, KeyboardEventError> {
            do throws(KeyboardEventError) { return .success(try KeyboardEvent(note)) } catch { return .failure(error) }
        }

        private func keyboard(_ event: Result<KeyboardEvent, KeyboardEventError>) {
            switch event {
            case .success(let keyboard): handle(.keyboard(keyboard), animation: keyboard.animation)
            case .failure(let error): report(error)
            }
        }

        private func handle(_ event: AdapterEvent, animation: Animation?) {
            guard let host, let window = host.window else { return }
            do {
                let (tree, views) = try LiveViews.tree(of: window, host: host)
                if adapter == nil { adapter = try TreeAvoidance(tree: tree) }
                var changed = tree
                let step = try adapter?.handle(event, in: &changed)
                let timing = animation ?? step?.decision.animation ?? .keyboard
                let options = UIView.AnimationOptions(rawValue: UInt(max(0, timing.curve)) << 16)
                UIView.animate(withDuration: timing.duration, delay: 0, options: [options, .beginFromCurrentState]) {
                    LiveViews.write(changed, over: tree, to: views)
                }
            } catch { report(error) }
        }

        private func report(_ error: any Error) {
            lastError = error
            print("keyboard avoidance: \(error)")
        }
    }

    /// A child view controller with an empty hidden view: UIKit forwards its parent's
    /// appearance to it, which starts and stops the avoidance.
    @MainActor final class AppearanceForwarder: UIViewController {
        let avoidance: KeyboardAvoidance

        init(avoidance: KeyboardAvoidance) {
            self.avoidance = avoidance
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = UIView(frame: .zero)
            view.isHidden = true
            view.isUserInteractionEnabled = false
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            avoidance.start()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            avoidance.stop()
        }
    }
#endif
