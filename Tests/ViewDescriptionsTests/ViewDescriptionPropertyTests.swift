import AvoidCore
import PropertyKit
import PropertyKitTesting
import Testing
import ViewDescriptions
import ViewTree

/// Mangled dumps never trap the importer: each one imports to a valid tree or is rejected with a
/// typed error naming one of the text's lines. The mangling is what a paste does to a dump: a
/// line cut short, a number garbled, a class name damaged, a view moved to the wrong depth, a
/// line pasted twice, a span deleted, a piece of another line inserted.
@Suite struct ViewDescriptionPropertyTests {
    static var configuration: PropertyConfiguration {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.cases = max(configuration.cases, 1_000)
        return configuration
    }

    /// The corpus, and dumps of every form the importer reads.
    static let samples: [String] =
        DescriptionCorpus.names.compactMap { try? DescriptionCorpus.text($0) } + ViewDescriptionParserTests.forms

    /// What replaces a number, a class name or a depth.
    static let garbage = [
        "nan", "inf", "-inf", "1e999", "-", "", "0x", "abc", "1.2.3", "1e", "--1", "0.5.", " ", ";", "'", "<", ">",
        "{", "}", "(", ")", "[", "]", "|", "123Foo", "Foo Bar", "_", "UITextField", "UIWindow", "UIFieldEditor",
        "1e308", "-1e308", "99999999", "-0",
    ]

    static let pieces = [
        "   | ", "|", "<UIView: 0x1; frame = (0 0; 10 10)>", "frame = (", "; ", "contentOffset: {0, ", "'", "\n",
        "...", "transform = [1, 0, 0, 1, 0, 0]", "hidden = YES", "<UITextField: 0x2; ", ">", "\\n", "\"", "`",
        "adjustedContentInset: {1, 2, 3} topEdge=<", "<VC 0x3>, state: appeared, view: <UIView 0x1>",
    ]

    /// One mangling of `sample`, chosen by `kind`, at `position`.
    static func mangle(_ sample: String, kind: Int, position: Int, length: Int, piece: String) -> String {
        var lines = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = position % lines.count
        var line = Array(lines[row])
        let at = line.isEmpty ? 0 : (position / lines.count) % line.count
        switch kind {
        case 0:  // a line cut short
            line.removeSubrange(at...)
        case 1:  // a number garbled: the digits around `at` replaced
            var start = at
            var end = at
            while start > 0, line[start - 1].isNumber || line[start - 1] == "." { start -= 1 }
            while end < line.count, line[end].isNumber || line[end] == "." { end += 1 }
            line.replaceSubrange(start..<end, with: Array(piece))
        case 2:  // a class name damaged: the word after a `<`
            if let open = line[at...].firstIndex(of: "<") ?? line.firstIndex(of: "<") {
                let end = line[(open + 1)...].firstIndex { !$0.isLetter && !$0.isNumber && $0 != "_" } ?? line.count
                line.replaceSubrange((open + 1)..<end, with: Array(piece))
            }
        case 3:  // the wrong depth: marks added or taken away
            if length % 2 == 0 {
                line.insert(contentsOf: Array(String(repeating: "   | ", count: 1 + length % 5)), at: 0)
            } else if let bar = line.firstIndex(of: "|") {
                line.remove(at: bar)
            }
        case 4:  // a line pasted twice
            lines.insert(lines[row], at: row)
            return lines.joined(separator: "\n")
        case 5:  // a span deleted, across lines
            var all = Array(lines.joined(separator: "\n"))
            let start = position % (all.count + 1)
            all.removeSubrange(start..<min(all.count, start + length * 7))
            return String(all)
        default:  // a piece inserted
            line.insert(contentsOf: Array(piece), at: at)
        }
        lines[row] = String(line)
        return lines.joined(separator: "\n")
    }

    /// Imports `text`: a valid tree, or an error naming a line of the text.
    static func checkImports(_ text: String) throws {
        let lines = text.count { $0 == "\n" } + 1
        do {
            let screen = try ScreenImporter().importScreen(text)
            for node in screen.tree.nodes { try ViewTree.check(node) }
            for (_, index) in screen.origins {
                try require((1...lines).contains(screen.source.views[index].line), "a view outside the text")
            }
        } catch let error as ViewDescriptionError {
            try require((1...lines).contains(error.line), "\(error) is outside lines 1...\(lines)")
            try require(error.description.hasPrefix("line \(error.line): "), "\(error)")
        }
    }

    /// A sample mangled once.
    static let mangled = zip(
        Gen.element(of: samples), Gen.int(in: 0...6), Gen.int(in: 0...100_000), Gen.int(in: 0...40),
        Gen.oneOf([Gen.element(of: garbage), Gen.element(of: pieces)])
    ).map { sample, kind, position, length, piece in
        mangle(sample, kind: kind, position: position, length: length, piece: piece)
    }

    @Test func mangledDumpsImportOrNameTheirLine() {
        property(Self.mangled, configuration: Self.configuration) { text in try Self.checkImports(text) }
    }

    /// Several manglings on top of each other.
    @Test func repeatedlyMangledDumpsImportOrNameTheirLine() {
        let step = zip(
            Gen.int(in: 0...6), Gen.int(in: 0...100_000), Gen.int(in: 0...40),
            Gen.oneOf([Gen.element(of: Self.garbage), Gen.element(of: Self.pieces)]))
        property(
            zip(Gen.element(of: Self.samples), step.array(count: 1...6)), configuration: Self.configuration
        ) { sample, steps in
            let text = steps.reduce(sample) { text, step in
                Self.mangle(text, kind: step.0, position: step.1, length: step.2, piece: step.3)
            }
            try Self.checkImports(text)
        }
    }

    @Test func textMadeOfDumpPiecesImportsOrNamesItsLine() {
        let text = Gen.oneOf([
            Gen.element(of: Self.pieces), Gen.element(of: Self.garbage), Gen.character.map { String($0) },
        ]).array(count: 0...60).map { $0.joined() }
        property(text, configuration: Self.configuration) { text in try Self.checkImports(text) }
    }

    /// The manglings reach the errors they are meant to: each kind is rejected, with a line,
    /// somewhere in the stream (a test that cannot fail is a defect).
    @Test func everyKindOfErrorIsReached() throws {
        var seen: Set<String> = []
        for seed in 0..<UInt64(3_000) {
            let text = try Self.mangled.sample(seed: seed)
            do { _ = try ScreenImporter().importScreen(text) } catch { seen.insert(Self.kind(of: error)) }
        }
        #expect(
            seen.isSuperset(of: [
                "truncated", "malformed", "nonFinite", "missingFrame", "wrongDepth", "duplicateView", "noViews",
            ]), "\(seen.sorted())")
    }

    /// The error's case name.
    static func kind(of error: ViewDescriptionError) -> String {
        Mirror(reflecting: error).children.first?.label ?? "\(error)"
    }
}
