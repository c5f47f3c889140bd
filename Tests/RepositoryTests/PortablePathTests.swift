import Foundation
import Testing

/// Nothing in the repository points at one machine's files: a reader of any clone can follow
/// every path a document, a comment or a script names. The files judged are those git keeps or
/// would offer to keep (tracked, or new and not ignored): what a script leaves behind, under
/// `.build` or wherever `.gitignore` says, is the machine's own.
@Suite struct PortablePathTests {
    /// Folders that are a machine's own and never part of a clone, for a tree git cannot list.
    static let skipped: Set<String> = [".git", ".build", ".swiftpm", ".avoidkit"]

    @Test func noAbsolutePathToOneMachinesFiles() throws {
        let root = PackageManifest.root
        var checked = 0
        for url in Self.files(in: root) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
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

    /// The files below `root` a clone would hold: git's tracked files and the new ones it does not
    /// ignore; every file outside `skipped` when `root` is not a git checkout.
    static func files(in root: URL) -> [URL] {
        if let listed = gitFiles(in: root) { return listed }
        var files: [URL] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walker?.nextObject() as? URL {
            if Self.skipped.contains(url.lastPathComponent) {
                walker?.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false { files.append(url) }
        }
        return files
    }

    /// `git ls-files --cached --others --exclude-standard` in `root`, or `nil` when git cannot
    /// list it (no git, or not a checkout). Deleted files still listed by the index are left out.
    static func gitFiles(in root: URL) -> [URL]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return data.split(separator: 0).map { root.appendingPathComponent(String(decoding: $0, as: UTF8.self)) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// What a script leaves where git ignores it is not judged; what it leaves unignored is.
    @Test func filesGitIgnoresAreNotJudged() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("portable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".hypothesis"), withIntermediateDirectories: true)
        try Data(".hypothesis/\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        try Data("x".utf8).write(to: root.appendingPathComponent(".hypothesis/cache"))
        try Data("x".utf8).write(to: root.appendingPathComponent("kept.md"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "init", "-q"]
        try process.run()
        process.waitUntilExit()
        let listed = try #require(Self.gitFiles(in: root)).map(\.lastPathComponent).sorted()
        #expect(listed == [".gitignore", "kept.md"])
    }

    /// Every by-product the scripts leave (Hypothesis's storage, Python's bytecode caches) is
    /// under `.build` or ignored by git: the checks judge a checkout after any script as a clone.
    @Test func theRepositoryIgnoresTheScriptsByProducts() throws {
        let ignore = try String(contentsOf: PackageManifest.root.appendingPathComponent(".gitignore"), encoding: .utf8)
        let ignored = Set(ignore.split(separator: "\n").map(String.init))
        for folder in [".build/", ".avoidkit/", ".hypothesis/", "__pycache__/"] {
            #expect(ignored.contains(folder), "\(folder) is not in .gitignore")
        }
        let scripts = PackageManifest.root.appendingPathComponent("Scripts")
        for name in try FileManager.default.contentsOfDirectory(atPath: scripts.path).sorted() {
            let text = try String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)
            if text.contains("python") {
                #expect(
                    text.contains("export PYTHONPYCACHEPREFIX=\"$root/.build/"),
                    "Scripts/\(name) runs Python without its caches under .build")
            }
            if text.contains("hypothesis") && text.contains("bin/python") {
                #expect(
                    text.contains("export HYPOTHESIS_STORAGE_DIRECTORY=\"$root/.build/"),
                    "Scripts/\(name) runs Hypothesis without its storage under .build")
            }
        }
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
