"""Mutation sites: where a fault can be planted (operators, literals, statements, geometry
mix-ups), which lines the compiler skips on this platform, and each site's stable key."""

import re
import sys
from dataclasses import dataclass

from .lexer import lex


SWAPS = {
    "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
    "&&": "||", "||": "&&", "+": "-", "-": "+", "+=": "-=", "-=": "+=",
}
OPERATOR_CLASS = {
    "<": "relational", "<=": "relational", ">": "relational", ">=": "relational",
    "==": "equality", "!=": "equality", "&&": "logical", "||": "logical",
    "+": "arithmetic", "-": "arithmetic", "+=": "arithmetic", "-=": "arithmetic",
}
ASSIGNMENTS = {"=", "+=", "-=", "*=", "/="}


@dataclass
class Site:
    file: str  # relative to the package
    operator: str  # operator class, for example "relational" or "delete statement"
    start: int  # the span the mutant changes, in the original text
    end: int
    original: str
    replacement: str  # the real mutant's text for the span
    wrapper: bool = False  # the span holds other sites (a condition, a statement)
    initializes: bool = False  # a deleted statement that may be what initializes its target
    line: int = 0
    column: int = 0
    key: str = ""
    number: int = 0
    inactive: bool = False  # inside an `#if` branch this platform does not compile
    needs: str = ""  # the member a geometry mutant names instead of the original's



# A member taken for its twin on the same type: the frame the keyboard comes from for the one it
# goes to, one edge for the other, a width for a height, a view's frame (in its superview's
# coordinates) for its bounds (in its own). Where a type has only one of the two, the mutant does
# not compile and is stillborn.
MEMBER_SWAPS = {
    "beginFrame": ("endFrame", "begin/end frame"), "endFrame": ("beginFrame", "begin/end frame"),
    "minY": ("maxY", "min/max edge"), "maxY": ("minY", "min/max edge"),
    "minX": ("maxX", "min/max edge"), "maxX": ("minX", "min/max edge"),
    "width": ("height", "width/height"), "height": ("width", "width/height"),
    "x": ("y", "x/y"), "y": ("x", "x/y"),
    "min": ("max", "min/max member"), "max": ("min", "min/max member"),
    "frame": ("bounds", "frame/bounds"), "bounds": ("frame", "frame/bounds"),
}
# Conversions between coordinate spaces (the screen's and a window's, a view's and another's): a
# mutant leaves one out and keeps the rectangle in the space it was in.
CONVERSIONS = {"windowRect": "fromScreen", "screenRect": "fromWindow", "convert": None, "offsetBy": None}
# Keywords only in some places: elsewhere they name values (`let final = ...; final.minY`).
CONTEXTUAL = {"final", "open", "lazy", "weak", "unowned", "get", "set", "willSet", "didSet", "override", "package",
              "some", "any", "consuming", "borrowing", "mutating", "nonmutating"}
GEOMETRY = {kind for _, kind in MEMBER_SWAPS.values()} | {"coordinate space"}


def adjacent(a, b):
    return a.end == b.start


def matching(tokens, index):
    """The index of the bracket that closes (or opens) tokens[index], or None."""
    pairs = {"(": ")", "[": "]", ")": "(", "]": "["}
    mine, other = tokens[index].text, pairs[tokens[index].text]
    step = 1 if mine in "([" else -1
    depth, j = 0, index
    while 0 <= j < len(tokens):
        if tokens[j].kind == "punct" and tokens[j].text == mine:
            depth += 1
        elif tokens[j].kind == "punct" and tokens[j].text == other:
            depth -= 1
            if depth == 0:
                return j
        j += step
    return None


