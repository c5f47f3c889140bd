import AvoidCore
import AvoidanceModels

/// The bug zoo: every known wrong approach behind the `AvoidanceModel` interface.
package enum Zoo {
    /// The algorithms of four classic keyboard-avoidance tutorials.
    package static let seeds: [ModelUnderTest] = [
        ModelUnderTest("seed000") { scene, configuration throws(EngineError) in
            try Seed000Engine(scene: scene, configuration: configuration)
        },
        ModelUnderTest("seed002") { scene, configuration throws(EngineError) in
            try Seed002Engine(scene: scene, configuration: configuration)
        },
        ModelUnderTest("seed003") { scene, configuration throws(EngineError) in
            try Seed003Engine(scene: scene, configuration: configuration)
        },
        ModelUnderTest("seed004") { scene, configuration throws(EngineError) in
            try Seed004Engine(scene: scene, configuration: configuration)
        },
    ]

    /// AvoidCore's rule with one fault each.
    package static let faults: [ModelUnderTest] = Fault.allCases.map(faulty)

    /// Every wrong engine: seeds first, then single faults.
    package static let all: [ModelUnderTest] = seeds + faults

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

    /// The zoo member named `name` (or AvoidCore / control / trapping), for scripts and the command line.
    package static func model(named name: String) -> ModelUnderTest? {
        if name == ModelUnderTest.avoidCore.name { return .avoidCore }
        if name == control.name { return control }
        if name == trapping.name { return trapping }
        return all.first { $0.name == name }
    }
}
