import Foundation
import Testing

/// The glossary is true to the code: every type it names is declared in `Sources`, and every
/// tree-level type of the judge has its row.
@Suite struct GlossaryTests {
    static func glossary() throws -> String {
        try String(
            contentsOf: PackageManifest.root.appendingPathComponent("Documentation/Glossary.md"), encoding: .utf8)
    }

    /// The names of the types, protocols and type aliases declared anywhere in `Sources`.
    static func declaredTypes() throws -> Set<String> {
        let sources = PackageManifest.root.appendingPathComponent("Sources")
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (keyword, name) in zip(words, words.dropFirst()) where keywords.contains(keyword) {
                names.insert(String(name))
            }
        }
        return names
    }

    /// The type each code span of the glossary's table names: its leading upper-case identifier
    /// (`InvariantChecker.Run` names `InvariantChecker`, `Scene.screen` names `Scene`).
    static func namedTypes(in text: String) -> Set<String> {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return Set(
            spans.compactMap { span in
                let name = span.prefix { $0.isLetter || $0.isNumber }
                guard let first = name.first, first.isUppercase else { return nil }
                return String(name)
            })
    }

    /// The table of correspondences, header and rows.
    static func table(in glossary: String) -> [String] {
        glossary.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") && !$0.hasPrefix("| concept") }
    }

    @Test func everyTypeItNamesIsDeclared() throws {
        let glossary = try Self.glossary()
        let declared = try Self.declaredTypes()
        let modules = try Set(PackageManifest.read().targets.map(\.name))
        let named = Self.namedTypes(in: glossary)
        #expect(named.count > 30)
        for name in named.sorted() {
            #expect(
                declared.contains(name) || modules.contains(name),
                "the glossary names `\(name)`, which no source declares")
        }
    }

    @Test func everyTreeLevelTypeOfTheJudgeHasItsRow() throws {
        let rows = Self.table(in: try Self.glossary()).joined(separator: "\n")
        let folder = PackageManifest.root.appendingPathComponent("Sources/AvoidConformance/Tree")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let types = Set(
            files.filter { $0.hasPrefix("Tree") && $0.hasSuffix(".swift") && !$0.contains("+") }.map {
                String($0.dropLast(".swift".count))
            })
        #expect(types.count >= 7)
        for type in types.sorted() {
            #expect(rows.contains("`\(type)`"), "`\(type)` has no row in the glossary's table")
        }
    }

    /// Each row pairs an engine-level name with a tree-level one, and no name stands in two rows
    /// as the same concept's other half.
    @Test func eachRowHasBothLevelsOrSaysWhyNot() throws {
        for row in Self.table(in: try Self.glossary()).dropFirst() {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            #expect(cells.count == 5, "\(row)")
            guard cells.count == 5 else { continue }
            #expect(!cells[2].isEmpty || !cells[3].isEmpty, "\(row)")
        }
    }
}
