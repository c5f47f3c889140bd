// Release-build benchmark of whole domain cases: generate a scenario (device, layout, inputs),
// run AvoidCore over it and check all twelve invariants, through the kit's runner.
// Run: swift build -c release --product DomainBenchmark && .build/release/DomainBenchmark [cases] [runs]
// Prints the median of several runs on one core and on every core.
import Dispatch
import Foundation  // the core count
import Generators
import Invariants
import Synchronization

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let casesPerRun = arguments.first ?? 20_000
let runs = arguments.dropFirst().first ?? 5
let cores = ProcessInfo.processInfo.activeProcessorCount

/// Checked cases per second of `threads` runners, each generating `casesPerRun` cases from its
/// own seed. Only cases the property ran count: the runner skips exact repeats of a passed case.
func rate(threads: Int, run: Int) -> Double {
    let clock = ContinuousClock()
    let checked = Atomic<Int>(0)
    let elapsed = clock.measure {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var configuration = PropertyConfiguration()
            configuration.cases = casesPerRun
            configuration.seed = UInt64(0xD0_0000 + run * 64 + thread)
            let report = runProperty("domain", Gen<Scenario>.scenario, configuration: configuration) { scenario in
                if let violation = ModelUnderTest.avoidCore.firstViolation(of: Invariant.allCases, in: scenario) {
                    throw Broken(violation: violation)
                }
            }
            precondition(report.passed, "\(report)")
            checked.add(report.casesRun, ordering: .relaxed)
        }
    }
    let (seconds, attoseconds) = elapsed.components
    return Double(checked.load(ordering: .relaxed)) / (Double(seconds) + Double(attoseconds) * 1e-18)
}

struct Broken: Error { var violation: Violation }

func median(threads: Int) -> Double {
    let rates = (0..<runs).map { rate(threads: threads, run: $0) }.sorted()
    return rates[rates.count / 2]
}

print(
    "DomainBenchmark: generate, run AvoidCore, check all 12 invariants (\(casesPerRun) cases per thread, median of \(runs) runs)"
)
let one = median(threads: 1)
print("1 core: \(Int(one)) cases/s")
let all = median(threads: cores)
print("\(cores) cores: \(Int(all)) cases/s")