def chain_start(tokens, dot):
    """The first token of the postfix chain before the `.` at tokens[dot] (`a.b(c)[0]?` before
    `.d`), or None where there is none: an implicit member, a key path, a literal."""
    j = dot - 1
    while j >= 0:
        t = tokens[j]
        if t.text in (")", "]") and t.kind == "punct":
            o = matching(tokens, j)
            if o is None:
                return None
            before = tokens[o - 1] if o else None
            # A call or a subscript goes on leftwards; a parenthesized expression starts the chain.
            if before and adjacent(before, tokens[o]) and (before.kind == "ident" or before.text in (
                    ")", "]", "self", "super", "Self")):
                j = o - 1
                continue
            start = o
        elif t.kind == "ident" or t.text in ("self", "super", "Self") or t.text in CONTEXTUAL:
            start = j
        elif t.kind == "number" and j and tokens[j - 1].text == "$" and adjacent(tokens[j - 1], t):
            start = j - 1  # a closure's `$0`
        elif t.kind == "op" and t.text in ("?", "!") and j and adjacent(tokens[j - 1], t):
            j -= 1  # optional chaining, a forced unwrap
            continue
        else:
            return None
        if start >= 2 and tokens[start - 1].text == "." and tokens[start - 1].kind == "punct":
            j = start - 2
            continue
        if start and tokens[start - 1].text in ("\\", "&", "#", "."):
            return None  # a key path, an inout argument, a directive, an implicit member
        return start
    return None


def chain_end(tokens, index):
    """The index just past the postfix chain that goes on after tokens[index - 1]."""
    j = index
    while j < len(tokens):
        t = tokens[j]
        if t.kind == "punct" and t.text == "." and j + 1 < len(tokens) and tokens[j + 1].kind in ("ident", "keyword"):
            j += 2
        elif t.kind == "punct" and t.text in ("(", "[") and adjacent(tokens[j - 1], t):
            close = matching(tokens, j)
            if close is None:
                return j
            j = close + 1
        elif t.kind == "op" and t.text in ("?", "!") and adjacent(tokens[j - 1], t) and (
                j + 1 >= len(tokens) or not adjacent(t, tokens[j + 1]) or tokens[j + 1].text == "."):
            j += 1
        else:
            return j
    return j


def geometry_sites(tokens, source, relative):
    """A member swapped for its twin, and a coordinate conversion left out: each as a switch over
    the whole chain that leads to it (`keyboard.endFrame`, `tree.convert(r, from: a, to: b)`),
    so the schema can hold the member the real mutant names. A chain that is written to (an
    assignment, an inout argument) cannot be switched, and is not mutated."""
    found = []
    for m, t in enumerate(tokens):
        if t.kind != "ident" or m < 2 or tokens[m - 1].text != "." or tokens[m - 1].kind != "punct":
            continue
        swap = MEMBER_SWAPS.get(t.text)
        if not swap and t.text not in CONVERSIONS:
            continue
        start = chain_start(tokens, m - 1)
        if start is None or (t.text in ("min", "max") and tokens[start].text == "Swift"):
            continue
        after = m + 1
        called = after < len(tokens) and tokens[after].text == "(" and adjacent(t, tokens[after])
        if called:
            close = matching(tokens, after)
            if close is None:
                continue
            after = close + 1
        elif not swap:
            continue
        if after < len(tokens) and tokens[after].text == "{" and "\n" not in source[tokens[after - 1].end:tokens[after].start]:
            continue  # a trailing closure
        end = chain_end(tokens, after)
        if end < len(tokens) and tokens[end].text in ASSIGNMENTS:
            continue  # written to
        # Optional chaining before the site: a parenthesized switch would end the chain, so the
        # switch spans the chain to its end.
        if end > after and any(x.kind == "op" and x.text == "?" for x in tokens[start:m]):
            after = end
        span_end = tokens[after - 1].end
        original = source[tokens[start].start:span_end]
        if swap:
            other, kind = swap
            mutant = source[tokens[start].start:t.start] + other + source[t.end:span_end]
        else:
            kind, label = "coordinate space", CONVERSIONS[t.text]
            if not called:
                continue
            arguments = tokens[m + 2:close]
            if t.text == "offsetBy":
                kept = source[tokens[start].start:tokens[m - 1].start].rstrip()
            else:
                if label:
                    if len(arguments) < 3 or arguments[0].text != label or arguments[1].text != ":":
                        continue
                    arguments = arguments[2:]
                depth, last = 0, len(arguments)
                for i, a in enumerate(arguments):
                    depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(a.text, 0)
                    if depth == 0 and a.text == ",":
                        last = i
                        break
                if not last:
                    continue
                kept = source[arguments[0].start:arguments[last - 1].end]
            mutant = kept + source[tokens[close].end:span_end]
        site = Site(relative, kind, tokens[start].start, span_end, original, mutant, wrapper=True)
        site.needs = swap[0] if swap else ""
        found.append(site)
    return found



