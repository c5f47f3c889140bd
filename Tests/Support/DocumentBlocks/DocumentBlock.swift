import Foundation

/// A code block of the README or a guide, mirrored by a region of a test file, so the documents'
/// examples are the code the tests compile and run. For the package's own tests; in no product.
public enum DocumentBlock {
    /// The lines of `file` between `// BEGIN DOCUMENT <name>` and `// END DOCUMENT <name>`, with
    /// `indent` leading spaces removed, as a fenced Swift block.
    public static func region(_ name: String, in file: String, indent: Int) throws -> String? {
        let source = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // The markers are split so this file's own text never matches them.
        guard let begin = lines.firstIndex(where: { $0.contains("// BEGIN DOCUMENT" + " \(name)") }),
            let end = lines.firstIndex(where: { $0.contains("// END DOCUMENT" + " \(name)") }), begin < end
        else { return nil }
        let prefix = String(repeating: " ", count: indent)
        let body = lines[(begin + 1)..<end].map { $0.hasPrefix(prefix) ? String($0.dropFirst(indent)) : String($0) }
        return "```swift\n" + body.joined(separator: "\n") + "\n```"
    }

    /// The README's text.
    public static func readme(from file: String) throws -> String { try document("README.md", from: file) }

    /// The text of the repository's document at `path` (for example `Documentation/Using/AvoidCore.md`).
    public static func document(_ path: String, from file: String) throws -> String {
        let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
