/// Runs `body` against values of `gen` and returns what happened, without touching Swift
/// Testing (the programmatic core; ``property(_:_:configuration:sourceLocation:_:)`` reports
/// it as a test issue).
///
/// Cases come from a stream derived from the configuration's seed and `name`. On the first
/// failure the case is replayed to confirm it reproduces, then shrunk.
/// A generated case whose choices repeat an earlier passing case exactly is counted as
/// generated but not run again (see ``PropertyReport/repeats``). Cases are drawn lean (no
/// spans; see `Source.isLean`) and a failing one is drawn again in full before shrinking. After
/// a few passing cases the next case is a mutation of it (see `SpanMutation`).
/// Cost: `cases` generations and at most `cases` calls, plus, when failing, one more
/// generation (recording in full) and at most `maxShrinkCalls` replays.
public func runProperty<Value>(
    _ name: String, _ gen: Gen<Value>, configuration: PropertyConfiguration = PropertyConfiguration(),
    _ body: (Value) throws -> Void
) -> PropertyReport<Value> {
    var report = PropertyReport<Value>(
        name: name, configuration: configuration, outcome: .passed, casesRun: 0, repeats: 0, rejections: 0,
        coverage: Coverage())

    if let error = configuration.environmentError {
        report.outcome = .invalidEnvironment(error)
        return report
    }
    if let replay = configuration.replay {
        guard let (values, format) = ChoiceString.decodeWithFormat(replay) else {
            report.outcome = .invalidReplay(message: ChoiceString.problem(with: replay))
            return report
        }
        report.outcome =
            withoutActuallyEscaping(body) { body in
                examine(values, format: format, caseNumber: 0, gen: gen, configuration: configuration, body: body)
            } ?? .passed
        return report
    }

    let database = configuration.database.database
    if let database {
        let replayed = withoutActuallyEscaping(body) { body in
            replayStoredExamples(database, name: name, gen: gen, configuration: configuration, body: body)
        }
        report.notes += replayed.notes
        if let outcome = replayed.outcome {
            report.outcome = outcome
            return report
        }
    }

    // Lean: a passing case needs no spans, and a failing one is drawn again, recorded, from
    // the random state it started from (generation is deterministic).
    var source = Source(random: configuration.stream(for: name))
    source.isLean = true
    var passedCases = PassedCases()
    // Replays the cases `IntegerCopies` edits.
    var editing = Source(replaying: [], maxChoices: source.maxChoices)
    // The mutation of the last passing case, run next (see `SpanMutation`), and the cases drawn
    // afresh so far (rejected ones too), which set collection sizes and the mutation's share.
    var mutation: [UInt64]? = nil
    var fresh = 0
    while report.casesGenerated < configuration.cases {
        source.reset()
        // Collections start small and grow to full size over the first cases.
        source.collectionSizeLimit = UInt64(min(8, 1 + fresh / 4))
        let start = source.random
        // A case in the mutation's share is recorded in full: its spans pick what to copy.
        let mutates = mutation == nil && SpanMutation.isInShare(start, caseNumber: fresh)
        source.isLean = !mutates
        var value: Value
        var edited: [UInt64]? = nil
        if let values = mutation {
            mutation = nil
            editing.replay(values)
            editing.isLean = true
            guard let mutated = try? gen.generate(&editing) else { continue }
            value = mutated
            edited = values
            swap(&source.choices, &editing.choices)
            swap(&source.labels, &editing.labels)
        } else {
            fresh += 1
            do {
                value = try gen.generate(&source)
            } catch {
                report.rejections += 1
                if report.rejections > configuration.maxRejections {
                    report.outcome = .rejectedTooMuch(
                        message:
                            "the generator rejected \(report.rejections) draws (\(error)) after \(report.casesGenerated) "
                            + "cases; loosen the filter or generate valid values directly")
                    return report
                }
                continue
            }
            // A few cases run with an earlier integer made equal to a later one instead.
            if IntegerCopies.isInShare(start),
                let values = IntegerCopies.edit(source.choices, drawn: source.drawn, start: start)
            {
                editing.replay(values)
                editing.isLean = true
                if let editedValue = try? gen.generate(&editing) {
                    value = editedValue
                    edited = values
                    // What the edited case drew stands for the case (both keep their capacity).
                    swap(&source.choices, &editing.choices)
                    swap(&source.labels, &editing.labels)
                }
            }
        }
        // An exact repeat of a passing case would pass again: count it, do not run it.
        let key = passedCases.key(for: source.choices)
        if let key, passedCases.contains(key) {
            report.repeats += 1
            if !source.labels.isEmpty || !configuration.coverage.isEmpty { report.coverage.count(source.labels) }
            continue
        }
        report.casesRun += 1
        do {
            try body(value)
            if let key { passedCases.insert(key) }
            if !source.labels.isEmpty || !configuration.coverage.isEmpty { report.coverage.count(source.labels) }
            if mutates { mutation = SpanMutation.edit(source.choices, spans: source.spans, start: start) }
        } catch {
            let values = edited ?? key ?? recorded(gen, from: start, in: &source)
            let caseNumber = report.casesGenerated
            report.outcome =
                withoutActuallyEscaping(body) { body in
                    examine(
                        values, caseNumber: caseNumber, gen: gen, configuration: configuration, passed: passedCases,
                        body: body)
                } ?? .flaky(original: value, choices: encoded(values, like: gen), failure: error)
            if let database, case .failed(let example) = report.outcome {
                report.notes += store(example.shrunkChoices, for: name, in: database)
            }
            return report
        }
    }
    let unmet = report.coverage.unmet(configuration.coverage)
    if !unmet.isEmpty { report.outcome = .insufficientCoverage(unmet: unmet) }
    return report
}

