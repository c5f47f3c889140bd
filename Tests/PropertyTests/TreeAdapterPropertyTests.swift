import AvoidConformance
import BugZoo
import Generators
import PropertyKit
import PropertyKitTesting
import Testing
import TreeAvoidance
import ViewTree

/// The adapter from a view tree to a decision and back: every tree-level property over generated
/// screens and stories, and each wrong adapter caught by the property named for its mistake.
@Suite struct TreeAdapterPropertyTests {
    static func configuration(cases: Int, seed: UInt64 = 0x7EE) -> PropertyConfiguration {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.seed = seed
        configuration.cases = cases
        return configuration
    }

    @Test func treeAvoidanceKeepsEveryTreeProperty() {
        var configuration = Self.configuration(cases: 300)
        configuration.coverage = GeneratedTreeScenario.requiredSituations.map {
            .cover($0.percent, $0.situation.rawValue)
        }
        property(Gen<GeneratedTreeScenario>.treeScenario, configuration: configuration) { screen in
            if let violation = TreeChecker().firstViolation(adapter: .treeAvoidance, episode: screen.episode) {
                throw TreeInvariantBroken(violation: violation)
            }
        }
    }

    /// The property each wrong adapter must break, judged alone: every property is some wrong
    /// adapter's, so each has caught a real mistake before its green counts.
    static let catchers: [String: TreeInvariant] = [
        "readsShiftedFrames": .readsUnshifted, "convertsThroughScreen": .visibleInWindow,
        "overwritesAppTransform": .restoresAppValues, "restoresStaleInset": .restoresAppValues,
        "ignoresAdjustedInset": .insetFollowsKeyboard, "ignoresIntermediateScrollOffset": .visibleInWindow,
        "shiftsWindow": .writesOnlyItsOwn, "accumulatesShift": .idempotent, "requiresFirstResponder": .total,
        "ignoresCaret": .minimalInWindow, "TreeAvoidance(overlapOnFirstShow)": .keepsEveryInvariant,
        "outermostControllerHost": .writesOnlyItsOwn, "outerScrollViewContainer": .writesOnlyItsOwn,
        "ignoresHiddenAncestor": .minimalInWindow, "ignoresKeyboardDistance": .visibleInWindow,
        "measuresBeginFrame": .visibleInWindow,
    ]

    @Test func everyTreePropertyHasAWrongAdapterItCatches() {
        let witnessed = Set(Self.catchers.values).union([.noDoubleShift, .endsAtTheLine])
        #expect(witnessed == Set(TreeInvariant.allCases))
        #expect(Set(Self.catchers.keys) == Set(Zoo.adapters.map(\.name)))
    }

    /// The first case in `cases` where `adapter` breaks `property`, shrunk.
    static func counterexample(_ adapter: AdapterUnderTest, _ property: TreeInvariant, cases: Int = 400)
        -> Counterexample<GeneratedTreeScenario>?
    {
        runProperty(
            "tree zoo \(adapter.name) \(property)", Gen<GeneratedTreeScenario>.treeScenario,
            configuration: configuration(cases: cases)
        ) { screen in
            if let violation = TreeChecker([property]).firstViolation(adapter: adapter, episode: screen.episode) {
                throw TreeInvariantBroken(violation: violation)
            }
        }.counterexample
    }

    @Test(arguments: Zoo.adapters.map(\.name))
    func everyWrongAdapterIsCaughtByItsPropertyWithASmallTree(name: String) throws {
        let adapter = try #require(Zoo.adapters.first { $0.name == name })
        let property = try #require(Self.catchers[name])
        let example = try #require(
            Self.counterexample(adapter, property), "\(name) kept \(property.rawValue) in 400 cases")
        let shrunk = example.shrunk.episode
        print("tree zoo \(name): \(shrunk.tree.nodes.count) views, \(shrunk.steps.count) steps: \(example.failure)")
        // Ten views: the smallest tree some mistakes need is a form sheet holding a table of
        // three rows (cell and content view each) with the field in the last.
        #expect(shrunk.tree.nodes.count <= 10, "\(name) shrank to \(shrunk.tree.nodes.count) views")
    }

    /// A focus change never shifts twice: the adapters that double-shift break it too.
    @Test(arguments: ["readsShiftedFrames", "accumulatesShift"])
    func doubleShiftingAdaptersBreakNoDoubleShift(name: String) throws {
        let adapter = try #require(Zoo.adapters.first { $0.name == name })
        #expect(Self.counterexample(adapter, .noDoubleShift) != nil)
    }
}

extension TreeAdapterPropertyTests {
    /// A move no larger than the keyboard needs: the adapter that shifts again on every event
    /// lifts the field past the line.
    @Test func anAccumulatingAdapterBreaksEndsAtTheLine() throws {
        let adapter = try #require(Zoo.adapters.first { $0.name == "accumulatesShift" })
        #expect(Self.counterexample(adapter, .endsAtTheLine) != nil)
    }
}

/// A broken tree-level property, as a property failure.
struct TreeInvariantBroken: Error, CustomStringConvertible {
    var violation: TreeViolation
    var description: String { violation.description }
}
