import AvoidCore
import KeyboardTraces

/// Reads `bytes` as a printed keyboard trace. The parser must answer with entries or a typed
/// error at a line of the text; every entry's event must be valid, read back to itself from its
/// printed form, and keep the engine finite. Anything else traps.
func checkTrace(_ bytes: [UInt8]) {
    let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let entries: [KeyboardTraceEntry]
    do {
        entries = try KeyboardTraceParser().entries(in: bytes)
    } catch {
        guard (1...lines).contains(error.line), !error.description.isEmpty else {
            fatalError("trace error outside the text's \(lines) lines: \(error)")
        }
        return
    }
    for entry in entries {
        let event = entry.event
        guard (1...lines).contains(entry.line) else { fatalError("entry at line \(entry.line) of \(lines)") }
        do { try event.validate() } catch { fatalError("parsed an invalid event: \(error) from line \(entry.line)") }
        let printed = KeyboardTracePrinter.objectiveC(event)
        guard (try? KeyboardTraceParser().events(in: printed)) == [event] else {
            fatalError("\(event) does not read back from\n\(printed)")
        }
        var engine = notificationEngine
        guard let decision = try? engine.handle(.keyboard(event)) else {
            fatalError("engine rejected a parsed event \(event)")
        }
        guard decision.hostOffset.isFinite, decision.hostOffset <= 0 else {
            fatalError("non-finite or downward decision \(decision) for \(event)")
        }
    }
}
