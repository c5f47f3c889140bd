import Foundation
import Testing

/// Nothing in the repository points at one machine's files: a reader of any clone can follow
/// every path a document, a comment or a script names.
@Suite struct PortablePathTests {
    /// Folders that are a machine's own and never part of a clone.
    static let skipped: Set<String> = [".git", ".build", ".swiftpm", ".avoidkit"]

    @Test func noAbsolutePathToOneMachinesFiles() throws {
        let root = PackageManifest.root
        var checked = 0
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walker?.nextObject() as? URL {
            if Self.skipped.contains(url.lastPathComponent) {
                walker?.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            checked += 1
            // A file naming none of the folders needs no closer look.
            guard Self.roots.contains(where: text.contains)
            else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.namesAbsolutePath(line) {
                Issue.record("\(url.path.dropFirst(root.path.count + 1)):\(number + 1): \(line)")
            }
        }
        #expect(checked > 500)
    }

    /// The folders a checkout, a home or a temporary file lives in.
    /// Built from their names, so this file names none of them itself.
    static let roots = ["work", "root", "home", "Users", "private/var", "tmp", "var/folders"].map { "/\($0)/" }

    /// Whether `line` holds a path from the root of a machine's disk: one of the folders a
    /// checkout, a home or a temporary file lives in, not preceded by a path of its own
    /// (`.build/tmp/` is relative).
    static func namesAbsolutePath(_ line: Substring) -> Bool {
        let text = Array(line.utf8)
        for root in roots.map({ Array($0.utf8) }) where text.count >= root.count {
            for start in 0...(text.count - root.count) where text[start..<(start + root.count)].elementsEqual(root) {
                guard start > 0 else { return true }
                let before = text[start - 1]
                let partOfAPath =
                    (before >= 0x30 && before <= 0x39) || (before >= 0x41 && before <= 0x5A)
                    || (before >= 0x61 && before <= 0x7A)
                    || [UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "-"), UInt8(ascii: "_")].contains(before)
                if !partOfAPath { return true }
            }
        }
        return false
    }

    @Test func theCheckSeesAbsolutePathsAndOnlyThem() {
        #expect(Self.namesAbsolutePath("see \(Self.roots[0])shared/reference/x.md"[...]))
        #expect(Self.namesAbsolutePath("\(Self.roots[3])me/Library"[...]))
        #expect(Self.namesAbsolutePath("(\"\(Self.roots[5])avoidkit\")"[...]))
        #expect(!Self.namesAbsolutePath("../shared/ios-sdk and .build/tmp/x"))
        #expect(!Self.namesAbsolutePath("Tests/RegressionTests/Cases/I5-x.json"))
    }
}
