import AvoidCore

/// Reads a printed view hierarchy: `recursiveDescription` as lldb's `po`, Swift's `print`, NSLog,
/// Cycript or Frida print it (with their prompts, quotes and escapes), `_printHierarchy`'s view
/// controllers beside it, cut marks (`...`) where a paste left views out. Lines that are neither
/// (prose, prompts, a log's prefix before its first view) are skipped; a line inside the dump that
/// cannot be read is an error naming it.
public struct ViewDescriptionParser: Sendable {
    /// A parser.
    public init() {}

    /// The views and controllers `text` prints.
    /// - Throws: `ViewDescriptionError` naming the first line at fault.
    /// - Complexity: O(characters).
    public func parse(_ text: String) throws(ViewDescriptionError) -> ViewDescription {
        let lines = DescriptionLines.read(text)
        var reading = Reading()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            switch Self.start(of: line.text) {
            case nil:
                reading.inDump = false
            case .cut:
                if !reading.views.isEmpty { reading.cut(at: line.number) }
            case .stray(let found):
                guard reading.inDump else { continue }
                throw .malformed(
                    line: line.number, field: "depth", expected: "a description after the depth marks", found: found)
            case .object(let depth, let body):
                var text = body
                var outcome = DescriptionScanner.scan(text)
                while outcome == .openQuote {
                    guard index < lines.count, !Self.startsNewView(lines[index].text) else {
                        throw .truncated(line: line.number, expected: "the quote that ends its text")
                    }
                    text += "\n" + lines[index].text
                    index += 1
                    outcome = DescriptionScanner.scan(text)
                }
                try reading.add(outcome, depth: depth, line: line.number)
            }
        }
        let lineCount = text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        guard !reading.views.isEmpty else { throw .noViews(line: lineCount) }
        return ViewDescription(
            views: reading.views, controllers: reading.controllers, cuts: reading.cuts, lineCount: lineCount)
    }

    /// How a line begins.
    enum Start: Equatable {
        /// A description at `depth`, from its `<`.
        case object(depth: Int, body: String)
        /// A cut mark: `...` or `…`.
        case cut
        /// Depth marks followed by something else.
        case stray(String)
    }

    /// How `text` begins: after a quote that opens a tool's output and the depth marks (`|`, or
    /// `+` for a presented controller), a description, a cut mark, or anything else. A line
    /// without depth marks may carry a prefix (a log's timestamp, `Table view: `) before its
    /// first view. `nil`: not part of a dump.
    static func start(of text: String) -> Start? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
        for opener in ["#\"", "@\"", "\"", "`"] where rest.hasPrefix(opener) {
            rest = rest.dropFirst(opener.count)
            break
        }
        var depth = 0
        while let first = rest.first, first == "|" || first == "+" || first == " " || first == "\t" {
            if first != " ", first != "\t" { depth += 1 }
            rest = rest.dropFirst()
        }
        if rest.first == "<" { return .object(depth: depth, body: String(rest)) }
        let trimmed = String(rest).trimmingWhitespace
        if trimmed == "..." || trimmed == "…" { return .cut }
        if depth > 0 { return .stray(String(trimmed.prefix(24))) }
        return firstView(in: rest).map { .object(depth: 0, body: String($0)) }
    }

    /// The first view description in `text` (`<Class: 0x...; frame = (`, a `baseClass` between),
    /// and what follows it: a log line names other objects (`<UICollectionViewFlowLayout: 0x...>`)
    /// before the view it is about.
    static func firstView(in text: Substring) -> Substring? {
        var rest = text
        while let open = rest.firstIndex(of: "<") {
            let candidate = rest[open...]
            let head = candidate.dropFirst().prefix { $0 != ">" && $0 != "<" }
            if head.contains(": 0x"), head.contains("; frame = ("),
                case .object = DescriptionScanner.scan("<" + head.prefix { $0 != ";" } + ">")
            {
                return candidate
            }
            rest = rest[rest.index(after: open)...]
        }
        return nil
    }

    /// Whether `text` starts a view of its own (depth marks and `<`): a text cannot run into it.
    static func startsNewView(_ text: String) -> Bool {
        if case .object(let depth, _) = start(of: text), depth > 0 { return true }
        return false
    }
}

