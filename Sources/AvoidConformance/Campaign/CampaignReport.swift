/// The Markdown report of a campaign: cases per property, coverage tables, each failure with
/// its readable counterexample, picture and case file.
public enum CampaignReport {
    /// The report as Markdown: the run, each failure with its picture and replay line, and the coverage table.
    public static func markdown(_ result: CampaignResult) -> String {
        let configuration = result.configuration
        var lines = [
            "# AvoidKit campaign report", "",
            "- model: `\(configuration.model.name)`",
            "- seed: `0x\(String(configuration.seed, radix: 16))`, shard \(configuration.shardIndex + 1) of \(configuration.shardCount)",
            "- \(result.totalCases) cases in \(String(format: "%.1f", result.seconds)) s (\(Int(Double(result.totalCases) / max(result.seconds, 1e-9))) cases/s, \(configuration.threads) threads), \(result.rounds) rounds",
            "- failures: \(result.failures.count) (\(result.failures.filter(\.isNew).count) new)", "",
            "## Cases per property", "", "| invariant | cases | result |", "|---|---:|---|",
        ]
        for (index, invariant) in configuration.invariants.enumerated() {
            let failed = result.failures.contains { $0.invariant == invariant }
            lines.append("| \(invariant) | \(result.cases[index]) | \(failed ? "**failed**" : "passed") |")
        }
        lines += coverageSection(result)
        if !result.failures.isEmpty { lines += ["", "## Failures"] }
        for failure in result.failures {
            lines += [
                "", "### \(failure.invariant)", "",
                "Found in round \(failure.round); shrunk from \(failure.originalFields) fields and \(failure.originalInputs) inputs to "
                    + "\(failure.shrunk.scene.fields.count) fields and \(failure.shrunk.inputs.count) inputs in \(failure.shrinkCalls) calls.",
                "",
            ]
            if let file = failure.caseFile {
                let svg = file.replacingOccurrences(of: ".json", with: ".svg")
                lines.append(
                    "Case file: `\(file)`\(failure.isNew ? " (new)" : " (already recorded)"); picture: [\(svg)](\(svg))"
                )
                lines.append("")
            }
            lines.append("Replay: `\(replayCommand(failure, in: result))`")
            lines.append("")
            lines.append("Rerun from the seed: `\(rerunCommand(failure, in: result))`")
            lines += ["", "```", failure.explanation, "```"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Per invariant, the share of its cases reaching each situation the catalogue requires of
    /// it, then every situation over all cases. One decimal; `BELOW` marks an unmet requirement.
    static func coverageSection(_ result: CampaignResult) -> [String] {
        let invariants = result.configuration.invariants
        func percent(_ count: Int, of cases: Int) -> String {
            cases == 0 ? "-" : String(format: "%.1f%%", Double(count) * 100 / Double(cases))
        }
        var lines = [
            "", "## Coverage", "",
            "Share of each invariant's cases that reach the situations the catalogue requires of it. Every invariant "
                + "draws from the same generator, so shares differ between invariants only by sampling.", "",
            "| invariant | situation | required | reached |", "|---|---|---:|---:|",
        ]
        for (index, invariant) in invariants.enumerated() {
            let cases = result.cases[index]
            let required = invariant.entry.coverage
            for situation in Situation.allCases {
                guard let minimum = required[situation] else { continue }
                let count = result.situations[index][situation] ?? 0
                let below = cases > 0 && Double(count) * 100 < minimum * Double(cases)
                lines.append(
                    "| \(invariant) | \(situation.rawValue) | \(String(format: "%.1f%%", minimum)) | "
                        + "\(percent(count, of: cases))\(below ? " **BELOW**" : "") |")
            }
        }
        lines += [
            "", "Every situation, over all \(result.totalCases) cases:", "", "| situation | cases | share |",
            "|---|---:|---:|",
        ]
        for situation in Situation.allCases {
            let count = result.situations.reduce(0) { $0 + ($1[situation] ?? 0) }
            lines.append("| \(situation.rawValue) | \(count) | \(percent(count, of: result.totalCases)) |")
        }
        return lines
    }

    /// The command that replays `failure`'s shrunk case exactly: its choices, its invariant
    /// (the only one judged) and the campaign's model.
    public static func replayCommand(_ failure: CampaignFailure, in result: CampaignResult) -> String {
        "Scripts/replay --choices '\(failure.shrunkChoices)' --invariant \(failure.invariant.rawValue) --model \(result.configuration.model.name)"
    }

    /// The command that reruns the campaign's rounds up to the one that found `failure`, for
    /// its invariant alone: seed, shard, cases, threads (they decide how cases are split into
    /// streams) and model. Shrinking has a time budget, so the shrunk case can differ on a much
    /// slower machine; the replay line does not depend on that.
    public static func rerunCommand(_ failure: CampaignFailure, in result: CampaignResult) -> String {
        let configuration = result.configuration
        var words = [
            "Scripts/replay --seed 0x" + String(configuration.seed, radix: 16),
            "--shard \(configuration.shardIndex + 1)/\(configuration.shardCount)",
            "--cases \((failure.round + 1) * configuration.casesPerRound)", "--threads \(configuration.threads)",
        ]
        if configuration.casesPerRound != CampaignConfiguration.defaultCasesPerRound {
            words.append("--round-size \(configuration.casesPerRound)")
        }
        words += ["--invariant \(failure.invariant.rawValue)", "--model \(configuration.model.name)"]
        return words.joined(separator: " ")
    }
}
