import AvoidCore
import Dispatch
import Foundation

/// How one child `avoid` process ended and what it printed: a scenario replayed in a child
/// process can trap (a planted crash, a precondition) without ending the replayer.
public struct ChildRun: Sendable, Hashable {
    /// The exit status, or the signal's number when `signalled`.
    public var status: Int32
    /// Whether a signal (a trap: SIGILL, SIGTRAP) ended the child rather than an exit.
    public var signalled: Bool
    /// Everything the child wrote to standard output.
    public var output: String
    /// Everything the child wrote to standard error.
    public var errors: String

    /// A finished child's record.
    public init(status: Int32, signalled: Bool, output: String, errors: String) {
        self.status = status
        self.signalled = signalled
        self.output = output
        self.errors = errors
    }

    /// The trap's message: what follows `Fatal error: ` on standard error (Swift's runtime
    /// prints `file:line: Fatal error: message`), else the signal's number.
    public var crashMessage: String {
        for line in errors.split(separator: "\n") {
            if let range = line.range(of: "Fatal error: ") { return String(line[range.upperBound...]) }
        }
        return "signal \(status)"
    }

    /// Runs `executable` with `arguments` to the end, with Swift's backtracer off (the trap's
    /// message is what is wanted, not seconds of symbolication). Standard output and error
    /// are read concurrently, so a child that fills one pipe cannot stall on it.
    /// - Throws: when the executable cannot be started.
    public static func run(_ executable: URL, _ arguments: [String]) throws -> ChildRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = Locked(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ChildRun(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
    }
}
