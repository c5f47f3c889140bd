import AvoidCore
import Generators

/// The bug zoo: every known wrong approach behind the `AvoidanceModel` interface.
package enum Zoo {
    /// The algorithms of four classic keyboard-avoidance articles, each named after its mistake.
    package static let articles: [ModelUnderTest] = [
        ModelUnderTest("overlapOnFirstShow") { scene, configuration throws(EngineError) in
            try OverlapOnFirstShowEngine(scene: scene, configuration: configuration)
        },
        ModelUnderTest("unclampedTransform") { scene, configuration throws(EngineError) in
            try UnclampedTransformEngine(scene: scene, configuration: configuration)
        },
        ModelUnderTest("keyboardHeightPerShow") { scene, configuration throws(EngineError) in
            try KeyboardHeightPerShowEngine(scene: scene, configuration: configuration)
        },
        ModelUnderTest("insetWithoutScrolling") { scene, configuration throws(EngineError) in
            try InsetWithoutScrollingEngine(scene: scene, configuration: configuration)
        },
    ]

    /// The names the article engines had before they were named after their mistakes, still
    /// accepted by ``model(named:)`` so that older case files and scripts find the same engine.
    package static let formerNames: [String: String] = [
        "seed000": "overlapOnFirstShow", "seed002": "unclampedTransform", "seed003": "keyboardHeightPerShow",
        "seed004": "insetWithoutScrolling",
    ]

    /// AvoidCore's rule with one fault each.
    package static let faults: [ModelUnderTest] = Fault.allCases.map(faulty)

    /// Every wrong engine: the articles first, then single faults.
    package static let all: [ModelUnderTest] = articles + faults

    /// The restatement with no fault: must pass everything, or the zoo proves nothing.
    package static let control = ModelUnderTest("control") { scene, configuration throws(EngineError) in
        try FaultyEngine(fault: nil, scene: scene, configuration: configuration)
    }

    /// The engine with one fault, named after it.
    package static func faulty(_ fault: Fault) -> ModelUnderTest {
        ModelUnderTest(fault.rawValue) { scene, configuration throws(EngineError) in
            try FaultyEngine(fault: fault, scene: scene, configuration: configuration)
        }
    }

    /// AvoidCore with a planted crash, for proving the fuzzer finds crashes (not part of `all`:
    /// a trap would end any test run that met it).
    package static let trapping = ModelUnderTest("trapping") { scene, configuration throws(EngineError) in
        try TrappingEngine(scene: scene, configuration: configuration)
    }

    /// Every name ``model(named:)`` knows except `trapping`, in the order the command line lists them.
    package static var names: [String] { [ModelUnderTest.avoidCore.name, control.name] + all.map(\.name) }

    /// The zoo member named `name` (or AvoidCore / control / trapping), for scripts and the command line;
    /// a former name (``formerNames``) finds the engine under its current name.
    package static func model(named name: String) -> ModelUnderTest? {
        if let current = formerNames[name] { return model(named: current) }
        if name == ModelUnderTest.avoidCore.name { return .avoidCore }
        if name == control.name { return control }
        if name == trapping.name { return trapping }
        return all.first { $0.name == name }
    }
}
