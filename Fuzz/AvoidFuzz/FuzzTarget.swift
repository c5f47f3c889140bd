import AvoidConformance
import AvoidCore
import BugZoo
import Foundation
import Generators
import PropertyKit

/// The libFuzzer entry point (no main.swift: libFuzzer supplies `main`). Build with
/// `swift build -c release --sanitize fuzzer --product AvoidFuzz`; run via `Scripts/fuzz`.
///
/// The first byte picks a mode (``FuzzInput``): realistic scenarios from the properties'
/// generator, its choices read from the bytes (every invariant), hostile scenarios (finite and total), a hostile notification userInfo
/// (typed errors only, and a decoded event must be valid and keep the engine finite), or the
/// rest of the bytes as a printed keyboard trace (``checkTrace(_:)``). Any violation traps with
/// its explanation. Nothing is written here: `avoid replay --fuzz-input FILE --record DIR` turns
/// a crashing input into a case file, after seeing it crash (or break an invariant) again.
@_cdecl("LLVMFuzzerTestOneInput")
public func avoidFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    switch FuzzInput.decode(bytes, forcedMode: forcedMode) {
    case .realistic(let scenario): checkScenario(scenario, invariants: Invariant.allCases)
    case .hostile(let scenario): checkScenario(scenario, invariants: [.finiteAndTotal])
    case .notification:
        var input = ByteReader(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        checkNotification(&input)
    case .trace: checkTrace(Array(bytes.dropFirst()))
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

/// Runs `scenario` against the fuzzed model and traps on the first violation of `invariants`
/// (a trap inside the model ends the process first, which libFuzzer reports as a crash).
func checkScenario(_ scenario: Scenario?, invariants: [Invariant]) {
    guard let scenario, let violation = fuzzModel.firstViolation(of: invariants, in: scenario) else { return }
    fatalError("invariant broken:\n\(fuzzModel.explain(violation, in: scenario))")
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
