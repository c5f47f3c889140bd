import AvoidCore
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    // Just enough of UIKit for the AvoidCore guide's observer snippet to compile and run here.
    struct CGAffineTransform: Equatable {
        var ty: CGFloat
        static let identity = CGAffineTransform(ty: 0)
        init(ty: CGFloat) { self.ty = ty }
        init(translationX: CGFloat, y: CGFloat) { ty = y }
    }
    struct UIEdgeInsets: Equatable {
        var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    }
    @MainActor class UIView {
        struct AnimationOptions: OptionSet {
            let rawValue: UInt
        }
        var transform = CGAffineTransform.identity
        static func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
            animations: () -> Void
        ) { animations() }
    }
    @MainActor final class UIScrollView: UIView {
        var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var contentOffset = CGPoint.zero
    }
#endif

// BEGIN DOCUMENT OBSERVER
/// Moves a view controller's root view, and the scroll views in it, as AvoidCore decides.
@MainActor final class KeyboardAvoider {
    private let hostView: UIView
    private let scrollViews: [ContainerID: UIScrollView]
    private var observer: KeyboardObserver?

    /// `scene` describes `hostView` (fields, containers, bars, safe areas) before any shift.
    init(
        hostView: UIView, scrollViews: [ContainerID: UIScrollView], scene: Scene,
        center: NotificationCenter = .default
    ) throws {
        self.hostView = hostView
        self.scrollViews = scrollViews
        let engine = try AvoidanceEngine(scene: scene)  // a typed error for an invalid scene
        observer = KeyboardObserver(
            engine: engine, center: center,
            onDecision: { [weak self] decision in
                // Keyboard notifications, and so their decisions, arrive on the main thread.
                MainActor.assumeIsolated { self?.apply(decision) }
            },
            onError: { error in print("keyboard avoidance: \(error)") })
    }

    func start() { observer?.start() }  // viewWillAppear
    func stop() { observer?.stop() }  // viewWillDisappear: everything goes back

    /// From textFieldDidBeginEditing (the field's id in the scene) and didEndEditing (nil).
    func focus(_ field: FieldID?) {
        do { try observer?.send(.focus(field)) } catch { print("keyboard avoidance: \(error)") }
    }

    private func apply(_ decision: Decision) {
        guard let containers = observer?.engine.scene.containers else { return }
        let curve = UIView.AnimationOptions(rawValue: UInt(decision.animation.curve) << 16)
        UIView.animate(withDuration: decision.animation.duration, delay: 0, options: curve) {
            self.hostView.transform = CGAffineTransform(translationX: 0, y: decision.hostOffset)
            // Every container: the adjusted one gets its new inset and offset, the others
            // (all of them after a hide) get back what the scene says they had.
            for container in containers {
                guard let scrollView = self.scrollViews[container.id] else { continue }
                let inset = decision.placement.contentInset(of: container)
                let offset = decision.placement.contentOffset(of: container)
                scrollView.contentInset = UIEdgeInsets(
                    top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
                scrollView.contentOffset = CGPoint(x: offset.x, y: offset.y)
            }
        }
    }
}
// END DOCUMENT OBSERVER

/// The AvoidCore guide's observer snippet, compiled here against stand-ins for the UIKit calls it makes,
/// and driven through real notifications.
@Suite struct ObserverSnippetTests {
    /// An iPhone 15 form: a scroll view filling the screen below the navigation bar, a field in it
    /// low on the screen.
    static let scene = Scene(
        screen: Size(width: 393, height: 852), screenSafeArea: EdgeInsets(top: 59, bottom: 34),
        hostSafeArea: EdgeInsets(top: 59, bottom: 34),
        bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44))],
        fields: [Field(id: 1, frame: Rect(x: 16, y: 700, width: 361, height: 44), container: 1)],
        containers: [
            ScrollContainer(
                id: 1, frame: Rect(x: 0, y: 103, width: 393, height: 749), contentSize: Size(width: 393, height: 1200),
                contentOffset: Point(x: 0, y: 0), contentInset: EdgeInsets(bottom: 34))
        ])

    static func post(_ center: NotificationCenter, _ phase: KeyboardPhase) {
        let frame = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
        center.post(
            name: Notification.Name(phase.notificationName), object: nil,
            userInfo: [
                KeyboardUserInfoKey.frameEnd: NSValue(rect: frame),
                KeyboardUserInfoKey.frameBegin: NSValue(rect: frame),
                KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
                KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
                KeyboardUserInfoKey.isLocal: NSNumber(value: true),
            ])
    }

    @MainActor @Test func theSnippetScrollsTheFormAndRestoresIt() throws {
        let center = NotificationCenter()
        let host = UIView()
        let form = UIScrollView()
        form.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let avoider = try KeyboardAvoider(hostView: host, scrollViews: [1: form], scene: Self.scene, center: center)
        avoider.start()
        avoider.focus(1)
        Self.post(center, .willShow)
        // The keyboard covers the form's bottom 336 pt: the inset grows by that overlap (34 -> 336)
        // and the form scrolls the field (bottom 744 in content, 847 on screen) above 516 - 10.
        #expect(Double(form.contentInset.bottom) == 336)
        #expect(Double(form.contentOffset.y) == 847 - 506)
        #expect(host.transform.ty == 0)
        Self.post(center, .willHide)
        #expect(form.contentInset.bottom == 34)
        #expect(form.contentOffset.y == 0)
        Self.post(center, .willShow)
        avoider.stop()
        #expect(form.contentInset.bottom == 34 && form.contentOffset.y == 0 && host.transform.ty == 0)
    }

    @Test func theGuideShowsThisSnippetVerbatim() throws {
        let block = try #require(
            try DocumentBlock.region("OBSERVER", in: #filePath, indent: 0), "snippet markers not found")
        #expect(try DocumentBlock.document("Guides/AvoidCore.md", from: #filePath).contains(block))
    }
}
