import AvoidCore
import Generators

/// Runs a model over a scenario and judges every decision against the invariants.
///
/// What to judge, and how, comes from the invariant catalogue: per-input invariants are checked
/// after each accepted input; the metamorphic ones run a second model on the moved scenario in
/// lockstep (window invariance) or compare fresh models after the run (monotonicity). Cost: O(inputs) model steps, twice for 7, plus for
/// invariant 5 a copy of a pristine model (made once per scene) and up to three steps per
/// input, and a few fresh models for 9.
struct InvariantChecker<Model: AvoidanceModel> {
    let make: (Scene, Configuration) throws(EngineError) -> Model
    /// A class shares its state between copies, so a fresh one is always made, never copied.
    let isReference = Model.self is AnyClass

    func firstViolation(of invariants: [Invariant], in scenario: Scenario) -> Violation? {
        let wanted = InvariantMask(invariants)
        let run = run(scenario, checking: wanted)
        if let violation = run.violation { return violation }
        if let violation = run.windowMismatch { return violation }
        for invariant in wanted {
            guard case .finalFacts(let check) = invariant.entry.judge else { continue }
            // A fresh model per changed facts: they diverge from the run's line of facts.
            if let finding = check(run.finalFacts, { fresh($0) }) { return Violation(finding, step: nil) }
        }
        return nil
    }

    struct Run {
        /// Only on the unjudged path (`wanted` empty): the judged path compares as it goes.
        var decisions: [Decision?] = []  // nil where the input was rejected
        var violation: Violation?
        /// Invariant 7's first difference, reported only when no per-input invariant broke
        /// (as if the moved run were compared after the whole main run).
        var windowMismatch: Violation?
        /// The facts after the last input; only the starting facts when nothing was checked.
        var finalFacts: Facts
    }

    func run(_ scenario: Scenario, checking wanted: InvariantMask) -> Run {
        if wanted.isEmpty { return decisions(scenario) }
        // What the catalogue asks of this run: per-input checks, who judges rejected inputs,
        // whether a moved window runs in lockstep.
        let steps = wanted.intersection(.perInput)
        let judgesRejections = !wanted.intersection(.judgingRejections).isEmpty
        let lockstep = wanted.intersection(.lockstep).first { _ in true }
        // The facts after each accepted input live in the judge, advanced in place.
        var judge = StepJudge(startingFrom: Facts(scene: scenario.scene, configuration: scenario.configuration))
        var result = Run(finalFacts: judge.facts)
        var model: Model
        let expected = Validity.error(of: scenario.scene, configuration: scenario.configuration)
        do { model = try make(scenario.scene, scenario.configuration) } catch {
            if judgesRejections {
                if let expected, !Validity.error(error, matches: expected) {
                    result.violation = Violation(
                        Finding(
                            .wrongSceneError,
                            "rejected the scene or configuration with '\(error)', but what is wrong is: \(expected)"),
                        step: nil)
                } else if expected == nil {
                    result.violation = Violation(
                        Finding(.validSceneRejected, "rejected a valid scene and configuration: \(error)"), step: nil)
                }
            }
            return result
        }
        if judgesRejections, expected != nil {
            result.violation = Violation(
                Finding(.invalidSceneAccepted, "accepted an invalid scene or configuration"), step: nil)
            return result
        }
        // The last accepted input when it was a notification: only a notification is judged
        // for repeating the one before (invariant 5), and an event is plain data, unlike an input.
        var previousEvent: KeyboardEvent? = nil
        // The model as made, before any input, is the first pristine one (copied when used; a
        // class's is never read, see `Pristine.placement`).
        var pristine = Pristine(sceneVersion: judge.facts.sceneVersion, model: model)
        // The moved window runs in lockstep, one translated input at a time.
        var window = lockstep.flatMap { WindowLockstep(scenario, invariant: $0, make: make) }
        for step in scenario.inputs.indices {
            let input = scenario.inputs[step]
            let expected = judge.facts.error(of: input)
            let accepted = expected == nil
            let decision: Decision?
            let error: EngineError?
            if accepted {
                (decision, error) = Self.attempt(input, on: &model)
            } else {
                // A rejected malformed input must change nothing: only then is the model before
                // it kept, to compare (an optional model stored for every input costs more than
                // the step). A class is compared with a fresh one that has seen the same inputs.
                // Judged before the moved window's step, whose difference would be reported only
                // if nothing broke.
                let before = isReference ? replayed(scenario, upTo: step) : model
                (decision, error) = Self.attempt(input, on: &model)
                if judgesRejections, decision == nil, model != before {
                    result.violation = Violation(
                        Finding(.stateChangedOnRejection, "state changed on a rejected input (\(error!))"), step: step)
                    break
                }
            }
            if window != nil, let mismatch = window!.compare(input, step: step, with: decision) {
                result.windowMismatch = mismatch
                window = nil
            }
            guard let decision else {
                if judgesRejections {
                    if accepted {
                        result.violation = Violation(
                            Finding(.validInputRejected, "rejected a valid input: \(error!)"), step: step)
                    } else if let expected, !Validity.error(error!, matches: expected) {
                        result.violation = Violation(
                            Finding(.wrongInputError, "rejected with '\(error!)', but what is wrong is: \(expected)"),
                            step: step)
                    }
                    if result.violation != nil { break }
                }
                continue
            }
            if !accepted {
                if judgesRejections {
                    result.violation = Violation(
                        Finding(.malformedInputAccepted, "accepted a malformed input"), step: step)
                    break
                }
                continue  // a model that accepts garbage is judged only by the invariant that judges rejections
            }
            var repeatsPrevious = false
            if case .keyboard(let event) = input { repeatsPrevious = event == previousEvent }
            judge.advance(past: input, decision: decision, repeatsPrevious: repeatsPrevious)
            if let (invariant, finding) = judge.firstFinding(of: steps, fresh: { fresh($0, &pristine) }) {
                result.violation = Violation(invariant: invariant, step: step, message: finding.message)
                result.violation!.check = finding.check
            }
            if result.violation != nil { break }
            if case .keyboard(let event) = input { previousEvent = event } else { previousEvent = nil }
        }
        result.finalFacts = judge.facts
        return result
    }