# What `canImport` and `os` answer on this machine: a site in a branch the compiler skips here
# can never be killed here, so it is reported apart ("not built"), not counted as a survivor.
APPLE_ONLY_MODULES = {
    "ObjectiveC", "Darwin", "UIKit", "AppKit", "CoreGraphics", "SwiftUI", "WatchKit", "Combine",
    "QuartzCore", "CoreFoundation", "os", "Security",
}
THIS_OS = {"linux": "Linux", "darwin": "macOS"}.get(sys.platform, sys.platform)


def condition_holds(text, flags=frozenset()):
    """Evaluates an `#if` condition: canImport and os as this machine answers them, a flag as
    set when it is in `flags`, !, && and ||. The other checks (arch, swift and compiler
    versions) count as true: the toolchain here is the one the package requires."""
    tokens = re.findall(r"[A-Za-z_][A-Za-z_0-9]*\([^)]*\)|[A-Za-z_][A-Za-z_0-9]*|&&|\|\||!|\(|\)", text)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        position[0] += 1
        return tokens[position[0] - 1]

    def atom():
        token = take()
        if token == "!":
            return not atom()
        if token == "(":
            value = disjunction()
            take()
            return value
        call = re.fullmatch(r"([A-Za-z_]+)\((.*)\)", token)
        if call:
            name, argument = call.group(1), call.group(2).strip()
            if name == "canImport":
                return argument.split(".")[0] not in APPLE_ONLY_MODULES if THIS_OS == "Linux" else True
            if name == "os":
                return argument == THIS_OS
            return True
        return token == "true" or token in flags

    def conjunction():
        value = atom()
        while peek() == "&&":
            take()
            value = atom() and value
        return value

    def disjunction():
        value = conjunction()
        while peek() == "||":
            take()
            value = conjunction() or value
        return value

    try:
        return disjunction()
    except IndexError:
        return True


def inactive_spans(source, flags=frozenset()):
    """The character ranges of `#if` branches this platform skips (with `flags` set)."""
    spans, stack, offset = [], [], 0
    for line in source.split("\n"):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, rest = directive.group(1), directive.group(2).split("//")[0]
            if kind == "if":
                outer = all(frame["active"] for frame in stack)
                holds = condition_holds(rest, flags)
                stack.append({"taken": holds, "active": holds, "start": offset + len(line) + 1, "outer": outer})
            elif stack and kind in ("elseif", "else"):
                frame = stack[-1]
                if not frame["active"] and frame["outer"]:
                    spans.append((frame["start"], offset))
                holds = not frame["taken"] and (kind == "else" or condition_holds(rest, flags))
                frame["taken"] |= holds
                frame["active"], frame["start"] = holds, offset + len(line) + 1
            elif stack and kind == "endif":
                frame = stack.pop()
                if not frame["active"] and frame["outer"]:
                    spans.append((frame["start"], offset))
        offset += len(line) + 1
    return spans


