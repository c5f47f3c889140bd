// Release-build micro-benchmark of the engine: inputs per second on a scene of N fields.
// Run: swift build -c release --product Benchmarks &&
//   .build/release/Benchmarks engine [inputs-per-run] [runs] [--fields N]
// Prints the median of several runs; the machines are shared and noisy, so quote medians.
import AvoidCore
import PropertyKit  // TimeSpan

/// `--fields N` (default 10) and the positional counts, read once into constants.
private let (fieldCount, arguments): (Int, [Int]) = {
    var raw = Array(CommandLine.arguments.dropFirst(2))
    var count = 10
    if let flag = raw.firstIndex(of: "--fields"), flag + 1 < raw.count, let n = Int(raw[flag + 1]), n >= 1 {
        count = n
        raw.removeSubrange(flag...(flag + 1))
    }
    return (count, raw.compactMap { Int($0) })
}()
private let inputsPerRun = arguments.first ?? 20_000_000
private let runs = arguments.dropFirst().first ?? 7

/// A phone scene of `count` fields: four in five free-standing (one a text view), the rest in a
/// scroll container; with 10 fields, 8 free and 2 in the container.
private func scene(fieldCount count: Int) -> Scene {
    var fields: [Field] = []
    let free = count == 1 ? 1 : Swift.max(1, count * 4 / 5)
    for i in 0..<free {
        let frame = Rect(x: 16, y: 120 + Double(i % 9) * 80, width: 358, height: 44)
        fields.append(Field(id: FieldID(i), frame: frame))
    }
    fields[free - 1].kind = .multiLine(caret: Rect(x: 4, y: 10, width: 2, height: 20))
    for i in free..<count {
        fields.append(
            Field(
                id: FieldID(i), frame: Rect(x: 16, y: Double((i - free) * 100 % 1100), width: 358, height: 44),
                container: 1))
    }
    return Scene(
        screen: Size(width: 390, height: 844), screenSafeArea: EdgeInsets(top: 47, bottom: 34),
        bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 47, width: 390, height: 44))], fields: fields,
        containers: [
            ScrollContainer(
                id: 1, frame: Rect(x: 0, y: 500, width: 390, height: 344), contentSize: Size(width: 390, height: 1200),
                contentInset: EdgeInsets(bottom: 34))
        ])
}

private let textView = FieldID(fieldCount == 1 ? 0 : Swift.max(1, fieldCount * 4 / 5) - 1)

/// One recorded input in plain data. The benchmark builds each `Input` where it hands it to the
/// engine, as the notification observer does: copying a stored `Input` (an enum with an indirect
/// case) goes through its value witness, which an app's observer never pays.
private enum Step {
    case keyboard(KeyboardEvent)
    case focus(FieldID)
    case caret(FieldID, Rect)

    var input: Input {
        switch self {
        case .keyboard(let event): return .keyboard(event)
        case .focus(let id): return .focus(id)
        case .caret(let id, let rect): return .caretMoved(id, rect)
        }
    }
}

/// A deterministic stream mixing what a real screen sees: keyboard notifications of several
/// heights (repeated WillShow, frame changes, hides), focus switches and caret moves.
private func inputStream(count: Int) -> [Step] {
    let heights = [291.0, 336, 336, 366.67, 55, 0]
    var steps: [Step] = []
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let r = Int(truncatingIfNeeded: state >> 33)
        switch r % 10 {
        case 0...3:
            let phases: [KeyboardPhase] = [.willShow, .willShow, .didChangeFrame, .willHide]
            let h = heights[(r >> 4) % heights.count]
            let frame = Rect(x: 0, y: 844 - h, width: 390, height: h)
            steps.append(.keyboard(KeyboardEvent(phase: phases[(r >> 8) % 4], endFrame: frame)))
        case 4...7:
            steps.append(.focus(FieldID((r >> 4) % fieldCount)))
        default:
            steps.append(.caret(textView, Rect(x: 4, y: Double((r >> 4) % 40), width: 2, height: 20)))
        }
    }
    return steps
}

/// Feeds `count` inputs from `stream` (cycling) and folds the decisions into a checksum so the
/// optimiser cannot drop the work. A function, not top-level code: globals add exclusivity checks.
private func drive(_ engine: inout AvoidanceEngine, _ stream: [Step], count: Int) -> (Double, Int) {
    var checksum = 0.0
    var changed = 0
    var i = 0
    let mask = stream.count - 1
    stream.withUnsafeBufferPointer { steps in
        for _ in 0..<count {
            let decision = try! engine.handle(steps[i].input)
            checksum += decision.hostOffset
            if decision.changed { changed &+= 1 }
            i = (i + 1) & mask
        }
    }
    return (checksum, changed)
}

private func measure() {
    let stream = inputStream(count: 4096)
    var engine = try! AvoidanceEngine(scene: scene(fieldCount: fieldCount))
    var checksum = 0.0
    var changed = 0
    var rates: [Double] = []
    for _ in 0..<runs {
        var result = (0.0, 0)
        let elapsed = TimeSpan.measure { result = drive(&engine, stream, count: inputsPerRun) }
        checksum += result.0
        changed += result.1
        rates.append(Double(inputsPerRun) / elapsed.seconds)
    }
    rates.sort()
    let median = rates[rates.count / 2]
    func millions(_ rate: Double) -> String { String(Double(Int(rate / 1e4)) / 100) }
    print("engine, \(fieldCount)-field scene, \(inputsPerRun) inputs x \(runs) runs (single core)")
    print("  median: \(millions(median)) M inputs/s   min: \(millions(rates.first!))   max: \(millions(rates.last!))")
    print("  (checksum \(checksum), \(changed) changed decisions)")
}

/// `Benchmarks engine`: the engine's inputs per second.
func runEngineBenchmark() {
    measure()
}