    /// The model's decision on `input`, or the error it threw instead.
    private static func attempt(_ input: Input, on model: inout Model) -> (Decision?, EngineError?) {
        do { return (try model.handle(input), nil) } catch { return (nil, error) }
    }

    /// Only the decisions (for replays and explanations): no facts, no judging.
    /// `finalFacts` is the starting facts, since nothing was tracked.
    private func decisions(_ scenario: Scenario) -> Run {
        var result = Run(finalFacts: Facts(scene: scenario.scene, configuration: scenario.configuration))
        guard var model = try? make(scenario.scene, scenario.configuration) else { return result }
        result.decisions.reserveCapacity(scenario.inputs.count)
        for input in scenario.inputs { result.decisions.append(try? model.handle(input)) }
        return result
    }

    /// A fresh model that has handled `scenario`'s inputs before `step` (for classes, whose
    /// state cannot be kept by copying).
    private func replayed(_ scenario: Scenario, upTo step: Int) -> Model? {
        guard var model = try? make(scenario.scene, scenario.configuration) else { return nil }
        for input in scenario.inputs[..<step] { _ = try? model.handle(input) }
        return model
    }

    /// A model made from a scene before any input, kept for reuse (making one validates the
    /// whole scene, and the scene changes only on layout and caret inputs), with the last
    /// fresh placement it gave: a notification often repeats the facts of the one before.
    struct Pristine {
        /// The `Facts.sceneVersion` the model was made for (cheaper than comparing scenes).
        let sceneVersion: Int
        /// Not optional: copying an optional model goes through the runtime's generic witness,
        /// several times the cost of copying the model.
        let model: Model
        var last: (focus: FieldID?, keyboard: Rect?, attached: Bool, placement: Placement?)?

        /// The fresh placement for `facts`, whose scene must be the one this was made from.
        /// Mutating: it remembers the placement it gives, for the next facts like these.
        /// `remaking` is set for classes: each fresh model is made anew rather than copied.
        mutating func placement(
            for facts: Facts, remaking make: ((Scene, Configuration) throws(EngineError) -> Model)?
        ) -> Placement? {
            if let last, last.focus == facts.focus, last.keyboard == facts.keyboard, last.attached == facts.attached {
                return last.placement
            }
            let placement = replayed(facts, remaking: make)
            last = (facts.focus, facts.keyboard, facts.attached, placement)
            return placement
        }

