// Release-build benchmark of whole domain cases: generate a scenario (device, layout, inputs),
// run AvoidCore over it and check every invariant, through the kit's runner.
// Run: swift build -c release --product Benchmarks &&
//   .build/release/Benchmarks domain [cases] [runs] [--part whole|generating|checking]
// Prints the median of several runs on one core and on every core, then each half of a case
// alone on one core (generating; checking cases generated beforehand), and the mean inputs per
// case, so revisions whose generators draw larger or smaller cases compare per input.
// `--part` times that part alone on one core, for a profiler's count of just that work.
import AvoidConformance
import AvoidCore  // Locked
import Dispatch
import Foundation  // the core count
import Generators
import PropertyKit

/// What a timed run does with each case.
private enum Part: String {
    /// Generate, run AvoidCore and check all invariants.
    case whole
    /// Generate only (through the same runner, with a property that does nothing).
    case generating
    /// Check only: the same cases, generated before the clock starts.
    case checking
}

private let options = Array(CommandLine.arguments.dropFirst(2))
private let counts = options.compactMap { Int($0) }
private let casesPerRun = counts.first ?? 20_000
private let runs = counts.dropFirst().first ?? 5
private let cores = ProcessInfo.processInfo.activeProcessorCount
private let onlyPart: Part? = options.firstIndex(of: "--part").map { index in
    guard index + 1 < options.count, let part = Part(rawValue: options[index + 1]) else {
        print("domain: --part needs one of whole, generating, checking")
        exit(2)
    }
    return part
}

/// The runner's configuration for one thread of one run: its own seed, `casesPerRun` cases.
private func configuration(run: Int, thread: Int) -> PropertyConfiguration {
    var configuration = PropertyConfiguration()
    configuration.cases = casesPerRun
    configuration.seed = UInt64(0xD0_0000 + run * 64 + thread)
    return configuration
}

/// Cases per second of `threads` runners, each with `casesPerRun` cases from its own seed.
/// Only cases the property ran count: the runner skips exact repeats of a passed case.
private func rate(threads: Int, run: Int, part: Part = .whole) -> Double {
    let checked = Locked(0)
    let elapsed = Locked(0.0)  // seconds, summed over threads, of the timed part
    let wall = TimeSpan.measure {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let configuration = configuration(run: run, thread: thread)
            var scenarios: [Scenario] = []
            let report = runProperty("domain", Gen<Scenario>.situatedScenario, configuration: configuration) {
                scenario in
                switch part {
                case .whole: try check(scenario)
                case .generating: break
                case .checking: scenarios.append(scenario)
                }
            }
            precondition(report.passed, "\(report)")
            guard part == .checking else {
                checked.withLock { $0 += report.casesRun }
                return
            }
            let checking = TimeSpan.measure {
                for scenario in scenarios { try! check(scenario) }
            }
            checked.withLock { $0 += scenarios.count }
            elapsed.withLock { $0 += checking.seconds }
        }
    }
    let seconds =
        part == .checking
        ? elapsed.withLock { $0 } / Double(threads) : wall.seconds
    return Double(checked.withLock { $0 }) / seconds
}

private func check(_ scenario: Scenario) throws {
    if let violation = ModelUnderTest.avoidCore.firstViolation(of: Invariant.allCases, in: scenario) {
        throw Broken(violation: violation)
    }
}

private struct Broken: Error { var violation: Violation }

/// The mean number of inputs in the cases of one thread's first run (the same seed as the timed
/// runs): what a case holds, so figures of revisions that generate different cases compare.
private func meanInputsPerCase() -> Double {
    let configuration = configuration(run: 0, thread: 0)
    var cases = 0
    var inputs = 0
    _ = runProperty("domain", Gen<Scenario>.situatedScenario, configuration: configuration) { scenario in
        cases += 1
        inputs += scenario.inputs.count
    }
    return Double(inputs) / Double(max(cases, 1))
}

private func median(threads: Int, part: Part = .whole) -> Double {
    let rates = (0..<runs).map { rate(threads: threads, run: $0, part: part) }.sorted()
    return rates[rates.count / 2]
}

/// `Benchmarks domain`: whole domain cases per second.
func runDomainBenchmark() {
    if let onlyPart {
        let rate = median(threads: 1, part: onlyPart)
        print("1 core, \(onlyPart.rawValue) alone: \(Int(rate)) cases/s (\(casesPerRun) cases, median of \(runs) runs)")
        exit(0)
    }
    print(
        "DomainBenchmark: generate, run AvoidCore, check all \(Invariant.allCases.count) invariants (\(casesPerRun) cases per thread, median of \(runs) runs)"
    )
    let one = median(threads: 1)
    print("1 core: \(Int(one)) cases/s")
    let all = median(threads: cores)
    print("\(cores) cores: \(Int(all)) cases/s")
    // The halves alone bound the whole: a case costs their sum, so the whole is slower than either.
    let generating = median(threads: 1, part: .generating)
    print("1 core, generating only: \(Int(generating)) cases/s")
    let checking = median(threads: 1, part: .checking)
    print("1 core, checking only: \(Int(checking)) cases/s")
    let inputsPerCase = meanInputsPerCase()
    print("inputs per case: \((inputsPerCase * 100).rounded() / 100)")
    print("1 core, whole: \(Int(one * inputsPerCase)) inputs/s")
}
