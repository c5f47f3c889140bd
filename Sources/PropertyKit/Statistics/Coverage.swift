/// Label counts of a run, and the check of declared requirements against them.
public struct Coverage: Sendable, Hashable {
    /// Cases counted.
    public private(set) var cases = 0
    /// Label counts, one row per label in first-seen order (no hash-order dependence).
    public private(set) var rows: [(label: String, count: Int)] = []
    private var positions: [String: Int] = [:]
    /// For each row, the last case that counted it: a label repeated within a case counts once
    /// without a per-case list of the labels seen (that scan was quadratic in the labels).
    private var lastCounted: [Int] = []
    /// The row last found for a label of each length (modulo 64). Labels are nearly always
    /// string constants, and equal constants compare by identity, so most lookups check one row
    /// instead of hashing the whole label.
    private var rowByLength: [Int] = Array(repeating: -1, count: 64)

    /// An empty tally.
    public init() {}

    /// Counts one case carrying `labels` (each label once per case). O(labels).
    public mutating func count(_ labels: [String]) {
        cases += 1
        for label in labels {
            let slot = label.utf8.count & 63
            var position = rowByLength[slot]
            if position < 0 || rows[position].label != label {
                guard let found = positions[label] else {
                    rowByLength[slot] = rows.count
                    positions[label] = rows.count
                    rows.append((label, 1))
                    lastCounted.append(cases)
                    continue
                }
                position = found
                rowByLength[slot] = found
            }
            guard lastCounted[position] != cases else { continue }
            rows[position].count += 1
            lastCounted[position] = cases
        }
    }

    /// The percentage of cases labelled `label`.
    public func percent(_ label: String) -> Double {
        guard cases > 0, let position = positions[label] else { return 0 }
        return Double(rows[position].count) * 100 / Double(cases)
    }

    /// Requirements not met, in declaration order.
    public func unmet(_ requirements: [CoverageRequirement]) -> [CoverageRequirement] {
        requirements.filter { percent($0.label) < $0.minimumPercent }
    }

    /// A table of every label and requirement: label, count, percent, required, status.
    /// Labels sorted by name so the table is stable. O(labels log labels).
    public func table(_ requirements: [CoverageRequirement]) -> String {
        var labels = rows.map(\.label)
        for requirement in requirements where !labels.contains(requirement.label) { labels.append(requirement.label) }
        labels.sort()
        let width = max(5, labels.map(\.count).max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String {
            text + String(repeating: " ", count: max(0, count - text.count))
        }
        var lines = ["\(pad("label", width))  count  percent  required", String(repeating: "-", count: width + 27)]
        for label in labels {
            let count = positions[label].map { rows[$0].count } ?? 0
            let required = requirements.first { $0.label == label }
            let percentText = formatPercent(percent(label))
            var line = "\(pad(label, width))  \(pad(String(count), 5))  \(pad(percentText, 7))  "
            if let required {
                line +=
                    formatPercent(required.minimumPercent) + (percent(label) < required.minimumPercent ? "  BELOW" : "")
            } else {
                line += "-"
            }
            lines.append(line)
        }
        lines.append("(\(cases) cases)")
        return lines.joined(separator: "\n")
    }

    /// Equal in cases and rows (labels, counts and requirements).
    public static func == (lhs: Coverage, rhs: Coverage) -> Bool {
        lhs.cases == rhs.cases && lhs.rows.elementsEqual(rhs.rows) { $0 == $1 }
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cases)
        for row in rows {
            hasher.combine(row.label)
            hasher.combine(row.count)
        }
    }
}

/// `value` with one decimal and a percent sign, without Foundation formatting.
func formatPercent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
}