def sites_in(path, relative, flags=frozenset()):
    source = open(path, encoding="utf-8").read()
    tokens = lex(source)
    found = []

    def spaced(t):
        return t.start > 0 and source[t.start - 1] in " \n" and t.end < len(source) and source[t.end] in " \n"

    for index, t in enumerate(tokens):
        before = tokens[index - 1] if index else None
        after = tokens[index + 1] if index + 1 < len(tokens) else None
        if t.kind == "op" and t.text in SWAPS and spaced(t) and not (before and before.text in ("func", "operator")):
            # `+` next to a string literal concatenates: its `-` cannot compile.
            if t.text in "+-" and ((before and before.kind == "string") or (after and after.kind == "string")):
                continue
            found.append(Site(relative, OPERATOR_CLASS[t.text], t.start, t.end, t.text, SWAPS[t.text]))
        elif t.kind == "ident" and t.text in ("min", "max") and after and after.text == "(":
            start = t.start
            if before and before.text == ".":
                qualifier = tokens[index - 2] if index >= 2 else None
                if not qualifier or qualifier.text != "Swift":
                    continue
                start = qualifier.start
            other = "max" if t.text == "min" else "min"
            found.append(Site(relative, "min/max", start, after.end, source[start:after.end],
                              source[start:t.start] + other + "("))
        elif t.kind == "keyword" and t.text in ("true", "false"):
            found.append(Site(relative, "boolean literal", t.start, t.end, t.text,
                              "false" if t.text == "true" else "true"))
        elif t.kind == "number" and t.text in ("0", "1", "0.0", "1.0") and not (before and before.text in (".", "$")):
            other = {"0": "1", "1": "0", "0.0": "1.0", "1.0": "0.0"}[t.text]
            found.append(Site(relative, "numeric literal", t.start, t.end, t.text, other))
        elif t.kind == "keyword" and t.text in ("if", "while", "guard") and not (
                before and before.text == "#" and adjacent(before, t)):  # `#if` is a directive
            condition = condition_span(tokens, index, source)
            if condition:
                s, e = condition
                text = source[s:e]
                found.append(Site(relative, "negated condition", s, e, text, "!(" + text + ")", wrapper=True))
    found += statements(tokens, source, relative)
    found += geometry_sites(tokens, source, relative)
    found.sort(key=lambda site: (site.start, -site.end))
    skipped = inactive_spans(source, flags)
    for site in found:
        site.inactive = any(start <= site.start < end for start, end in skipped)
    line_starts = [0] + [i + 1 for i, c in enumerate(source) if c == "\n"]
    seen = {}
    for site in found:
        site.line = bisect_right(line_starts, site.start)
        site.column = site.start - line_starts[site.line - 1] + 1
        text = source[line_starts[site.line - 1]:source.find("\n", site.start) if "\n" in source[site.start:] else len(source)]
        change = f"{' '.join(site.original.split())} -> {' '.join(site.replacement.split())}"
        base = f"{relative}|{site.operator}|{change}|{' '.join(text.split())}"
        seen[base] = seen.get(base, 0) + 1
        site.key = f"{base}|{seen[base]}"
    return source, found


