import AvoidCore
import Generators
import Testing
import ViewTree

/// What UIKit tells a shell for each step (`Documentation/Internals/UIKitCalls.md`): the
/// notifications and appearance calls, and nothing for what the app, its containers and the
/// user do.
@Suite struct UIKitCallTests {
    static let show = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 516, width: 393, height: 336))
    static let tree = ViewTreeFixture.empty

    @Test func onlyNotificationsEditingAndAppearanceReachTheShell() {
        #expect(TreeStep.keyboard(Self.show).callsFromUIKit == [.keyboard(Self.show, otherScreen: false)])
        #expect(TreeStep.keyboardOnAnotherScreen(Self.show).callsFromUIKit == [.keyboard(Self.show, otherScreen: true)])
        #expect(TreeStep.appear.callsFromUIKit == [.willAppear(returning: true), .didAppear])
        #expect(TreeStep.willAppear.callsFromUIKit == [.willAppear(returning: true)])
        #expect(TreeStep.popCancelled.callsFromUIKit == [.willAppear(returning: false), .didAppear])
        #expect(TreeStep.popStarted.callsFromUIKit == [.willDisappear(interactive: true)])
        #expect(TreeStep.disappear.callsFromUIKit == [.willDisappear(interactive: false), .didDisappear])
        for step: TreeStep in [.focus(2), .caret(2, .zero), .selectReadOnlyText(in: 1)] {
            #expect(step.callsFromUIKit == [.editing], "\(step)")
        }
        let silent: [TreeStep] = [
            .inset(2, .bottom, by: 10), .scroll(2, to: .zero), .drag(2, to: nil), .flick(2, to: .zero), .letGo(2),
            .transform(1, .identity), .layout(Self.tree), .layoutInside(Self.tree, keeping: 1),
            .frame(1, .zero), .hugeView(in: 1), .flip(1), .collapse(1, .vertical),
        ]
        for step in silent { #expect(step.callsFromUIKit.isEmpty, "\(step)") }
    }

    /// A call a shell may leave unanswered leaves the screen as the last answer did.
    @Test func whichCallsAShellAnswers() {
        #expect(UIKitCall.keyboard(Self.show, otherScreen: false).isAnswered)
        #expect(!UIKitCall.keyboard(Self.show, otherScreen: true).isAnswered)
        #expect(UIKitCall.editing.isAnswered && UIKitCall.didAppear.isAnswered && UIKitCall.didDisappear.isAnswered)
        #expect(!UIKitCall.willAppear(returning: true).isAnswered)
        #expect(!UIKitCall.willDisappear(interactive: true).isAnswered)
        #expect(UIKitCall.willDisappear(interactive: false).isAnswered)
    }
}

/// A one-view tree for steps that carry one.
enum ViewTreeFixture {
    static let empty: ViewTree = {
        // A valid one-view tree: built from literals that cannot fail.
        guard
            let tree = try? ViewTree(
                screen: Size(width: 393, height: 852),
                nodes: [ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 393, height: 852))])
        else { preconditionFailure("a one-view tree") }
        return tree
    }()
}
