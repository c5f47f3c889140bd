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
        // The property-testing kit (generic part must not import AvoidCore).
        .target(name: "Generators"),

        // Unit and example tests mirroring each library's sources.
        .testTarget(name: "AvoidCoreTests", dependencies: ["AvoidCore"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Generators"]),
        // The invariant suite and the replay of every recorded failure.
        .testTarget(name: "PropertyTests", dependencies: ["AvoidCore", "Generators"]),
        .testTarget(
            name: "RegressionTests",
            dependencies: ["AvoidCore", "Generators"],
            // Case files are read from the source tree (#filePath) so new ones need no rebuild.
            exclude: ["Cases"]
        ),

        // Release-build micro-benchmarks: they print figures and never run under `swift test`.
        .executableTarget(name: "EngineBenchmark", dependencies: ["AvoidCore"]),
        .executableTarget(name: "KitBenchmark", dependencies: ["Generators"]),
    ],
    swiftLanguageModes: [.v6]
)
