// Release-build benchmark of the property runner: cases per second for a trivial `Int`
// property and for an `[Int]` property at 10^3...10^6 cases (linear scaling check).
// Run: swift build -c release --product Benchmarks && .build/release/Benchmarks kit
import PropertyKit

private let repetitions = 5

/// Median wall time of `repetitions` runs of `body`, in seconds.
private func medianSeconds(_ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions { samples.append(TimeSpan.measure(body).seconds) }
    samples.sort()
    return samples[samples.count / 2]
}

private func configuration(cases: Int) -> PropertyConfiguration {
    var configuration = PropertyConfiguration()
    configuration.cases = cases
    configuration.seed = 1
    return configuration
}

private func format(_ value: Double, decimals: Int = 0) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return decimals == 0 ? String(Int(rounded)) : String(rounded)
}

private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The timed benchmarks: the trivial property, then the [Int] property at four sizes.
private func runBenchmarks() {
    print("KitBenchmark (medians of \(repetitions) runs or rounds, single thread)")

    let trivialCases = 1_000_000
    var trivialCalls = 0
    let trivial = medianSeconds {
        let report = runProperty("trivial", Gen.int, configuration: configuration(cases: trivialCases)) { x in
            try require(x &+ 0 == x)
        }
        precondition(report.passed)
        trivialCalls = report.casesRun
    }
    // Exact repeats of a passed case are generated but not run again; the call count says how many ran.
    print(
        "trivial Int property: \(trivialCases) cases in \(format(trivial, decimals: 3)) s = "
            + "\(format(Double(trivialCases) / trivial)) cases/s (\(trivialCalls) property calls)")

    print("[Int] property (Gen.int.array(), ~8 elements on average):")
    print("\(pad("cases", 9))  \(pad("seconds", 9))  \(pad("cases/s", 10))")
    let sizes = [1_000, 10_000, 100_000, 1_000_000]
    var samples: [Int: [Double]] = [:]
    // Rounds interleave the sizes, so a busy spell of the shared machine slows all of them alike.
    // Within a round a size runs back to back (each run with its own seed) until it has run 10^6
    // cases, and counts the mean: every sample then lasts about as long, so each is as exposed to
    // other tenants (a median of short runs would pick the undisturbed ones and flatter the small
    // sizes).
    for _ in 0..<repetitions {
        for cases in sizes {
            let runs = 1_000_000 / cases
            let elapsed = TimeSpan.measure {
                for run in 0..<runs {
                    var configuration = configuration(cases: cases)
                    configuration.seed = UInt64(1 + run)
                    let report = runProperty("list", Gen.int.array(), configuration: configuration) { list in
                        try require(list.reversed().reversed() == list)
                    }
                    precondition(report.passed)
                }
            }
            samples[cases, default: []].append(elapsed.seconds / Double(runs))
        }
    }
    var times: [Int: Double] = [:]
    for cases in sizes {
        let sorted = samples[cases, default: []].sorted()
        let time = sorted[sorted.count / 2]
        times[cases] = time
        print(
            "\(pad(String(cases), 9))  \(pad(format(time, decimals: 4), 9))  \(pad(format(Double(cases) / time), 10))")
    }
    if let big = times[1_000_000], let small = times[10_000] {
        print("time(10^6) / time(10^4) = \(format(big / small, decimals: 1)) (linear scaling: 100)")
    }
}

/// `Benchmarks kit`: the runner's cases per second.
func runKitBenchmark() {
    // `Benchmarks kit --cases trivial|list N`: only N cases of one property, untimed, for an
    // instruction counter (Scripts/kit-instructions runs it under callgrind at two sizes).
    if let flag = CommandLine.arguments.firstIndex(of: "--cases"), CommandLine.arguments.count > flag + 2,
        let cases = Int(CommandLine.arguments[flag + 2])
    {
        let passed: Bool
        switch CommandLine.arguments[flag + 1] {
        case "trivial":
            passed =
                runProperty("trivial", Gen.int, configuration: configuration(cases: cases)) { x in
                    try require(x &+ 0 == x)
                }.passed
        default:
            passed =
                runProperty("list", Gen.int.array(), configuration: configuration(cases: cases)) { list in
                    try require(list.reversed().reversed() == list)
                }.passed
        }
        precondition(passed)
    } else {
        runBenchmarks()
    }
}
