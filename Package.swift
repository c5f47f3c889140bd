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
        // For anyone: the property-testing kit alone, and its Swift Testing integration.
        .library(name: "PropertyKit", targets: ["PropertyKit"]),
        .library(name: "PropertyKitTesting", targets: ["PropertyKit", "PropertyKitTesting"]),
        // For teams with their own keyboard code: the invariants, the scene generators, the
        // Swift Testing harness and the campaign, to judge any engine.
        .library(name: "AvoidConformance", targets: ["Invariants", "Generators", "InvariantTesting", "Campaign"]),
    ],
    targets: [
        // The engine: geometry, scene, keyboard model, reducer, notification decoding.
        .target(name: "AvoidCore"),
        // The generic property-testing kit (random source, choices, generators, shrinker,
        // runner, statistics, replay strings). Depends on nothing of ours; no Swift Testing.
        .target(name: "PropertyKit"),
        // `property(...)` inside a Swift Testing `@Test`: one issue per failure, with replay lines.
        .target(name: "PropertyKitTesting", dependencies: ["PropertyKit"]),
        // The invariant catalogue as code: scenarios, an independent oracle, the checker and
        // case files. Judges any `AvoidanceModel`, AvoidCore's engine among them.
        .target(name: "Invariants", dependencies: ["AvoidCore", "PropertyKit"]),
        // A hand-written random layout generator: realistic iOS scenes (devices, windows, bars,
        // fields, scroll containers), keyboards and notification episodes, built on the kit.
        .target(name: "Generators", dependencies: ["AvoidCore", "PropertyKit", "Invariants"]),
        // Each invariant as a Swift Testing property over generated scenes, for any model.
        .target(
            name: "InvariantTesting",
            dependencies: ["AvoidCore", "PropertyKit", "PropertyKitTesting", "Invariants", "Generators"]),
        // The campaign: every invariant against a model, in rounds on all cores, with shrinking,
        // case files and a Markdown report. Any model: a team's own nightly can run theirs.
        .target(name: "Campaign", dependencies: ["AvoidCore", "PropertyKit", "Generators", "Invariants"]),
        // Engines that model known wrong approaches, to prove the invariants catch them.
        .target(name: "BugZoo", dependencies: ["AvoidCore", "Invariants"]),
        // Keyboard notifications as Apple platforms print them (NSLog, print), parsed into events.
        .target(name: "KeyboardTraces", dependencies: ["AvoidCore"]),
        // `avoid`: run the campaign, replay a case (decisions, ASCII picture, SVG) from the shell.
        .executableTarget(
            name: "avoid", dependencies: ["AvoidCore", "PropertyKit", "Generators", "Invariants", "BugZoo", "Campaign"]),

        // Unit and example tests mirroring each library's sources.
        .testTarget(name: "AvoidCoreTests", dependencies: ["AvoidCore"]),
        .testTarget(name: "PropertyKitTests", dependencies: ["PropertyKit", "PropertyKitTesting"]),
        .testTarget(name: "PropertyKitTestingTests", dependencies: ["PropertyKit", "PropertyKitTesting"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["AvoidCore", "PropertyKit", "Generators", "Invariants"]),
        .testTarget(name: "InvariantsTests", dependencies: ["AvoidCore", "Invariants", "BugZoo"]),
        .testTarget(
            name: "KeyboardTracesTests", dependencies: ["AvoidCore", "KeyboardTraces", "PropertyKit", "PropertyKitTesting"]),
        .testTarget(name: "InvariantTestingTests", dependencies: ["AvoidCore", "PropertyKit", "Invariants", "InvariantTesting"]),
        // The invariant suite: every invariant as a property, and the bug zoo it must catch.
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "AvoidCore", "PropertyKit", "PropertyKitTesting", "Generators", "Invariants", "InvariantTesting", "BugZoo",
            ]),
        // The replay of every recorded failure, and the campaign end to end.
        .testTarget(
            name: "RegressionTests",
            dependencies: [
                "AvoidCore", "PropertyKit", "PropertyKitTesting", "Generators", "Invariants", "InvariantTesting", "BugZoo",
                "Campaign",
            ],
            // Case files are read from the source tree (#filePath) so new ones need no rebuild.
            exclude: ["Cases", "Traces"]
        ),

        // libFuzzer entry point (no main.swift; built only with `--sanitize fuzzer` by Scripts/fuzz).
        .executableTarget(
            name: "AvoidFuzz",
            dependencies: ["AvoidCore", "PropertyKit", "Generators", "Invariants", "BugZoo", "KeyboardTraces"]),

        // Release-build micro-benchmarks: they print figures and never run under `swift test`.
        .executableTarget(name: "EngineBenchmark", dependencies: ["AvoidCore", "PropertyKit"]),
        .executableTarget(name: "KitBenchmark", dependencies: ["PropertyKit"]),
        // Whole domain cases: generate a scenario, run the engine, check every invariant.
        .executableTarget(name: "DomainBenchmark", dependencies: ["AvoidCore", "PropertyKit", "Generators", "Invariants"]),
    ],
    swiftLanguageModes: [.v6]
)
