"""A sweep's steps: which compiler errors belong to which site, building the schema with the
sites it rejects taken out, the equivalents a module lists, a mutant's one-line diff."""

import hashlib
import json
import os
import re
import sys

from .lexer import lex
from .schema import render, support_source


def innermost(position, located):
    """The site (a set of one, or empty) whose located span holds `position` most closely."""
    line, column = position
    inside = [n for n, (l0, c0, l1, c1) in located.items()
              if l0 <= line <= l1 and (l0 < line or c0 <= column) and (line < l1 or column < c1)]
    return {min(inside, key=lambda n: (located[n][2] - located[n][0], located[n][3] - located[n][1]))} if inside else set()


def attribute(errors, located, file_sites, blocks=()):
    """The sites compiler errors point at: a site whose schema text contains the error's
    position, else every site on the error's line, else every site of the innermost block
    (a function body) around it: definite-initialization errors point at a body's closing brace."""
    blamed = set()
    for line, column in errors:
        inside = [n for n in file_sites if located[n][0] <= line <= located[n][2]
                  and (located[n][0] < line or located[n][1] <= column) and (line < located[n][2] or column < located[n][3])]
        if inside:
            # The innermost: the one with the shortest span.
            blamed.add(min(inside, key=lambda n: (located[n][2] - located[n][0], located[n][3] - located[n][1])))
            continue
        near = [n for n in file_sites if located[n][0] <= line <= located[n][2]]
        if not near:
            around = [b for b in blocks if b[0] <= line <= b[1]]
            if around:
                first, last = min(around, key=lambda b: b[1] - b[0])
                near = [n for n in file_sites if first <= located[n][0] <= last]
        blamed.update(near)
    return blamed


def blocks_of(source):
    """The line spans of the source's brace blocks."""
    stack, spans = [], []
    for t in lex(source):
        if t.text == "{":
            stack.append(source.count("\n", 0, t.start) + 1)
        elif t.text == "}" and stack:
            spans.append((stack.pop(), source.count("\n", 0, t.start) + 1))
    return spans


ERROR = re.compile(r"^(/[^:]+):(\d+):(\d+): error: (.*)$", re.M)
# Definite-initialization errors: a statement's switch makes an assignment conditional, and the
# compiler rejects that exactly when deleting the assignment leaves something uninitialized.
UNINITIALIZED = re.compile(r"initializ|before being initialized|not initialized")
UNINITIALIZED_NAME = re.compile(r"'self\.(\w+)' not initialized|(?:constant|variable) '(\w+)' used before being initialized")


def assigned_name(site):
    """What a deleted statement assigns: `x` for `self.x = ...` and `x = ...`, `self` for
    `self = ...` and `self.init(...)`."""
    text = site.original
    if text.startswith("self.init") or re.match(r"self\s*=", text):
        return "self"
    match = re.match(r"(?:self\.)?(\w+)", text)
    return match.group(1) if match else ""


def build_schema(workspace, files, sites, log, cache_path=None):
    """Builds the schema, taking out the sites the compiler rejects. Returns the sites to build
    one by one, and the deleted statements that leave something uninitialized (stillborn).

    Finding what the compiler rejects takes several optimized builds; what was found is kept in
    `cache_path` with a digest of the mutated sources, this tool and the configuration, and reused
    while they are unchanged (one build)."""
    tool = ""  # a change to how sites are rendered changes what compiles
    folder = os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                tool += handle.read()
    digest = hashlib.sha256(json.dumps(
        [tool, workspace.configuration] + [[name, files[name][0]] for name in sorted(files)]).encode()).hexdigest()
    by_key = {site.key: site.number for site in sites}
    if cache_path and os.path.exists(cache_path):
        try:
            cached = json.load(open(cache_path, encoding="utf-8"))
        except (OSError, ValueError):
            cached = {}
        if cached.get("digest") == digest and all(k in by_key for k in cached["alone"] + cached["stillborn"]):
            alone = {by_key[k] for k in cached["alone"]}
            dead = {by_key[k] for k in cached["stillborn"]}
            if _build_with(workspace, files, sites, alone | dead, log):
                log("  the sites the compiler rejects are those of the last build of these sources")
                return alone, dead
    rejected, stillborn = _find_rejected(workspace, files, sites, log)
    if cache_path:
        temporary = cache_path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            json.dump({"digest": digest, "alone": sorted(sites[n].key for n in rejected),
                       "stillborn": sorted(sites[n].key for n in stillborn)}, handle)
        os.replace(temporary, cache_path)
    return rejected, stillborn


def _build_with(workspace, files, sites, left_out, log):
    """Renders and builds the schema without the sites in `left_out`; returns whether it built."""
    by_file = {}
    for site in sites:
        if not site.inactive and site.number not in left_out:
            by_file.setdefault(site.file, []).append(site)
    for relative, (source, _) in files.items():
        workspace.write(relative, render(source, by_file.get(relative, []))[0])
    active = [s for s in sites if s.number not in left_out and not s.inactive]
    workspace.write(os.path.join(workspace.sources_dir, "AvoidKitMutants.swift"), support_source(active))
    log(f"building the schema ({len(active)} mutants)...")
    return workspace.build()[0]


