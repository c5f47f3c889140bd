#if canImport(UIKit) && os(iOS)
    import AvoidCore
    import AvoidanceShell
    import Foundation
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
    /// field and text view, in either order, and to the view's appearance; it hands each to
    /// `AvoidanceShell`, which reads the views the decision needs, lets `TreeAvoidance` decide and
    /// writes back what changed, here inside the keyboard's own animation. It restores everything
    /// when the view disappears. This type only forwards: every decision is platform-free and
    /// proven by the package's tests on fake views.
    @MainActor public final class KeyboardAvoidance {
        private var shell = AvoidanceShell<UIKitViews>()
        private var views: UIKitViews
        private var subscription: KeyboardSubscription?
        private var observations: [Observation] = []
        /// What went wrong last, if anything (also printed): views the model could not read, or a
        /// notification it rejected. Whatever had been written was given back.
        public private(set) var lastError: (any Error)?

        /// Avoidance for `host` (a view controller's root view, or any view to move), listening
        /// from now until it is released.
        public init(host: UIView) {
            views = UIKitViews(hostView: host)
            observe()
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

        /// The view will appear (`viewWillAppear`).
        public func start() { run(nil) { try $0.willAppear(in: &$1) } }

        /// The view appeared (`viewDidAppear`).
        public func didStart() { run(nil) { try $0.didAppear(in: &$1) } }

        /// The view will disappear (`viewWillDisappear`); `interactive` when the user is swiping
        /// back and may still cancel.
        public func stop(interactive: Bool = false) {
            run(nil) { try $0.willDisappear(in: &$1, interactive: interactive) }
        }

        /// The view disappeared (`viewDidDisappear`).
        public func didStop() { run(nil) { try $0.didDisappear(in: &$1) } }

        /// Leaves `view` and every text input in it alone: for a view that keeps itself clear of
        /// the keyboard (a composer pinned to `keyboardLayoutGuide`, your own keyboard code).
        /// UIKit's own avoiders (table and collection view controllers' views, SwiftUI's hosting
        /// views) are left alone without it.
        public func exclude(_ view: UIView) {
            views.excluded.insert(ObjectIdentifier(view))
            setNeedsUpdate()
        }

        /// Reads the views again: call it after a layout change that posts no notification (a
        /// self-sizing text view grew, a row was inserted above the field).
        public func setNeedsUpdate() { run(nil) { try $0.viewsChanged(in: &$1) } }

        /// The views the decision reads, as JSON in the view-tree format, for a bug report that
        /// anyone can replay with `avoid tree` (call it from the debugger or a test).
        public func dump() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(shell.tree(of: views))
        }

        private func observe() {
            let center = NotificationCenter.default
            subscription = KeyboardSubscription(center: center, queue: .main) { [weak self] event, note in
                let screen = (note.object as? UIScreen).map { ObjectIdentifier($0).hashValue }
                MainActor.assumeIsolated { self?.keyboard(event, onScreen: screen) }
            }
            let editing = [
                UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
                UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
                UITextView.textDidChangeNotification,
            ]
            for name in editing {
                observations.append(
                    Observation(
                        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                            MainActor.assumeIsolated { self?.setNeedsUpdate() }
                        }))
            }
        }

        private func keyboard(_ event: Result<KeyboardEvent, KeyboardEventError>, onScreen screen: Int?) {
            switch event {
            case .success(let keyboard):
                run(keyboard.animation) { try $0.keyboard(keyboard, onScreen: screen, in: &$1) }
            case .failure(let error): report(error)
            }
        }

        /// Runs one of the shell's entry points inside the keyboard's animation, or the
        /// configuration's for any other event.
        private func run(
            _ animation: Animation?,
            _ body: @escaping (inout AvoidanceShell<UIKitViews>, inout UIKitViews) throws -> AdapterStep?
        ) {
            let timing = animation ?? shell.configuration.defaultAnimation
            let options = UIView.AnimationOptions(rawValue: UInt(max(0, timing.curve)) << 16)
            UIView.animate(withDuration: timing.duration, delay: 0, options: [options, .beginFromCurrentState]) {
                do { _ = try body(&self.shell, &self.views) } catch { self.report(error) }
            }
        }

        private func report(_ error: any Error) {
            lastError = error
            print("keyboard avoidance: \(error)")
        }
    }

    /// A notification observation, removed when released.
    private final class Observation {
        let token: any NSObjectProtocol

        init(_ token: any NSObjectProtocol) { self.token = token }

        deinit { NotificationCenter.default.removeObserver(token) }
    }

    /// A child view controller with an empty hidden view: UIKit forwards its parent's
    /// appearance to it, which it hands on.
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

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            avoidance.didStart()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            avoidance.stop(interactive: transitionCoordinator?.isInteractive == true)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            avoidance.didStop()
        }
    }
#endif
