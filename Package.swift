// swift-tools-version:6.0
// AvoidKit: a keyboard-avoidance engine for iOS and the property-based suite that proves it.
// No dependencies beyond the toolchain (Foundation, Dispatch, Swift Testing).
import PackageDescription

let package = Package(
    name: "AvoidKit",
    // The engine's floor: nothing in AvoidCore needs more (Scripts/check-availability).
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        // For apps: the engine and its notification observer.
        .library(name: "AvoidCore", targets: ["AvoidCore"]),
        // For apps: keyboard avoidance in one line (`KeyboardAvoidance.install(in:)`), the view-tree
        // model and adapter it runs on, and the engine.
        .library(
            name: "AvoidUIKit", targets: ["AvoidUIKit", "AvoidanceShell", "TreeAvoidance", "ViewTree", "AvoidCore"]),
        // For anyone: the property-testing kit alone, and its Swift Testing integration.
        .library(name: "PropertyKit", targets: ["PropertyKit"]),
        .library(name: "PropertyKitTesting", targets: ["PropertyKit", "PropertyKitTesting"]),
        // For teams with their own keyboard code: the invariants, the scene generators and the
        // campaign, to judge any engine from any tool. Links no Swift Testing.
        .library(name: "AvoidConformance", targets: ["Generators", "AvoidConformance"]),
        // The same inside Swift Testing: each invariant as a `@Test`-ready property.
        .library(name: "AvoidConformanceTesting", targets: ["AvoidConformanceTesting"]),
    ],
    targets: [
        // The engine: geometry, scene, keyboard model, reducer, notification decoding.
        .target(name: "AvoidCore"),
        // A platform-free model of a UIKit view hierarchy: views with UIKit's geometry (centre,
        // bounds, transform), conversion between any two, safe areas, adjusted content insets;
        // and the contract every view-tree adapter keeps with the app and its judges (`Adapter/`).
        .target(name: "ViewTree", dependencies: ["AvoidCore"]),
        // The adapter: reads a scene from a view tree, runs the engine, writes the decision back
        // composed with the app's own values, and restores exactly what it changed.
        .target(name: "TreeAvoidance", dependencies: ["AvoidCore", "ViewTree"]),
        // The UIKit shell's every decision, platform-free: the seam it reads and writes UIKit's
        // views through, the lifecycle (when to appear, disappear, restore), what of the window it
        // reads and what it writes back. Judged on fake views like the model.
        .target(name: "AvoidanceShell", dependencies: ["AvoidCore", "ViewTree", "TreeAvoidance"]),
        // The UIKit shell (iOS only; empty elsewhere): UIKit's views, lifecycle and notifications
        // forwarded to `AvoidanceShell`, and the one-line adoption. It decides nothing.
        .target(name: "AvoidUIKit", dependencies: ["AvoidCore", "ViewTree", "AvoidanceShell"]),
        // The generic property-testing kit (random source, choices, generators, shrinker,
        // runner, statistics, replay strings). Depends on nothing of ours; no Swift Testing.
        .target(name: "PropertyKit"),
        // `property(...)` inside a Swift Testing `@Test`: one issue per failure, with replay lines.
        .target(name: "PropertyKitTesting", dependencies: ["PropertyKit"]),
        // What a test case is and who is under test (`Cases/`, `Subjects/`: scenarios and tree
        // episodes, the named model or adapter under test), and realistic iOS scenes, keyboards,
        // notification episodes and view trees drawn with the kit. Links no adapter and no judge.
        .target(name: "Generators", dependencies: ["AvoidCore", "PropertyKit", "ViewTree"]),
        // The judge: the invariant catalogue, an independent oracle, the checker, the tree-level
        // properties (`Tree/`), pictures, case files and the campaign. Judges any engine and any
        // view-tree adapter; links no adapter.
        .target(name: "AvoidConformance", dependencies: ["AvoidCore", "PropertyKit", "ViewTree", "Generators"]),
        // Each invariant as a Swift Testing property over generated scenes, for any model.
        .target(
            name: "AvoidConformanceTesting",
            dependencies: ["AvoidCore", "PropertyKit", "PropertyKitTesting", "Generators", "AvoidConformance"]),
        // UIKit's stand-in for the shell: views faked from a `ViewTree` that report what UIKit's
        // would, and the calls UIKit makes to a shell, in its order and only those. In no
        // product: it is what the suite runs the shell against.
        .target(
            name: "FakeUIKit", dependencies: ["AvoidCore", "ViewTree", "TreeAvoidance", "AvoidanceShell", "Generators"]),
        // Engines that model known wrong approaches, to prove the invariants catch them,
        // and the adapters under test: AvoidKit's, and AvoidKit's with one fault each.
        .target(
            name: "BugZoo",
            dependencies: ["AvoidCore", "ViewTree", "TreeAvoidance", "AvoidanceShell", "Generators", "FakeUIKit"]),
        // Models of other libraries' published algorithms as view-tree adapters (IQKeyboardManager
        // 8.0.2 and 6.5.16, TPKeyboardAvoiding 1.3.5), to run the tree-level properties against what
        // apps ship today. In no product: a model of another library's algorithm is a test
        // subject, not something to ship.
        .target(name: "Peers", dependencies: ["AvoidCore", "ViewTree", "TreeAvoidance", "Generators"]),
        // Keyboard notifications as Apple platforms print them (NSLog, print), parsed into events.
        .target(name: "KeyboardTraces", dependencies: ["AvoidCore"]),
        // View hierarchies as UIKit prints them (`recursiveDescription`, `_printHierarchy`, from lldb,
        // Swift, Cycript or Frida), read into a `ViewTree` with the assumptions the text forces.
        .target(name: "ViewDescriptions", dependencies: ["AvoidCore", "ViewTree"]),
        // `avoid`: run the campaign, replay a case (decisions, ASCII picture, SVG) or a keyboard
        // trace from the shell. Its commands are a value the tests run in process.
        .executableTarget(
            name: "avoid",
            dependencies: [
                "AvoidCore", "PropertyKit", "ViewTree", "TreeAvoidance", "Generators", "AvoidConformance", "BugZoo",
                "FakeUIKit", "Peers", "KeyboardTraces", "ViewDescriptions",
            ]),

        // Unit and example tests mirroring each library's sources.
        // The README's and guides' code blocks, mirrored by regions of test files: what the tests
        // that keep the documents' examples compiling share.
        .target(name: "DocumentBlocks", path: "Tests/Support/DocumentBlocks"),
        .testTarget(name: "AvoidCoreTests", dependencies: ["AvoidCore", "DocumentBlocks"]),
        // The view-tree model's laws, over generated screens as well as hand-built trees.
        .testTarget(
            name: "ViewTreeTests",
            dependencies: ["AvoidCore", "ViewTree", "PropertyKit", "PropertyKitTesting", "Generators"]),
        .testTarget(
            name: "TreeAvoidanceTests",
            dependencies: [
                "AvoidCore", "ViewTree", "TreeAvoidance", "PropertyKit", "PropertyKitTesting", "Generators",
                "DocumentBlocks",
            ]),
        .testTarget(
            name: "AvoidanceShellTests",
            dependencies: ["AvoidCore", "ViewTree", "AvoidanceShell", "BugZoo", "FakeUIKit"]),
        .testTarget(name: "PropertyKitTests", dependencies: ["PropertyKit", "PropertyKitTesting", "ShrinkProblems"]),
        .testTarget(name: "PropertyKitTestingTests", dependencies: ["PropertyKit", "PropertyKitTesting"]),
        .testTarget(
            name: "GeneratorsTests",
            dependencies: ["AvoidCore", "PropertyKit", "ViewTree", "Generators", "AvoidConformance"]),
        .testTarget(
            name: "AvoidConformanceTests",
            dependencies: [
                "AvoidCore", "PropertyKit", "PropertyKitTesting", "ViewTree", "TreeAvoidance", "Generators",
                "AvoidConformance", "BugZoo", "FakeUIKit",
            ]),
        .testTarget(
            name: "AvoidConformanceTestingTests",
            dependencies: ["AvoidCore", "PropertyKit", "Generators", "AvoidConformance", "AvoidConformanceTesting"]),
        .testTarget(
            name: "BugZooTests", dependencies: ["AvoidCore", "PropertyKit", "Generators", "AvoidConformance", "BugZoo"]),
        .testTarget(
            name: "PeersTests",
            dependencies: [
                "AvoidCore", "PropertyKit", "ViewTree", "TreeAvoidance", "Generators", "AvoidConformance", "BugZoo",
                "Peers",
            ]),
        .testTarget(
            name: "KeyboardTracesTests",
            dependencies: ["AvoidCore", "KeyboardTraces", "PropertyKit", "PropertyKitTesting"]),
        .testTarget(
            name: "ViewDescriptionsTests",
            dependencies: ["AvoidCore", "ViewTree", "ViewDescriptions", "PropertyKit", "PropertyKitTesting"]),
        // The invariant suite: every invariant as a property, and the bug zoo it must catch.
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "AvoidCore", "PropertyKit", "PropertyKitTesting", "ViewTree", "TreeAvoidance", "Generators",
                "AvoidConformance", "AvoidConformanceTesting", "BugZoo", "FakeUIKit", "KeyboardTraces",
            ]),
        // The repository's own promises: the README's module graph is the manifest and the manifest
        // the imports, every public declaration is documented, the scripts' options are checked.
        .testTarget(name: "RepositoryTests"),
        // The replay of every recorded failure, the command line, the README's sample failure.
        .testTarget(
            name: "RegressionTests",
            dependencies: [
                "AvoidCore", "PropertyKit", "ViewTree", "Generators", "AvoidConformance", "AvoidConformanceTesting",
                "BugZoo", "avoid",
            ],
            // Case files are read from the source tree (#filePath) so new ones need no rebuild.
            exclude: ["Cases", "Descriptions", "Traces", "Trees"]
        ),

        // libFuzzer entry point (no main.swift; built only with `--sanitize fuzzer` by Scripts/fuzz),
        // beside its corpus (`Fuzz/Corpus`).
        .executableTarget(
            name: "AvoidFuzz",
            dependencies: ["AvoidCore", "PropertyKit", "Generators", "AvoidConformance", "BugZoo", "KeyboardTraces"],
            path: "Fuzz/AvoidFuzz"),

        // The release-build benchmarks, one executable with a subcommand each (engine, kit, domain,
        // adapter, shrink): they print figures and never run under `swift test`.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "AvoidCore", "PropertyKit", "ViewTree", "TreeAvoidance", "AvoidanceShell", "Generators",
                "AvoidConformance", "FakeUIKit", "ShrinkProblems",
            ],
            path: "Benchmarks/Benchmarks"),
        // The shrink problems the kit is measured on (challenge, related values, same shape,
        // related collections, Hypothesis's quality suite), for the kit's tests and the shrink gate.
        .target(name: "ShrinkProblems", dependencies: ["PropertyKit"], path: "Benchmarks/ShrinkProblems"),
    ],
    swiftLanguageModes: [.v6]
)