/// Replays the stored failures of `name`, smallest first: the first that still fails is
/// shrunk (the smaller form replaces its entry) and is the run's outcome; those that pass, or
/// no longer generate, are removed. Unreadable entries are noted and skipped.
private func replayStoredExamples<Value>(
    _ database: ExampleDatabase, name: String, gen: Gen<Value>, configuration: PropertyConfiguration,
    body: @escaping (Value) throws -> Void
) -> (outcome: PropertyReport<Value>.Outcome?, notes: [String]) {
    let (entries, problems) = database.entries(for: name)
    var notes = problems
    for entry in entries {
        guard let (values, format) = ChoiceString.decodeWithFormat(entry.choices) else { continue }
        switch examine(values, format: format, caseNumber: 0, gen: gen, configuration: configuration, body: body) {
        case .failed(var example)?:
            example.databaseEntry = entry.path
            if example.shrunkChoices != entry.choices {
                notes += store(example.shrunkChoices, for: name, in: database)
                if !database.isReadOnly && database.remove(entry) {
                    notes.append("example database: replaced \(entry.path) by its smaller form")
                }
            }
            return (.failed(example), notes)
        default:
            // It passes now (the bug is fixed) or no longer generates a value.
            if database.remove(entry) {
                notes.append("example database: removed \(entry.path) (\(entry.choices) passes now)")
            }
        }
    }
    return (nil, notes)
}

/// Saves `choices` for `name`; returns what to note (a failure to write is noted, not thrown).
private func store(_ choices: String, for name: String, in database: ExampleDatabase) -> [String] {
    if database.isReadOnly { return [] }
    do {
        guard let path = try database.save(choices, for: name) else { return [] }
        return ["example database: saved \(path)"]
    } catch {
        return ["example database: could not save \(choices) for '\(name)': \(error.localizedDescription)"]
    }
}

/// The choices of the case that `gen` draws from `start` (with `source`'s limits), recorded
/// in full: a lean source kept only the first few.
private func recorded<Value>(_ gen: Gen<Value>, from start: Xoshiro256StarStar, in source: inout Source) -> [UInt64] {
    source.random = start
    source.isLean = false
    source.reset()
    // Generation is deterministic, so this draws the same case; a generator that depends on
    // outside state may not, and the replay of what it did draw then reports the failure as flaky.
    _ = try? gen.generate(&source)
    return source.choices.map(\.value)
}

