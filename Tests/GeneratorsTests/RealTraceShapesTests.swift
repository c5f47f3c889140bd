import AvoidCore
import PropertyKit
import Testing

@testable import Generators

/// What real device logs show (Tests/RegressionTests/Traces) and the generators therefore
/// produce: DidChangeFrame inside show and hide sequences, the eight-notification rotation
/// storm, hide frames keeping the shown height, and begin frames of another height.
@Suite struct RealTraceShapesTests {
    static let scenarios: [Scenario] = (UInt64(1)...3_000).compactMap { try? Gen<Scenario>.scenario.sample(seed: $0) }

    static func phases(_ inputs: ArraySlice<Input>) -> [KeyboardPhase?] {
        inputs.map { if case .keyboard(let event) = $0 { event.phase } else { nil } }
    }

    static func contains(_ order: [KeyboardPhase?]) -> Bool {
        scenarios.contains { scenario in
            let all = phases(scenario.inputs[...])
            return all.count >= order.count
                && (0...(all.count - order.count)).contains { Array(all[$0..<($0 + order.count)]) == order }
        }
    }

    @Test func didChangeFrameInsideShowAndHideSequences() {
        #expect(Self.contains([.willChangeFrame, .willShow, .didChangeFrame, .didShow]))
        #expect(Self.contains([.willChangeFrame, .willHide, .didChangeFrame, .didHide]))
    }

    @Test func theRotationStormOfEightNotifications() {
        let storm = Self.scenarios.contains { scenario in
            scenario.inputs.indices.contains { index in
                guard index >= 4, index + 4 < scenario.inputs.count, case .layoutChanged = scenario.inputs[index] else {
                    return false
                }
                let hide = Self.phases(scenario.inputs[(index - 4)..<index])
                let show = Self.phases(scenario.inputs[(index + 1)...(index + 4)])
                guard hide == [.willChangeFrame, .willHide, .didChangeFrame, .didHide],
                    show == [.willChangeFrame, .willShow, .didChangeFrame, .didShow],
                    case .keyboard(let didChange) = scenario.inputs[index - 2]
                else { return false }
                // Its DidChangeFrame reports the shown frame, without an animation.
                return didChange.endFrame.maxY <= scenario.scene.screen.height + scenario.scene.screen.width
                    && didChange.duration == 0 && didChange.curve == 0
            }
        }
        #expect(storm)
    }

    @Test func hideFramesKeepTheShownHeight() {
        let kept = Self.scenarios.contains { scenario in
            var shownHeight: Double?
            for input in scenario.inputs {
                guard case .keyboard(let event) = input else { continue }
                if event.phase == .willShow { shownHeight = event.endFrame.height }
                if event.phase == .didHide, let shownHeight, event.endFrame.height == shownHeight,
                    event.endFrame.minY > 0, shownHeight != event.endFrame.width
                {
                    let offscreen = KeyboardPlan.offscreen.frame(
                        on: DeviceSetup(model: DeviceModel.all[0], landscape: false, zoomed: false))
                    if shownHeight != offscreen.height { return true }
                }
            }
            return false
        }
        #expect(kept)
    }

    @Test func beginFramesOfAnotherHeight() {
        let begins = Self.scenarios.flatMap { scenario in
            scenario.inputs.compactMap { input -> KeyboardEvent? in if case .keyboard(let e) = input { e } else { nil }
            }
        }
        #expect(begins.contains { $0.phase == .willShow && $0.beginFrame.height == 54 && $0.endFrame.height > 54 })
    }
}
