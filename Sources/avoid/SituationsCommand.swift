import AvoidConformance
import Foundation
import Generators

/// `avoid fuzz-situations`: which labelled situations a fuzzing corpus reaches, as the nightly
/// reports them for generated cases.
enum SituationsCommand {
    static let usage = """
        usage: avoid fuzz-situations DIR... [--mode N]

          Reads every file in each DIR as a fuzzer's input (as AvoidFuzz reads it), and for the
          realistic scenarios among them prints the share reaching each labelled situation, then
          the situations some invariant requires that none reached.
          --mode N   the mode AVOIDKIT_FUZZ_MODE pinned (0...4)
        exit status: 0 printed, 2 usage error
        """

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        try args.rejectUnknown(["mode"], positional: .max)
        guard !args.positional.isEmpty else { throw UsageError("fuzz-situations needs a corpus DIR\n\n\(usage)") }
        var forcedMode: UInt8?
        if let text = args.string("mode") {
            guard let mode = UInt8(text), mode < FuzzInput.modeCount else {
                throw UsageError("--mode takes a fuzzer mode 0...\(FuzzInput.modeCount - 1), got '\(text)'")
            }
            forcedMode = mode
        }
        var files = 0, scenarios = 0
        var counts: [Situation: Int] = [:]
        for directory in args.positional {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                throw UsageError("fuzz-situations: no directory at '\(directory)'")
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                files += 1
                guard case .realistic(let scenario?) = FuzzInput.decode([UInt8](data), forcedMode: forcedMode) else {
                    continue
                }
                scenarios += 1
                for situation in Set(scenario.situations) { counts[situation, default: 0] += 1 }
            }
        }
        let output = commandLine.output
        output("\(scenarios) realistic scenarios among \(files) corpus inputs")
        output("| situation | inputs | share |")
        output("|---|---:|---:|")
        for situation in Situation.allCases {
            let count = counts[situation] ?? 0
            let share = scenarios == 0 ? "-" : String(format: "%.1f%%", Double(count) * 100 / Double(scenarios))
            output("| \(situation.rawValue) | \(count) | \(share) |")
        }
        let required = Set(Invariant.allCases.flatMap { $0.entry.coverage.keys })
        let missing = Situation.allCases.filter { required.contains($0) && counts[$0] == nil }
        output(
            missing.isEmpty
                ? "every required situation reached"
                : "required situations never reached: \(missing.map(\.rawValue).joined(separator: "; "))")
        return 0
    }
}