def bisect_right(values, x):
    lo, hi = 0, len(values)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < values[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def condition_span(tokens, index, source):
    """The span of a plain boolean condition after `if`/`while`/`guard`: none with bindings,
    patterns, several clauses or closures."""
    keyword = tokens[index].text
    stop = "else" if keyword == "guard" else "{"
    depth, j = 0, index + 1
    while j < len(tokens):
        t = tokens[j]
        if depth == 0 and t.text == stop:
            break
        if t.text in ("let", "var", "case", "#available", "{", "}") or (depth == 0 and t.text == ","):
            return None
        if t.text == "#":
            return None
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(t.text, 0)
        j += 1
    if j == index + 1 or j >= len(tokens):
        return None
    return tokens[index + 1].start, tokens[j - 1].end


def bracket_depth(tokens, index):
    """How many parentheses and square brackets are open before tokens[index] (memoised)."""
    cache = bracket_depth.__dict__.setdefault("cache", {})
    key = id(tokens)
    if key not in cache:
        depths, depth = [], 0
        for t in tokens:
            depths.append(depth)
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(t.text, 0)
        cache.clear()
        cache[key] = depths
    return cache[key][index]


def initializes(tokens, source, index):
    """Whether the statement at tokens[index] may be what initializes its target: an
    assignment to `self` or a stored property in an initializer, or to a local declared without
    a value. Deleting any other statement cannot leave anything uninitialized."""
    # The enclosing function: walk outwards to the first block whose header is a declaration.
    depth, j, in_init, function_start = 0, index - 1, False, 0
    while j >= 0:
        text = tokens[j].text
        if text == "}":
            depth += 1
        elif text == "{":
            if depth == 0:
                k, parens, header = j - 1, 0, []
                # The declaration before the brace (closures in its parameters' defaults included).
                while k >= 0 and (parens > 0 or tokens[k].text not in ("{", "}", ";")):
                    parens += {")": 1, "(": -1}.get(tokens[k].text, 0)
                    header.append(tokens[k].text)
                    k -= 1
                if "init" in header or "func" in header or "deinit" in header or "var" in header:
                    in_init = "init" in header
                    function_start = j
                    break
            else:
                depth -= 1
        j -= 1
    root = tokens[index].text
    if root == "self":
        return in_init
    # A local declared in the function before the statement.
    for k in range(function_start, index):
        if tokens[k].text in ("let", "var") and k + 1 < index and tokens[k + 1].text == root:
            line_end = source.find("\n", tokens[k].start)
            return "=" not in source[tokens[k + 1].end:line_end if line_end >= 0 else len(source)]
    return in_init


def statements(tokens, source, relative):
    """Assignments and mutating calls that stand as statements on their own lines."""
    found = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        line_start = source.rfind("\n", 0, t.start) + 1
        first_on_line = source[line_start:t.start].strip() == ""
        previous = tokens[i - 1] if i else None
        # A statement starts a line after something that can end one: not inside an argument
        # list, after an operator, a comma or a keyword such as `return`.
        ends_statement = previous is None or previous.text in ("{", "}", ")", "]", ";") or previous.kind in (
            "ident", "number", "string") or previous.text in ("true", "false", "nil", "self", "break", "continue")
        inside_brackets = bracket_depth(tokens, i) > 0
        if not first_on_line or (t.kind != "ident" and t.text != "self") or not ends_statement or inside_brackets:
            i += 1
            continue
        # The statement runs to the end of the line where brackets balance.
        depth, j, assignment = 0, i, False
        while j < len(tokens):
            u = tokens[j]
            if depth == 0 and u.text in ASSIGNMENTS:
                assignment = True
            if u.text in "{}" and depth == 0:
                break
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(u.text, 0)
            nxt = tokens[j + 1] if j + 1 < len(tokens) else None
            if depth == 0 and (nxt is None or "\n" in source[u.end:nxt.start]):
                j += 1
                break
            j += 1
        last = tokens[j - 1]
        ended_cleanly = j >= len(tokens) or "\n" in source[last.end:tokens[j].start] if j < len(tokens) else True
        if depth == 0 and ended_cleanly and tokens[j - 1].text not in "{}":
            # A call that is a body's only expression is its value (an implicit return), not a statement.
            alone = i > 0 and tokens[i - 1].text == "{" and j < len(tokens) and tokens[j].text == "}"
            call = not assignment and not alone and last.text == ")" and any(x.text == "." for x in tokens[i:j])
            if assignment or call:
                text = source[t.start:last.end]
                site = Site(relative, "deleted statement", t.start, last.end, text, "", wrapper=True)
                site.initializes = initializes(tokens, source, i)
                found.append(site)
        i = max(j, i + 1)
    return found
