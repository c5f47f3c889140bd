import AvoidCore
import AvoidanceModels
import BugZoo
import Foundation
import Generators
import Invariants
import PropertyKit

/// The libFuzzer entry point (no main.swift: libFuzzer supplies `main`). Build with
/// `swift build -c release --sanitize fuzzer --product AvoidFuzz`; run via `Scripts/fuzz`.
///
/// The first byte picks a mode: realistic scenarios decoded from the bytes by
/// ``ScenarioDecoder`` (every invariant), hostile scenarios (finite and total), a hostile
/// notification userInfo (typed errors only, and a decoded event must be valid and keep the
/// engine finite), or the rest of the bytes as a printed keyboard trace (``checkTrace(_:)``).
/// Any violation traps, after recording a case file when `AVOIDKIT_FUZZ_EXPORT` names a
/// directory.
@_cdecl("LLVMFuzzerTestOneInput")
public func avoidFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = ByteReader(UnsafeBufferPointer(start: data, count: size))
    let selector = input.byte()
    switch forcedMode ?? selector % 5 {
    case 0, 1: checkScenario(ScenarioDecoder.scenario(&input), invariants: Invariant.allCases)
    case 2: checkNotification(&input)
    case 4: checkTrace(Array(UnsafeBufferPointer(start: data, count: size).dropFirst()))
    default: checkScenario(try? HostileGen.unlabelledScenario.replay(input.choices()), invariants: [.finiteAndTotal])
    }
    return 0
}

/// The model under test, from `AVOIDKIT_FUZZ_MODEL` (default AvoidCore). Read once.
let fuzzModel: ModelUnderTest = {
    let name = ProcessInfo.processInfo.environment["AVOIDKIT_FUZZ_MODEL"] ?? "AvoidCore"
    guard let model = Zoo.model(named: name) else { fatalError("AVOIDKIT_FUZZ_MODEL: unknown model '\(name)'") }
    return model
}()

/// `AVOIDKIT_FUZZ_MODE` pins the mode (0 scenarios, 2 notifications, 3 hostile, 4 traces) for
/// focused runs.
let forcedMode: UInt8? = ProcessInfo.processInfo.environment["AVOIDKIT_FUZZ_MODE"].flatMap { UInt8($0) }

let exportDirectory: URL? = ProcessInfo.processInfo.environment["AVOIDKIT_FUZZ_EXPORT"].map { URL(fileURLWithPath: $0) }

func checkScenario(_ scenario: Scenario?, invariants: [Invariant]) {
    guard let scenario else { return }
    // Exporting a crash: record the scenario first as "no input sequence crashes" (invariant 10),
    // since a trap inside the model ends the process before anything else can be written.
    var provisional: URL?
    if let exportDirectory {
        let crash = RegressionCase(
            summary: "\(fuzzModel.name): crashed on this scenario (found by the fuzzer)", invariant: .finiteAndTotal,
            model: fuzzModel.name, origin: .init(), scenario: scenario)
        // Only a file this run created is provisional: an existing case is never deleted.
        if let (url, isNew) = try? CaseStore(directory: exportDirectory).record(crash), isNew { provisional = url }
    }
    guard let violation = fuzzModel.firstViolation(of: invariants, in: scenario) else {
        if let provisional { try? FileManager.default.removeItem(at: provisional) }
        return
    }
    let explanation = fuzzModel.explain(violation, in: scenario)
    if let exportDirectory {
        if let provisional { try? FileManager.default.removeItem(at: provisional) }
        let regression = RegressionCase(
            summary: "\(fuzzModel.name): \(violation) (found by the fuzzer)", invariant: violation.invariant,
            model: fuzzModel.name,
            origin: .init(), scenario: scenario)
        if let (url, _) = try? CaseStore(directory: exportDirectory).record(regression) {
            FileHandle.standardError.write(Data("case file: \(url.path)\n".utf8))
        }
    }
    fatalError("invariant broken:\n\(explanation)")
}

/// A fixed, realistic screen for notification fuzzing, focused on a field the keyboard would
/// cover; built once and copied per input (engines are values).
let notificationEngine: AvoidanceEngine = {
    let scene = Scene(
        screen: Size(width: 390, height: 844), screenSafeArea: EdgeInsets(top: 47, bottom: 34),
        fields: [Field(id: 1, frame: Rect(x: 16, y: 600, width: 358, height: 44))])
    guard var engine = try? AvoidanceEngine(scene: scene), (try? engine.handle(.focus(1))) != nil else {
        fatalError("fixed scene rejected")
    }
    return engine
}()

func checkNotification(_ input: inout ByteReader) {
    let name = HostileUserInfo.name(&input)
    let userInfo = HostileUserInfo.userInfo(&input)
    let event: KeyboardEvent
    do { event = try KeyboardEvent(name: name, userInfo: userInfo) } catch {
        _ = error.description  // every error describes itself
        return
    }
    do { try event.validate() } catch {
        fatalError("decoded an invalid event: \(error) from \(String(describing: userInfo))")
    }
    var engine = notificationEngine
    guard let decision = try? engine.handle(.keyboard(event)) else {
        fatalError("engine rejected a decoded event \(event)")
    }
    guard decision.hostOffset.isFinite, decision.hostOffset <= 0 else {
        fatalError("non-finite or downward decision \(decision) for \(event)")
    }
}
