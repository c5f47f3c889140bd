import PropertyKit

/// What one fuzzer input is, read the way `AvoidFuzz` reads it: the first byte picks a mode
/// (`AVOIDKIT_FUZZ_MODE` can pin it) and the rest describe the case. Shared by the fuzz target
/// and `avoid replay --fuzz-input`, so a crashing input is replayed, and recorded, as exactly
/// the scenario the fuzzer ran.
///
/// Scenarios come from the generators the properties use, `Gen<Scenario>.scenario` and
/// `HostileGen.unlabelledScenario`, with their choices read from the bytes
/// (``Gen/replay(bytes:)``: a byte per choice of up to 256 values, modulo, zeros past the end),
/// so the fuzzer reaches what the properties reach, and a mutated byte changes one decision.
package enum FuzzInput: Sendable {
    /// A realistic scenario: every invariant is checked. `nil` when the bytes generate none.
    case realistic(Scenario?)
    /// A hostile scenario (NaN, infinities, huge values): finite and total is checked.
    /// `nil` when the bytes generate none.
    case hostile(Scenario?)
    /// A hostile notification `userInfo`, read from the bytes after the mode byte.
    case notification
    /// The bytes after the mode byte as a printed keyboard trace.
    case trace

    /// The modes, as `AVOIDKIT_FUZZ_MODE` numbers them: 0 (and 1) realistic scenarios,
    /// 2 notifications, 3 hostile scenarios, 4 traces.
    package static let modeCount: UInt8 = 5

    /// The mode `selector` (the input's first byte) picks, or `forcedMode` when given.
    package static func mode(selector: UInt8, forcedMode: UInt8?) -> UInt8 {
        forcedMode ?? selector % modeCount
    }

    /// Reads `bytes` (the whole input, mode byte first). Scenario modes are decoded; the other
    /// modes only name themselves (their checks read the bytes themselves). O(bytes).
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, forcedMode: UInt8?) -> FuzzInput {
        let selector = bytes.first ?? 0
        switch mode(selector: selector, forcedMode: forcedMode) {
        case 0, 1: return .realistic(try? ScenarioParts.scenario.replay(bytes: Array(bytes.dropFirst())))
        case 2: return .notification
        case 4: return .trace
        default: return .hostile(try? HostileGen.unlabelledScenario.replay(bytes: Array(bytes.dropFirst())))
        }
    }

    /// The same, for bytes in an array (the command line, tests).
    package static func decode(_ bytes: [UInt8], forcedMode: UInt8?) -> FuzzInput {
        bytes.withUnsafeBufferPointer { decode($0, forcedMode: forcedMode) }
    }
}
