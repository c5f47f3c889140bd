"""Swift source as tokens: just enough lexing (strings, comments, operators, keywords) to find
mutation sites and not be fooled by text inside literals."""

import re
from dataclasses import dataclass


OPERATOR_CHARS = set("/=-+!*%<>&|^~?")
KEYWORDS = {
    "let", "var", "if", "else", "guard", "while", "for", "in", "return", "switch", "case", "default",
    "func", "init", "deinit", "struct", "class", "enum", "extension", "protocol", "import", "throw",
    "throws", "try", "catch", "do", "defer", "break", "continue", "where", "is", "as", "self", "Self",
    "super", "static", "public", "private", "fileprivate", "internal", "package", "mutating",
    "nonmutating", "inout", "some", "any", "typealias", "associatedtype", "operator", "subscript",
    "get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "final", "override", "open",
    "true", "false", "nil", "repeat", "fallthrough", "consuming", "borrowing",
}


@dataclass
class Token:
    kind: str  # ident, number, string, op, punct, keyword
    text: str
    start: int
    end: int


def lex(source):
    """Tokens of Swift source, with comments and whitespace dropped; strings are single tokens."""
    tokens, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if c.isspace():
            i += 1
        elif source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            j = string_end(source, i)
            tokens.append(Token("string", source[i:j], i, j))
            i = j
        elif c.isalpha() or c == "_":
            j = i + 1
            while j < n and (source[j].isalnum() or source[j] == "_"):
                j += 1
            text = source[i:j]
            tokens.append(Token("keyword" if text in KEYWORDS else "ident", text, i, j))
            i = j
        elif c == "`":
            j = source.index("`", i + 1) + 1
            tokens.append(Token("ident", source[i:j], i, j))
            i = j
        elif c.isdigit():
            m = re.match(r"0x[0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?", source[i:])
            j = i + m.end()
            tokens.append(Token("number", source[i:j], i, j))
            i = j
        elif c in OPERATOR_CHARS or (c == "." and source.startswith("..", i)):
            j = i + 1
            dotted = c == "."
            while j < n and (source[j] in OPERATOR_CHARS or (dotted and source[j] == ".")):
                j += 1
            tokens.append(Token("op", source[i:j], i, j))
            i = j
        else:
            tokens.append(Token("punct", c, i, i + 1))
            i += 1
    return tokens


def string_end(source, i):
    """The index just past the string literal starting at i (raw, multi-line, interpolated)."""
    hashes = 0
    while source[i] == "#":
        hashes, i = hashes + 1, i + 1
    multi = source.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    while True:
        if source.startswith(close, i):
            return i + len(close)
        if source.startswith(escape, i):
            i += len(escape)
            if i < len(source) and source[i] == "(":  # interpolation: skip balanced parentheses
                depth, i = 1, i + 1
                while depth:
                    if source[i] == '"':
                        i = string_end(source, i)
                        continue
                    depth += {"(": 1, ")": -1}.get(source[i], 0)
                    i += 1
            else:
                i += 1
        else:
            i += 1
