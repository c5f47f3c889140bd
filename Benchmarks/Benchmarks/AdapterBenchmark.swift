// Release-build benchmark of the adapter: one keyboard event on a view tree of N views, read +
// decide + apply (TreeAvoidance.handle), alternating show and hide so every event moves things.
// Run: swift build -c release --product Benchmarks && .build/release/Benchmarks adapter [events-per-run] [runs]
// Prints, per tree size, the median time per event over the runs, and its growth per view.
// With --shell [runs] [views] [layout]: the UIKit shell's read of a window against the walk it
// replaced (ShellMapping.swift), on every size or on one, the collection in the host (1) or behind
// it (2).
import AvoidCore
import PropertyKit  // TimeSpan
import TreeAvoidance
import ViewTree

private let arguments = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
private let eventsPerRun = arguments.first ?? 2_000
private let runs = arguments.dropFirst().first ?? 7

/// A navigation controller's view, its bar, a table view controller's root view and its table
/// of `rows` cells (cell, content view, text field each): 4 + 3 x rows views. The field being
/// edited is in the row at the bottom of the screen.
private func tree(rows: Int) throws -> ViewTree {
    let whole = Rect(x: 0, y: 0, width: 393, height: 852)
    var nodes = [
        ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
        ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44)),
        ViewNode(id: 3, parent: 1, frame: whole, isControllerRoot: true, additionalSafeArea: EdgeInsets(top: 44)),
        ViewNode(
            id: 4, parent: 3,
            kind: .scrollView(
                ScrollGeometry(
                    role: .table, contentSize: Size(width: 393, height: Double(rows * 60)), isControllerContent: true)),
            frame: whole, boundsOrigin: Point(x: 0, y: -103)),
    ]
    for row in 0..<rows {
        let cell = 5 + 3 * row
        nodes.append(
            ViewNode(id: ViewID(cell), parent: 4, frame: Rect(x: 0, y: Double(row * 60), width: 393, height: 60)))
        nodes.append(
            ViewNode(id: ViewID(cell + 1), parent: ViewID(cell), frame: Rect(x: 0, y: 0, width: 393, height: 60)))
        nodes.append(
            ViewNode(
                id: ViewID(cell + 2), parent: ViewID(cell + 1), kind: .textField,
                frame: Rect(x: 16, y: 13, width: 361, height: 34)))
    }
    let editing = ViewID(5 + 3 * min(rows - 1, 11) + 2)
    return try ViewTree(
        screen: whole.size, screenSafeArea: EdgeInsets(top: 59, bottom: 34), nodes: nodes, firstResponder: editing)
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let whole = Int((value * scale).rounded())
    let text = String(whole)
    guard digits > 0 else { return text }
    let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
    return padded.dropLast(digits) + "." + padded.suffix(digits)
}

private let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
private let events: [AdapterEvent] = [
    .keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard)),
    .keyboard(KeyboardEvent(phase: .willHide, endFrame: keyboard.offsetBy(dx: 0, dy: 336))),
]

/// `Benchmarks adapter`: the adapter's time per keyboard event, or (`--shell`) the shell's read.
func runAdapterBenchmark() throws {
    let shellOnly = CommandLine.arguments.contains("--shell")
    if shellOnly {
        // `--shell [runs] [views] [1: in the host | 2: behind it]`: one size, or one layout, alone
        // (for an instruction count under callgrind).
        let sizes = arguments.count > 1 ? [arguments[1]] : [1_000, 2_000, 4_000, 8_000, 15_000]
        let layouts = arguments.count > 2 ? [arguments[2] == 2] : [false, true]
        try ShellMapping.run(runs: arguments.first ?? 15, sizes: sizes, layouts: layouts)
    } else {
        print(
            "adapter: read + decide + apply per keyboard event (TreeAvoidance.handle), \(eventsPerRun) events x \(runs) runs"
        )
        print("| views | median µs per event | min | max | µs per view |")
        print("|---:|---:|---:|---:|---:|")
    }
    for rows in [15, 32, 65, 130, 260] where !shellOnly {
        let start = try tree(rows: rows)
        var times: [Double] = []
        var sink = 0.0
        for _ in 0..<runs {
            var live = start
            var adapter = try TreeAvoidance(tree: live)
            let elapsed = try TimeSpan.measure {
                for i in 0..<eventsPerRun {
                    sink += try adapter.handle(events[i & 1], in: &live).decision.hostOffset
                }
            }
            times.append(Double(elapsed.nanoseconds) / 1000 / Double(eventsPerRun))
        }
        times.sort()
        let median = times[times.count / 2]
        let views = start.nodes.count
        print(
            "| \(views) | \(fixed(median, 1)) | \(fixed(times.first!, 1)) | \(fixed(times.last!, 1)) | \(fixed(median / Double(views), 3)) |"
        )
        if sink.isNaN { print(sink) }
    }
}