/// What `gen` records when it replays each case in `passed` (values, bounds and spans), for
/// the shrinker's run tree. Generation only: the property is not called.
private func recordings<Value>(of passed: PassedCases, by gen: Gen<Value>) -> [ChoiceSequence] {
    passed.keys.compactMap { values in
        var source = Source(replaying: values)
        return (try? gen.generate(&source)).map { _ in source.sequence }
    }
}

/// The choice string of `values` as `gen` reads them (`v2:` when they draw a double).
private func encoded<Value>(_ values: [UInt64], like gen: Gen<Value>) -> String {
    var source = Source(replaying: values)
    _ = try? gen.generate(&source)
    return source.choices.contains { $0.kind == .double }
        ? ChoiceString.encode(ChoiceSequence(choices: source.choices)) : ChoiceString.encode(values)
}

/// Replays `values` (read in `format`) to confirm they fail, then shrinks, knowing that the
/// cases in `passed` pass (the shrinker does not run them again). `nil` if they do not fail.
private func examine<Value>(
    _ values: [UInt64], format: ChoiceString.Format = .simpleDoubles, caseNumber: Int, gen: Gen<Value>,
    configuration: PropertyConfiguration, passed: PassedCases = PassedCases(), body: @escaping (Value) throws -> Void
) -> PropertyReport<Value>.Outcome? {
    func run(_ candidate: [UInt64], format: ChoiceString.Format = .simpleDoubles)
        -> (value: Value?, error: (any Error)?, recorded: ChoiceSequence?)
    {
        var source = Source(replaying: candidate)
        source.readsBitPatternDoubles = format == .bitPatternDoubles
        guard let value = try? gen.generate(&source) else { return (nil, nil, nil) }
        do {
            try body(value)
            return (value, nil, source.sequence)
        } catch {
            return (value, error, source.sequence)
        }
    }
    let first = run(values, format: format)
    guard let original = first.value else {
        return caseNumber == 0 ? .invalidReplay(message: "the choice string does not generate a value") : nil
    }
    guard let firstError = first.error, let recorded = first.recorded else { return nil }
    let identity = FailureIdentity(firstError)
    // The shortlex-smallest same-way failure seen is the one the shrinker ends on, so its
    // value and error are kept rather than recomputed by an extra (uncounted) replay.
    var smallest = (values: recorded.values, value: original, error: firstError)
    var shrinker = Shrinker(
        initial: recorded, maxCalls: configuration.shrinks ? configuration.maxShrinkCalls : 0,
        timeBudget: configuration.timeBudget, passing: recordings(of: passed, by: gen)
    ) { candidate in
        let outcome = run(candidate)
        let same = outcome.error.map { FailureIdentity($0) == identity } ?? false
        if same, let value = outcome.value, let error = outcome.error, let read = outcome.recorded?.values,
            shortlexPrecedes(read, smallest.values)
        {
            smallest = (read, value, error)
        }
        return CandidateResult(failsSameWay: same, recorded: outcome.recorded)
    }
    if configuration.shrinks { shrinker.shrink() }
    var statistics = shrinker.statistics
    statistics.calls += 1  // the confirming replay
    if smallest.values != shrinker.bestValues {
        // Not expected (the shrinker adopts exactly the smaller same-way failures), but a
        // replay keeps the report right; it is counted like any other call.
        statistics.calls += 1
        let final = run(shrinker.bestValues)
        smallest = (shrinker.bestValues, final.value ?? original, final.error ?? firstError)
    }
    return .failed(
        Counterexample(
            original: original, shrunk: smallest.value, originalChoices: ChoiceString.encode(recorded),
            shrunkChoices: ChoiceString.encode(shrinker.best), failure: smallest.error,
            caseNumber: caseNumber, shrinkStatistics: statistics))
}
