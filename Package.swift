// swift-tools-version:6.0
// AvoidKit: a keyboard-avoidance engine for iOS and the property-based suite that proves it.
// No dependencies beyond the toolchain (Foundation, Synchronization, Swift Testing).
import PackageDescription

let package = Package(
    name: "AvoidKit",
    products: [
        .library(name: "AvoidCore", targets: ["AvoidCore"]),
        .library(name: "Generators", targets: ["Generators"]),
    ],
    targets: [
        // The engine: geometry, scene, keyboard model, reducer, notification decoding.
        .target(name: "AvoidCore"),
        // The property-testing kit. Its generic part (Random, Choices, Gen, Shrinking, Runner,
        // Statistics, Replay) imports nothing of ours; Domain/ composes it into realistic scenes.
        .target(name: "Generators", dependencies: ["AvoidCore", "Invariants"]),
        // The invariant catalogue as code: scenarios, an independent oracle and the checker,
        // shared by the property suite, the regression replayer, the nightly and the fuzzer.
        .target(name: "Invariants", dependencies: ["AvoidCore"]),
        // Engines that model known wrong approaches, to prove the invariants catch them.
        .target(name: "BugZoo", dependencies: ["AvoidCore", "Invariants"]),
        // The nightly campaign: rounds on all cores, shrinking, case files, Markdown report.
        .target(name: "Campaign", dependencies: ["AvoidCore", "Generators", "Invariants", "BugZoo"]),
        // `avoid`: run the campaign, replay a case (decisions, ASCII picture, SVG) from the shell.
        .executableTarget(name: "avoid", dependencies: ["AvoidCore", "Generators", "Invariants", "BugZoo", "Campaign"]),

        // Unit and example tests mirroring each library's sources.
        .testTarget(name: "AvoidCoreTests", dependencies: ["AvoidCore"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["AvoidCore", "Generators", "Invariants"]),
        // The invariant suite and the replay of every recorded failure.
        .testTarget(name: "InvariantsTests", dependencies: ["AvoidCore", "Invariants", "BugZoo"]),
        .testTarget(name: "PropertyTests", dependencies: ["AvoidCore", "Generators", "Invariants", "BugZoo"]),
        .testTarget(
            name: "RegressionTests",
            dependencies: ["AvoidCore", "Generators", "Invariants", "BugZoo", "Campaign"],
            // Case files are read from the source tree (#filePath) so new ones need no rebuild.
            exclude: ["Cases"]
        ),

        // libFuzzer entry point (no main.swift; built only with `--sanitize fuzzer` by Scripts/fuzz).
        .executableTarget(name: "AvoidFuzz", dependencies: ["AvoidCore", "Generators", "Invariants", "BugZoo"]),

        // Release-build micro-benchmarks: they print figures and never run under `swift test`.
        .executableTarget(name: "EngineBenchmark", dependencies: ["AvoidCore"]),
        .executableTarget(name: "KitBenchmark", dependencies: ["Generators"]),
        // Whole domain cases (generate, run, check all invariants): the figure #7 asks for.
        .executableTarget(name: "DomainBenchmark", dependencies: ["Generators", "Invariants"]),
    ],
    swiftLanguageModes: [.v6]
)
