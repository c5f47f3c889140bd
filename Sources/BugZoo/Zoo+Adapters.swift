import AvoidCore
import Generators
import ViewTree

extension Zoo {
    /// AvoidKit's adapter with one fault each, then AvoidKit's adapter running a wrong engine
    /// (`overlapOnFirstShow`), which only the pipeline's invariants judge as such.
    package static let adapters: [AdapterUnderTest] =
        AdapterFault.allCases.map(faulty) + [.running(articles[0])]

    /// The adapter with one fault, named after it.
    package static func faulty(_ fault: AdapterFault) -> AdapterUnderTest {
        AdapterUnderTest(fault.rawValue) { tree, configuration throws(AdapterError) in
            try FaultyAdapter(fault: fault, tree: tree, configuration: configuration)
        }
    }
}
