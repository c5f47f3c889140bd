import Invariants

/// The Markdown report of a campaign: cases per property, coverage tables, each failure with
/// its readable counterexample, picture and case file.
public enum CampaignReport {
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
        lines += ["", "## Coverage", "", "Share of cases reaching each situation, per property.", ""]
        lines.append("| situation | " + configuration.invariants.map { "I\($0.rawValue)" }.joined(separator: " | ") + " |")
        lines.append("|---|" + configuration.invariants.map { _ in "---:" }.joined(separator: "|") + "|")
        for situation in Situation.allCases {
            let cells = configuration.invariants.indices.map { index -> String in
                let cases = result.cases[index]
                guard cases > 0 else { return "-" }
                return String(format: "%.0f%%", Double(result.situations[index][situation] ?? 0) * 100 / Double(cases))
            }
            lines.append("| \(situation.rawValue) | " + cells.joined(separator: " | ") + " |")
        }
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
                lines.append("Case file: `\(file)`\(failure.isNew ? " (new)" : " (already recorded)"); picture: [\(svg)](\(svg))")
                lines.append("")
            }
            lines.append("Replay: `\(replayCommand(failure, in: result))`")
            lines.append("")
            lines.append("Rerun from the seed: `\(rerunCommand(failure, in: result))`")
            lines += ["", "```", failure.explanation, "```"]
        }
        return lines.joined(separator: "\n") + "\n"
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
