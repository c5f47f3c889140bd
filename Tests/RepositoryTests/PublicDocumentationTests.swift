import Foundation
import Testing

/// Every public declaration of every module has a doc comment: the public surface is what a
/// product's user reads, in Xcode's quick help as much as in the guides.
@Suite struct PublicDocumentationTests {
    /// `file:line: declaration` for each public declaration with no `///` line (attributes
    /// between them allowed) above it.
    static func undocumented(in folder: URL) throws -> [String] {
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        // `AvoidKitMutants.swift` is the mutation schema Scripts/mutate writes into its own
        // copy of the package, never into the repository.
        for file in files.sorted() where file.hasSuffix(".swift") && !file.hasSuffix("AvoidKitMutants.swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let words = line.split(separator: " ")
                guard let first = words.firstIndex(where: { !$0.hasPrefix("@") }),
                    words[first] == "public" || words[first] == "open",
                    words.count > first + 1, words[first + 1] != "import", words[first + 1] != "extension"
                else { continue }
                var above = index - 1
                while above >= 0, Self.isAttributeOnly(lines[above]) { above -= 1 }
                let comment = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
                if !comment.hasPrefix("///") && !comment.hasSuffix("*/") {
                    found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    /// A line of attributes alone (`@discardableResult`, `@MainActor @inlinable`), not a declaration.
    static func isAttributeOnly(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("@") else { return false }
        let keywords = ["public ", "package ", "func ", "var ", "let ", "init", "struct ", "enum ", "class "]
        return !keywords.contains { trimmed.contains($0) }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let modules = try PackageManifest.read().targets.filter { !$0.isTest }
        #expect(modules.count > 10)
        for module in modules {
            let missing = try Self.undocumented(in: module.folder)
            #expect(missing.isEmpty, "\(module.name): \(missing.joined(separator: "\n"))")
        }
    }

    /// The scan finds what it looks for.
    @Test func anUndocumentedDeclarationIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            /// Documented.
            public struct A {
                /// Documented.
                @inlinable public var x: Int { 1 }
                public var y: Int
                var z: Int
            }
            public extension A {}
            """
        try text.write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let found = try Self.undocumented(in: folder)
        #expect(found == ["A.swift:5: public var y: Int"], "\(found)")
    }
}
