import Foundation
import Testing

/// The package's shape as `Package.swift` declares it: targets, what each depends on, products.
struct PackageManifest {
    struct Target {
        var name: String
        var isTest: Bool
        var dependencies: [String]
        /// The folder named by `path:`, if any.
        var path: String?

        /// The target's folder in the repository.
        var folder: URL {
            PackageManifest.root.appendingPathComponent(path ?? "\(isTest ? "Tests" : "Sources")/\(name)")
        }
    }

    var targets: [Target]
    /// Product name and its targets, in declaration order.
    var products: [(name: String, targets: [String])]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read() throws -> PackageManifest {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [Target] = []
        var products: [(String, [String])] = []
        for (marker, isTest) in [(".target(", false), (".executableTarget(", false), (".testTarget(", true)] {
            for chunk in text.components(separatedBy: marker).dropFirst() {
                let call = chunk.components(separatedBy: "\n        .").first ?? chunk
                guard let name = quoted(after: "name:", in: call).first else { continue }
                targets.append(
                    Target(
                        name: name, isTest: isTest, dependencies: list(after: "dependencies:", in: call),
                        path: quoted(after: "path:", in: call).first))
            }
        }
        for chunk in text.components(separatedBy: ".library(").dropFirst() {
            guard let name = quoted(after: "name:", in: chunk).first else { continue }
            products.append((name, list(after: "targets:", in: chunk)))
        }
        return PackageManifest(targets: targets, products: products)
    }

    /// The quoted strings in the bracketed list following `label`, or none.
    static func list(after label: String, in text: String) -> [String] {
        guard let start = text.range(of: label + " [") else { return [] }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "]") else { return [] }
        return quoted(in: String(rest[..<end]))
    }

    static func quoted(after label: String, in text: String) -> [String] {
        guard let start = text.range(of: label) else { return [] }
        return quoted(in: String(text[start.upperBound...]))
    }

    static func quoted(in text: String) -> [String] {
        text.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// Every target `node` depends on, directly or through others.
    func reach(_ node: String) -> Set<String> {
        let graph = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.dependencies) })
        var seen: Set<String> = []
        var stack = graph[node] ?? []
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack += graph[next] ?? [] }
        }
        return seen
    }

    /// `name`'s dependencies without those another dependency already implies.
    func reduced(_ name: String) -> Set<String> {
        let direct = targets.first { $0.name == name }?.dependencies ?? []
        return Set(
            direct.filter { dependency in !direct.contains { $0 != dependency && reach($0).contains(dependency) } })
    }
}

/// The architecture's module graph and table and the README's products are `Package.swift`, and
/// `Package.swift` is the imports.
@Suite struct ModuleGraphTests {
    static func readme() throws -> String {
        try String(contentsOf: PackageManifest.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    static func architecture() throws -> String {
        try String(
            contentsOf: PackageManifest.root.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
    }

    /// Each `A --> B` of the architecture's Mermaid graph, and the nodes that stand alone.
    static func drawnGraph() throws -> [String: Set<String>] {
        let document = try architecture()
        let start = try #require(document.range(of: "```mermaid\nflowchart BT\n"))
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        var graph: [String: Set<String>] = [:]
        for line in document[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: " ").map(String.init)
            if parts.count == 3, parts[1] == "-->" {
                graph[parts[0], default: []].insert(parts[2])
            } else if parts.count == 1 {
                graph[parts[0], default: []] = graph[parts[0]] ?? []
            } else {
                Issue.record("not an edge: \(line)")
            }
        }
        return graph
    }

    /// The judge and the generators link no adapter: a rule of `TreeAvoidance` cannot move the
    /// judge, nor shape the screens it is judged on. What is judged links no judge: the zoo, the
    /// peers and UIKit's stand-in cannot share the judge's code. An app linking `AvoidUIKit` gets
    /// only what it runs: no judge, no generator, no test vocabulary.
    @Test func theJudgeAndTheGeneratorsLinkNoAdapterAndAppsNoTestVocabulary() throws {
        let manifest = try PackageManifest.read()
        for judge in ["AvoidConformance", "Generators"] {
            for adapter in ["TreeAvoidance", "AvoidanceShell"] {
                #expect(!manifest.reach(judge).contains(adapter), "\(judge) links \(adapter)")
            }
        }
        for judged in ["BugZoo", "FakeUIKit", "Peers", "Generators"] {
            #expect(!manifest.reach(judged).contains("AvoidConformance"), "\(judged) links the judge")
        }
        let app = try #require(manifest.products.first { $0.name == "AvoidUIKit" })
        let linked = app.targets.reduce(into: Set(app.targets)) { $0.formUnion(manifest.reach($1)) }
        #expect(linked == ["AvoidUIKit", "AvoidanceShell", "TreeAvoidance", "ViewTree", "AvoidCore"])
        let engine = try #require(manifest.products.first { $0.name == "AvoidCore" })
        #expect(engine.targets.allSatisfy { manifest.reach($0).isEmpty })
    }

    @Test func theArchitectureGraphIsTheManifestsReducedGraph() throws {
        let manifest = try PackageManifest.read()
        let expected = Dictionary(
            uniqueKeysWithValues: manifest.targets.filter { !$0.isTest }.map { ($0.name, manifest.reduced($0.name)) })
        let drawn = try Self.drawnGraph()
        #expect(Set(drawn.keys) == Set(expected.keys))
        for (name, edges) in expected {
            #expect(
                drawn[name] == edges,
                "\(name): the architecture draws \(drawn[name] ?? []), Package.swift implies \(edges)")
        }
    }

    /// Every target declares exactly the modules of this package it imports: no dependency
    /// declared and never used, none used and not declared.
    @Test func everyTargetDeclaresWhatItImports() throws {
        let manifest = try PackageManifest.read()
        let modules = Set(manifest.targets.map(\.name))
        #expect(manifest.targets.count > 20)
        for target in manifest.targets {
            let folder = target.folder
            var imported: Set<String> = []
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                        words[..<index].allSatisfy({ $0.hasPrefix("@") })
                    else { continue }
                    let module = String(words[index + 1])
                    if modules.contains(module) { imported.insert(module) }
                }
            }
            #expect(imported == Set(target.dependencies), "\(target.name) imports \(imported.sorted())")
        }
    }

    @Test func theReadmeListsEveryProductWithItsModules() throws {
        let manifest = try PackageManifest.read()
        let readme = try Self.readme()
        #expect(manifest.products.count == 6)
        for product in manifest.products {
            let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `\(product.name)` |") })
            let modules = row.split(separator: "|")[1].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
            #expect(Set(modules) == Set(product.targets), "\(product.name)")
        }
    }

    @Test func theArchitectureSaysWhyEveryModuleExists() throws {
        let manifest = try PackageManifest.read()
        let architecture = try Self.architecture()
        let firstCells = architecture.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            $0.split(separator: "|")[0]
        }
        for target in manifest.targets where !target.isTest {
            #expect(firstCells.contains { $0.contains("`\(target.name)`") }, "\(target.name) has no row")
        }
    }
}