extension ViewDescriptionParser {
    /// What has been read so far, and the rules that place each new view.
    struct Reading {
        var views: [DescribedView] = []
        var controllers: [DescribedController] = []
        var cuts: [Int] = []
        /// Whether the line before was part of the dump (a view, a layer, a controller, a cut).
        var inDump = false
        private var pendingCut = false
        /// The views that may still take subviews: the last one at each depth.
        private var open: [(depth: Int, index: Int)] = []
        private var lineOfAddress: [String: Int] = [:]
        /// The shallowest depth a view may have: the first view's, or a shallower one after a cut.
        private var base = 0

        mutating func cut(at line: Int) {
            cuts.append(line)
            pendingCut = true
            inDump = true
        }

        mutating func add(_ outcome: DescriptionScanner.Outcome, depth: Int, line: Int) throws(ViewDescriptionError) {
            inDump = true
            switch outcome {
            case .openQuote: throw .truncated(line: line, expected: "the quote that ends its text")
            case .truncated(let expected): throw .truncated(line: line, expected: expected)
            case .malformed(let field, let expected, let found):
                throw .malformed(line: line, field: field, expected: expected, found: found)
            case .object(.layer): return
            case .object(.controller(let name, let viewClass, let viewAddress, let isInWindow)):
                controllers.append(
                    DescribedController(
                        line: line, className: name, viewClass: viewClass, viewAddress: viewAddress,
                        isInWindow: isInWindow))
            case .object(.view(let name, let address, let fields)):
                var view = try Self.view(name, address, fields, depth: depth, line: line)
                if let first = lineOfAddress[address] {
                    throw .duplicateView(line: line, address: address, firstLine: first)
                }
                try place(&view)
                lineOfAddress[address] = line
                views.append(view)
                open.append((depth, views.count - 1))
            }
        }

        /// Finds the superview: the last open view one level up. Without a cut mark before it, a
        /// view may be at most one level below the view before it and no shallower than the first.
        private mutating func place(_ view: inout DescribedView) throws(ViewDescriptionError) {
            view.followsCut = pendingCut
            defer { pendingCut = false }
            guard let first = views.first else {
                base = view.depth
                return
            }
            let previous = views[views.count - 1].depth
            if !pendingCut, view.depth > previous + 1 || view.depth < base {
                throw .wrongDepth(line: view.line, depth: view.depth, allowed: base...(previous + 1))
            }
            // After a cut a view may be shallower than the first: it starts a new root.
            base = min(base, view.depth)
            while let last = open.last, last.depth >= view.depth { open.removeLast() }
            view.parent = open.last?.index
            if view.parent == nil, first.isKind(of: "UIWindow") { throw .secondWindow(line: view.line) }
        }

        /// The view a description's properties describe.
        static func view(
            _ name: String, _ address: String, _ fields: [DescribedObject.Field], depth: Int, line: Int
        ) throws(ViewDescriptionError) -> DescribedView {
            var frame: Rect?
            var view = DescribedView(line: line, depth: depth, className: name, address: address, frame: .zero)
            for field in fields {
                let value = field.value
                switch field.key {
                case "frame": frame = try DescriptionValues.frame(value, line: line)
                case "transform":
                    view.transform = try DescriptionValues.numbers(
                        value, count: 6, open: "[", close: "]", field: "transform", expected: "[a, b, c, d, tx, ty]",
                        line: line)
                case "hidden": view.isHidden = try DescriptionValues.flag(value, field: "hidden", line: line)
                case "alpha":
                    view.alpha = try DescriptionValues.number(
                        Substring(value), field: "alpha", expected: "a number", line: line)
                case "userInteractionEnabled":
                    view.isUserInteractionEnabled = try DescriptionValues.flag(
                        value, field: "userInteractionEnabled", line: line)
                case "baseClass": view.baseClass = value
                case "contentOffset":
                    view.contentOffset = try DescriptionValues.point(value, field: "contentOffset", line: line)
                case "contentSize":
                    view.contentSize = try DescriptionValues.size(value, field: "contentSize", line: line)
                case "adjustedContentInset":
                    // iOS 26 appends ` topEdge=<...>` to the insets.
                    let insets = value.prefix { $0 != "}" } + (value.contains("}") ? "}" : "")
                    view.adjustedContentInset = try DescriptionValues.insets(
                        String(insets), field: "adjustedContentInset", line: line)
                    view.printsTopEdge = value.contains("topEdge=")
                case "dataSource": view.printsDataSource = true
                case "layout", "collectionViewLayout": view.printsLayout = true
                default: continue
                }
            }
            guard let frame else { throw .missingFrame(line: line) }
            view.frame = frame
            return view
        }
    }
}