        /// The placement a fresh model reaches from `facts`: a copy of `model`, or one made anew
        /// by `make`. Not mutating, so only the model is copied, not this whole value.
        private func replayed(
            _ facts: Facts, remaking make: ((Scene, Configuration) throws(EngineError) -> Model)?
        ) -> Placement? {
            if let make { return Self.replayed(facts, made: make) }
            var placement: Placement? = .rest
            var model = model
            Self.replay(facts, on: &model, into: &placement)
            return placement
        }

        /// The placement of a model made anew by `make` and brought to `facts` (for classes).
        private static func replayed(
            _ facts: Facts, made make: (Scene, Configuration) throws(EngineError) -> Model
        ) -> Placement? {
            guard var model = try? make(facts.scene, facts.configuration) else { return nil }
            var placement: Placement? = .rest
            replay(facts, on: &model, into: &placement)
            return placement
        }

        /// Runs the inputs that bring a fresh `model` to `facts`, leaving its last placement
        /// (`nil` once it refuses one) in `placement`.
        private static func replay(_ facts: Facts, on model: inout Model, into placement: inout Placement?) {
            facts.forEachFreshInput { input in
                placement = (try? model.handle(input))?.placement
                return placement != nil
            }
        }
    }

    /// The placement a fresh model reaches from the facts alone, or `nil` if it refuses them.
    /// Models are values, so a copy of the pristine model made from the same scene *is* fresh.
    /// One `pristine` serves one line of facts: scene versions count changes, so facts that
    /// diverged from a common ancestor could share a version. Not optional: reaching into an
    /// optional model's cache would copy the whole model.
    func fresh(_ facts: Facts, _ pristine: inout Pristine) -> Placement? {
        if pristine.sceneVersion != facts.sceneVersion {
            // A model that refuses the scene has no fresh placement. What `pristine` holds stays,
            // harmless: its version is not these facts'.
            guard let model = try? make(facts.scene, facts.configuration) else { return nil }
            pristine = Pristine(sceneVersion: facts.sceneVersion, model: model)
        }
        return pristine.placement(for: facts, remaking: isReference ? make : nil)
    }

    /// The placement a model made for `facts` alone reaches (facts off the run's line).
    func fresh(_ facts: Facts) -> Placement? {
        guard let model = try? make(facts.scene, facts.configuration) else { return nil }
        var pristine = Pristine(sceneVersion: facts.sceneVersion, model: model)
        return pristine.placement(for: facts, remaking: isReference ? make : nil)
    }

    // MARK: Metamorphic invariants

    /// Invariant 7: moving the window and the keyboard together (the screen growing by the
    /// same amount, so a docked keyboard still touches its bottom) changes no decision. A second
    /// model runs the moved scenario beside the main one, each input translated as it comes.
    struct WindowLockstep {
        let translation: WindowTranslation
        let invariant: Invariant
        var model: Model

        /// `nil` when the moved scene is refused: there is then no decision to compare.
        init?(_ scenario: Scenario, invariant: Invariant, make: (Scene, Configuration) throws(EngineError) -> Model) {
            self.invariant = invariant
            translation = WindowTranslation(dx: 37, dy: 23).fitted(to: scenario)
            guard let model = try? make(translation.apply(to: scenario.scene), scenario.configuration) else {
                return nil
            }
            self.model = model
        }

        /// Runs the moved `input` and compares its decision with the main run's `original`.
        mutating func compare(_ input: Input, step: Int, with original: Decision?) -> Violation? {
            let moved = try? model.handle(translation.apply(to: input))
            guard let original, let moved else {
                if (original == nil) != (moved == nil) {
                    return Violation(
                        Finding(.acceptedInOneWindowOnly, "accepted in one window position, rejected in the other"),
                        step: step)
                }
                return nil
            }
            if !original.placement.isClose(to: moved.placement) {
                return Violation(
                    Finding(
                        .windowDependent,
                        "window moved by (\(Int(translation.dx)), \(Int(translation.dy))): placement \(moved.placement.summary) instead of \(original.placement.summary)"
                    ),
                    step: step)
            }
            return nil
        }
    }
}
