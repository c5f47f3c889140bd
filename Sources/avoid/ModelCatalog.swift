import BugZoo
import Invariants

/// Every model the command line can run, by name.
enum ModelCatalog {
    static func model(named name: String) -> ModelUnderTest? { Zoo.model(named: name) }

    static var names: [String] { [ModelUnderTest.avoidCore.name, Zoo.control.name] + Zoo.all.map(\.name) }
}
