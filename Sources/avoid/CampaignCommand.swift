import AvoidConformance
import AvoidCore
import Dispatch
import Foundation
import Generators

/// `avoid campaign`: the invariant properties at a large budget, with case files and a report.
enum CampaignCommand {
    static let usage = """
        usage: avoid campaign [--seed N] [--cases N | --seconds S] [--shard I/N] [--model NAME]
                              [--record DIR] [--report FILE] [--threads N] [--invariants 1,5,11] [--quiet]

          --seed N          campaign seed, decimal or 0x-hex (default 0x5eed); Scripts/nightly passes a fresh one
          --cases N         cases per invariant (default: 20000 when no --seconds)
          --seconds S       wall-clock budget; rounds are deterministic, the clock only stops them
          --shard I/N       run shard I of N (1-based): shards draw disjoint streams
          --model NAME      AvoidCore (default), control, or a zoo engine (avoid models)
          --record DIR      record shrunk failures as case files (and SVGs) in DIR
          --report FILE     write the Markdown report to FILE
          --threads N       worker threads (default: active cores); part of what a seed reruns
          --invariants L    comma-separated invariant numbers (default: all \(Invariant.allCases.count))
          --progress S      at most one progress line every S seconds (default 5; 0: every round)
          --quiet           no progress lines
        exit status: 0 nothing new failed, 1 a new failure, 2 usage error
        """

    /// The options, parsed: everything but the output.
    struct Options {
        var configuration: CampaignConfiguration
        var quiet: Bool
        var progressSeconds: Double
        var report: String?
    }

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["quiet", "help"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        let options = try parse(args, in: commandLine)
        let configuration = options.configuration
        let model = configuration.model
        let shard = "\(configuration.shardIndex + 1)/\(configuration.shardCount)"
        let output = commandLine.output
        output(
            "campaign seed 0x\(String(configuration.seed, radix: 16)), model \(model.name), shard \(shard), \(configuration.threads) threads"
        )
        let progress = throttled(every: options.quiet ? .infinity : options.progressSeconds, output)
        let result = Campaign.run(configuration, progress: progress)
        output(
            "\(result.totalCases) cases in \(String(format: "%.1f", result.seconds)) s: \(Int(Double(result.totalCases) / max(result.seconds, 1e-9))) cases/s"
        )
        for failure in result.failures {
            output(
                "FAILED \(failure.invariant): \(failure.caseFile.map { "\($0)\(failure.isNew ? " (new)" : " (already recorded)")" } ?? "not recorded")"
            )
            output(failure.explanation)
            output("replay: " + CampaignReport.replayCommand(failure, in: result))
            output("rerun:  " + CampaignReport.rerunCommand(failure, in: result))
        }
        if let path = options.report {
            try Data(CampaignReport.markdown(result).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            output("report: \(path)")
        }
        return result.foundSomethingNew ? 1 : 0
    }

    static func parse(_ args: Arguments, in commandLine: AvoidCommandLine) throws(UsageError) -> Options {
        try args.rejectUnknown([
            "seed", "cases", "seconds", "shard", "model", "record", "report", "threads", "invariants", "quiet",
            "round-size", "progress",
        ])
        if args.string("cases") != nil, args.string("seconds") != nil {
            throw UsageError("--cases and --seconds exclude each other: give one budget")
        }
        let budget: CampaignConfiguration.Budget
        if let seconds = try args.double("seconds") {
            budget = .seconds(seconds)
        } else {
            budget = .casesPerInvariant(try args.int("cases") ?? 20_000)
        }
        var shardIndex = 0, shardCount = 1
        if let shard = args.string("shard") {
            (shardIndex, shardCount) = try parseShard(shard, option: "shard")
        }
        var invariants = Invariant.allCases
        if let list = args.string("invariants") {
            invariants = []
            for text in list.split(separator: ",", omittingEmptySubsequences: false) {
                invariants.append(try Arguments.invariant(text, option: "invariants"))
            }
        }
        let configuration = CampaignConfiguration(
            seed: try args.seed("seed") ?? 0x5eed, budget: budget, shardIndex: shardIndex, shardCount: shardCount,
            model: try commandLine.resolveModel(
                args.string("model") ?? ModelUnderTest.avoidCore.name, option: "--model"),
            invariants: invariants, recordDirectory: args.string("record").map { URL(fileURLWithPath: $0) },
            threads: try args.int("threads") ?? ProcessInfo.processInfo.activeProcessorCount,
            casesPerRound: try args.int("round-size") ?? CampaignConfiguration.defaultCasesPerRound)
        var progressSeconds = 5.0
        if let text = args.string("progress") {
            guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
                throw UsageError("--progress takes a number of seconds, 0 or more, got '\(text)'")
            }
            progressSeconds = seconds
        }
        return Options(
            configuration: configuration, quiet: args.has("quiet"), progressSeconds: progressSeconds,
            report: args.string("report"))
    }

    /// `output`, passing on a line only when `seconds` have passed since the last one passed on
    /// (the first always passes); the caller prints its summary whatever was dropped.
    static func throttled(every seconds: Double, _ output: @escaping @Sendable (String) -> Void)
        -> @Sendable (String) -> Void
    {
        guard seconds.isFinite else { return { _ in } }
        let last = Locked<UInt64?>(nil)
        return { line in
            let now = DispatchTime.now().uptimeNanoseconds
            let due = last.withLock { last in
                guard last.map({ Double(now - $0) / 1e9 >= seconds }) ?? true else { return false }
                last = now
                return true
            }
            if due { output(line) }
        }
    }

    /// `I/N` with `1 <= I <= N` as a 0-based index and a count.
    static func parseShard(_ text: String, option: String) throws(UsageError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index)
        else {
            throw UsageError("--\(option) takes I/N with 1 <= I <= N, for example 3/8, got '\(text)'")
        }
        return (index - 1, count)
    }
}
