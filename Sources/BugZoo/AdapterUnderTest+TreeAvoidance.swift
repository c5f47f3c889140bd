import AvoidCore
import Generators
import TreeAvoidance
import ViewTree

extension AdapterUnderTest {
    /// AvoidKit's adapter running AvoidCore's engine: the reference every wrong adapter is told
    /// from.
    package static let treeAvoidance = AdapterUnderTest("TreeAvoidance(AvoidCore)") {
        tree, configuration throws(AdapterError) in
        try TreeAvoidance(tree: tree, configuration: configuration)
    }

    /// AvoidKit's adapter running `model`'s engine, named after it.
    package static func running(_ model: ModelUnderTest) -> AdapterUnderTest {
        AdapterUnderTest("TreeAvoidance(\(model.name))", model: model) { tree, configuration throws(AdapterError) in
            try TreeAvoidance(tree: tree, configuration: configuration) {
                scene, configuration throws(EngineError) in
                ModelEngine(model: try Self.make(model.factory, scene, configuration))
            }
        }
    }

    private static func make<Factory: ModelFactory>(_ factory: Factory, _ scene: Scene, _ configuration: Configuration)
        throws(EngineError) -> any AvoidanceModel
    {
        try factory.make(scene: scene, configuration: configuration)
    }
}

/// Any model as the engine `TreeAvoidance` runs.
struct ModelEngine: AvoidanceModel {
    var model: any AvoidanceModel

    mutating func handle(_ input: Input) throws(EngineError) -> Decision { try model.handle(input) }

    /// Equal when both hold the same kind of model in the same state.
    static func == (lhs: ModelEngine, rhs: ModelEngine) -> Bool {
        func equal<Model: AvoidanceModel>(_ model: Model) -> Bool { (rhs.model as? Model) == model }
        return equal(lhs.model)
    }
}
