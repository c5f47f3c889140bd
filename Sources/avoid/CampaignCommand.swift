import Campaign
import Foundation
import Invariants

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
          --threads N       worker threads (default: active cores)
          --invariants L    comma-separated invariant numbers (default: all 12)
          --quiet           no progress lines
        exit status: 0 nothing new failed, 1 a new failure, 2 usage error
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["quiet", "help"])
        if args.has("help") {
            print(usage)
            return 0
        }
        try args.rejectUnknown(["seed", "cases", "seconds", "shard", "model", "record", "report", "threads", "invariants", "quiet", "round-size"])
        let seed = try args.seed("seed") ?? 0x5eed
        let budget: CampaignConfiguration.Budget
        if let seconds = try args.double("seconds") {
            budget = .seconds(seconds)
        } else {
            budget = .casesPerInvariant(try args.int("cases") ?? 20_000)
        }
        var shardIndex = 0, shardCount = 1
        if let shard = args.string("shard") {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw Arguments.UsageError(description: "--shard takes I/N with 1 <= I <= N, got '\(shard)'")
            }
            shardIndex = parts[0] - 1
            shardCount = parts[1]
        }
        let modelName = args.string("model") ?? "AvoidCore"
        guard let model = ModelCatalog.model(named: modelName) else {
            throw Arguments.UsageError(description: "unknown model '\(modelName)'; see 'avoid models'")
        }
        var invariants = Invariant.allCases
        if let list = args.string("invariants") {
            invariants = try list.split(separator: ",").map { text in
                guard let number = Int(text), let invariant = Invariant(rawValue: number) else {
                    throw Arguments.UsageError(description: "--invariants takes numbers 1...12, got '\(text)'")
                }
                return invariant
            }
        }
        let configuration = CampaignConfiguration(
            seed: seed, budget: budget, shardIndex: shardIndex, shardCount: shardCount, model: model, invariants: invariants,
            recordDirectory: args.string("record").map { URL(fileURLWithPath: $0) },
            threads: try args.int("threads") ?? ProcessInfo.processInfo.activeProcessorCount,
            casesPerRound: try args.int("round-size") ?? 2_000)
        print("campaign seed 0x\(String(seed, radix: 16)), model \(model.name), shard \(shardIndex + 1)/\(shardCount), \(configuration.threads) threads")
        let quiet = args.has("quiet")
        let result = Campaign.run(configuration) { line in if !quiet { print(line) } }
        print("\(result.totalCases) cases in \(String(format: "%.1f", result.seconds)) s: \(Int(Double(result.totalCases) / max(result.seconds, 1e-9))) cases/s")
        for failure in result.failures {
            print("FAILED \(failure.invariant): \(failure.caseFile.map { "\($0)\(failure.isNew ? " (new)" : " (already recorded)")" } ?? "not recorded")")
            print(failure.explanation)
            print("replay: Scripts/replay --choices '\(failure.shrunkChoices)' --invariant \(failure.invariant.rawValue) --model \(model.name)")
        }
        if let path = args.string("report") {
            try Data(CampaignReport.markdown(result).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            print("report: \(path)")
        }
        return result.foundSomethingNew ? 1 : 0
    }
}