def _find_rejected(workspace, files, sites, log):
    by_file = {}
    for site in sites:
        if not site.inactive:
            by_file.setdefault(site.file, []).append(site)
    rejected, stillborn, retried = set(), set(), False
    for attempt in range(30):
        active = [s for s in sites if s.number not in rejected and not s.inactive]
        locations, branches = {}, {}
        for relative, (source, _) in files.items():
            mine = [s for s in by_file.get(relative, []) if s.number not in rejected]
            text, located = render(source, mine, branches.setdefault(relative, {}))
            locations[relative] = located
            workspace.write(relative, text)
        workspace.write(os.path.join(workspace.sources_dir, "AvoidKitMutants.swift"), support_source(active))
        log(f"building the schema ({len(active)} mutants)...")
        ok, output = workspace.build()
        if ok and retried:
            return rejected - stillborn, stillborn
        if ok:
            # Sites rejected only because a stillborn statement broke their function may fit now.
            retried, rejected = True, set(stillborn)
            continue
        with open(os.path.join(os.path.dirname(workspace.tree), f"schema-build-{attempt + 1}.log"), "w") as handle:
            handle.write(output)
        errors, messages, names = {}, {}, {}
        matches = list(ERROR.finditer(output))
        for index, match in enumerate(matches):
            path = os.path.relpath(os.path.realpath(match.group(1)), os.path.realpath(workspace.tree))
            position = (int(match.group(2)), int(match.group(3)))
            errors.setdefault(path, set()).add(position)
            messages.setdefault(path, {}).setdefault(position[0], []).append(match.group(4))
            # What is left uninitialized, from the message and the notes that follow it.
            following = output[match.start():matches[index + 1].start() if index + 1 < len(matches) else len(output)]
            named = set(UNINITIALIZED_NAME.findall(following))
            names.setdefault(path, {}).setdefault(position[0], set()).update(
                a or b for a, b in named)
        blamed = set()
        for relative, positions in errors.items():
            if relative in locations:
                blocks = blocks_of(files[relative][0])
                for position in positions:
                    line = position[0]
                    mistyped = innermost(position, branches[relative])
                    if mistyped:
                        # In a geometry mutant's own branch: the swapped member or the unconverted
                        # value does not fit (the type has no such member), so the real mutant
                        # does not compile either.
                        stillborn |= mistyped
                        these = mistyped
                    elif all(UNINITIALIZED.search(m) for m in messages[relative][line]):
                        # Only a deleted assignment can leave something uninitialized: blame the
                        # deleted statements of the innermost block around the error.
                        # deleted statements of the innermost block around the error, widening to
                        # the enclosing blocks when none there assigns what is uninitialized (a
                        # `let` assigned in a `do` and read after it).
                        around = sorted((b for b in blocks if b[0] <= line <= b[1]), key=lambda b: b[1] - b[0])
                        first, last = around[0] if around else (line, line)
                        wanted = names[relative][line] or {"self"}
                        these = set()
                        for low, high in around or [(line, line)]:
                            these = {n for n, spot in locations[relative].items()
                                     if low <= spot[0] <= high and sites[n].operator == "deleted statement"
                                     and sites[n].initializes and assigned_name(sites[n]) in wanted} - rejected
                            if these:
                                break
                        if these:
                            stillborn |= these
                        else:  # none that could: every deleted statement there is built alone
                            these = {n for n, spot in locations[relative].items()
                                     if first <= spot[0] <= last and sites[n].operator == "deleted statement"}
                    else:
                        these = attribute([position], locations[relative], list(locations[relative]), blocks)
                    blamed |= these
        blamed -= rejected
        if not blamed:
            sys.stderr.write(output[-4000:])
            raise SystemExit("mutate: the schema does not compile and no site is to blame (output above)")
        log(f"  {len(blamed)} sites cannot be switched at run time; they are built one by one")
        rejected |= blamed
    raise SystemExit("mutate: the schema still does not compile after 30 attempts")


def load_equivalent(path):
    if not path or not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        entries = json.load(handle)
    table = {}
    for entry in entries:
        if not entry.get("argument", "").strip():
            raise SystemExit(f"mutate: {path}: '{entry.get('key')}' has no argument")
        table[entry["key"]] = entry["argument"]
    return table


def diff_line(source, site):
    start = source.rfind("\n", 0, site.start) + 1
    end = source.find("\n", site.end)
    end = len(source) if end < 0 else end
    before = source[start:end].strip()
    after = (source[start:site.start] + site.replacement + source[site.end:end]).strip()
    return f"- {before}\n+ {after if after else '(deleted)'}"


def equivalents_in(equivalent, folder, excluded=()):
    """The equivalents of a module's list whose sites are in `folder` and in none of `excluded`
    (all relative to the package): one list serves a sweep of the module or of any folder in it."""
    prefix = os.path.normpath(folder) + os.sep
    left_out = tuple(os.path.normpath(other) + os.sep for other in excluded)
    return {key: argument for key, argument in equivalent.items()
            if key.startswith(prefix) and not key.startswith(left_out)}


def module_of(sources):
    """The module a folder belongs to: the folder under `Sources/` (`Sources/AvoidConformance/Tree`
    is in `AvoidConformance`), else the folder's own name."""
    parts = os.path.normpath(sources).split(os.sep)
    return parts[1] if len(parts) > 1 and parts[0] == "Sources" else parts[-1]
