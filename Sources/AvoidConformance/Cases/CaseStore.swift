import Foundation
import Generators

/// Reads and writes case files in one directory (`Tests/RegressionTests/Cases`).
///
/// A case is named after a hash of what it *is* (the invariant and the scenario, not the date or
/// seed), so finding the same shrunk case again never duplicates it. Writes are atomic: the bytes
/// go to a hidden temporary file in the same directory, which is then renamed into place, so a
/// crash leaves either no case or the whole case, never half a file.
public struct CaseStore: Sendable {
    /// The directory holding the case files.
    public let directory: URL

    /// A store over `directory` (created on first write).
    public init(directory: URL) { self.directory = directory }

    /// The file name a case gets: `I<n>-<16 hex digits>.json`.
    public static func fileName(for regression: RegressionCase) throws -> String {
        struct Identity: Encodable {
            var invariant: Int
            var scenario: Scenario
        }
        let encoder = Self.encoder()
        encoder.outputFormatting = [.sortedKeys]
        let bytes = try encoder.encode(
            Identity(invariant: regression.invariant.rawValue, scenario: regression.scenario))
        return "I\(regression.invariant.rawValue)-\(hex16(stableHash(bytes: bytes))).json"
    }

    /// The case files present, sorted by name (hidden and non-JSON files are not cases).
    public func caseFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map {
            directory.appendingPathComponent($0)
        }
    }

    /// Writes `regression` unless a case with the same content exists.
    /// - Returns: the file and whether it was new.
    /// - Parameter beforeRename: a hook between writing and renaming (tests use it to crash there).
    @discardableResult
    public func record(_ regression: RegressionCase, beforeRename: () -> Void = {}) throws(RegressionCaseError) -> (
        url: URL, isNew: Bool
    ) {
        let name: String
        let data: Data
        do {
            name = try Self.fileName(for: regression)
            let encoder = Self.encoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            data = try encoder.encode(regression) + Data("\n".utf8)
        } catch { throw .io(file: "(new case)", reason: "cannot encode: \(error)") }
        let target = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: target.path) { return (target, false) }
        let temporary = directory.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(file: name, reason: "cannot write: \(error)")
        }
        beforeRename()
        // rename(2) replaces atomically within one file system.
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(file: name, reason: "cannot rename into place (errno \(errno))")
        }
        return (target, true)
    }

    /// Loads one case file, naming the file and the field on any error.
    public static func load(_ url: URL) throws(RegressionCaseError) -> RegressionCase {
        let file = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .io(file: file, reason: "cannot read: \(error)") }
        struct Header: Decodable { var schema: String? }
        let header: Header
        do { header = try Self.decoder().decode(Header.self, from: data) } catch {
            throw .malformed(file: file, field: "(root)", reason: "not a JSON object: \(Self.reason(error))")
        }
        guard let schema = header.schema else { throw .malformed(file: file, field: "schema", reason: "missing") }
        guard schema == RegressionCase.currentSchema else { throw .unknownSchema(file: file, found: schema) }
        do { return try Self.decoder().decode(RegressionCase.self, from: data) } catch let error as DecodingError {
            throw .malformed(file: file, field: Self.path(error), reason: Self.reason(error))
        } catch { throw .malformed(file: file, field: "(root)", reason: "\(error)") }
    }

    /// Malformed inputs (NaN frames, infinite carets) are part of what cases record, so
    /// non-finite numbers are written as the strings "nan", "inf" and "-inf".
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// The JSON path of the field a decoding error is about, for example `scenario.inputs[2].event.phase`.
    static func path(_ error: DecodingError) -> String {
        var keys: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): keys = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            keys = context.codingPath
        @unknown default: keys = []
        }
        let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.isEmpty ? "(root)" : (text.hasPrefix(".") ? String(text.dropFirst()) : text)
    }

    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound: return "missing"
        case .typeMismatch(let type, let c): return "expected \(type): \(c.debugDescription)"
        case .valueNotFound(let type, _): return "expected \(type), found null"
        case .dataCorrupted(let c): return c.debugDescription
        @unknown default: return "\(error)"
        }
    }
}

/// `value` as sixteen lower-case hexadecimal digits.
private func hex16(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
