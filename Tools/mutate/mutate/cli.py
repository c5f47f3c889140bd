"""The command line: options, the sweep from sites to report, and the summary."""

import argparse
import json
import os
import random
import re
import sys
import time

from .lexer import lex
from .sites import GEOMETRY, sites_in
from .schema import real_mutant, render
from .runner import Workspace, run_tests
from .sweep import build_schema, diff_line, equivalents_in, load_equivalent, module_of


# The repository this tool lives in (Tools/mutate/mutate/cli.py): the default package.
REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def main():
    parser = argparse.ArgumentParser(
        prog="Scripts/mutate",
        description="Mutation testing: plants one fault at a time in the sources and runs the tests against each.",
        epilog="Exit status: 0 when the score reaches --min-score (default 0), 1 below it, 2 usage or build errors.")
    parser.add_argument("--package", default=REPOSITORY,
                        help="the Swift package (default: this repository)")
    parser.add_argument("--sources", default="Sources/AvoidCore", help="the folder to mutate (default Sources/AvoidCore)")
    parser.add_argument("--filter", default="PropertyTests",
                        help="test filter run against each mutant (default PropertyTests; '' runs every test)")
    parser.add_argument("--only", metavar="FILE", action="append", default=[],
                        help="mutate only this file (path below --sources, or a file name); repeatable")
    parser.add_argument("--exclude", metavar="FOLDER", action="append", default=[],
                        help="leave out this folder below --sources (its sites and its listed equivalents); "
                        "repeatable")
    parser.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn at random (with --seed)")
    parser.add_argument("--seed", type=int, default=0, help="seed for --sample (default 0)")
    parser.add_argument("--timeout", type=float, help="seconds per mutant (default: 3 x the clean run + 10)")
    parser.add_argument("--equivalent", help="the list of equivalent mutants (default: <package>/Mutants/<module>.json, "
                        "the module being the folder under Sources/ that holds --sources)")
    parser.add_argument("--report", metavar="DIR", help="where report.md and report.json go (default <package>/.build/mutate)")
    parser.add_argument("--list", action="store_true", help="list the sites and their keys, run nothing")
    parser.add_argument("--schema", action="store_true",
                        help="build the schema and list the sites it cannot switch at run time, run nothing")
    parser.add_argument("--shrink", action="store_true",
                        help="let failing properties shrink (off by default: a mutant is killed at its first failure, "
                             "shrinking only costs time)")
    parser.add_argument("--configuration", choices=("release", "debug"), default="release",
                        help="how the schema is built (default release: the tests run about nine times faster "
                             "than in a debug build, which pays for the longer build many times over)")
    parser.add_argument("--min-score", type=float, default=0.0, help="fail below this score, in percent")
    parser.add_argument("--after", metavar="REPORT",
                        help="a report.json of an earlier sweep of the same sources with a narrower filter: the "
                        "mutants it killed count as killed (a wider filter runs those tests too) and only the "
                        "others run, so every test can be swept at the cost of the survivors")
    args = parser.parse_args()

    package = os.path.abspath(args.package)
    sources_root = os.path.join(package, args.sources)
    if not os.path.isdir(sources_root):
        parser.error(f"--sources: no folder {sources_root}")
    report_dir = args.report or os.path.join(package, ".build", "mutate")
    scratch = os.path.join(package, ".build", "mutate")
    os.makedirs(report_dir, exist_ok=True)
    relative = os.path.relpath(sources_root, package)
    module = module_of(relative)
    excluded = [os.path.normpath(os.path.join(relative, folder)) for folder in args.exclude]
    for folder in excluded:
        if not os.path.isdir(os.path.join(package, folder)):
            parser.error(f"--exclude: no folder {folder} below {args.sources}")
    equivalent = equivalents_in(
        load_equivalent(args.equivalent or os.path.join(package, "Mutants", module + ".json")), relative, excluded)

    def log(text):
        print(text, flush=True)

    paths = sorted(os.path.relpath(os.path.join(d, f), package)
                   for d, _, fs in os.walk(sources_root) for f in fs if f.endswith(".swift"))
    paths = [p for p in paths if not any(p.startswith(folder + os.sep) for folder in excluded)]
    if args.only:
        wanted = set(args.only)
        paths = [p for p in paths if os.path.relpath(p, args.sources) in wanted or os.path.basename(p) in wanted]
        if not paths:
            parser.error(f"--only: no such file below {args.sources}: {', '.join(args.only)}")
    files, sites = {}, []
    for relative in paths:
        # A debug build sets DEBUG; an optimized one sets no flag.
        flags = frozenset({"DEBUG"}) if args.configuration == "debug" else frozenset()
        source, found = sites_in(os.path.join(package, relative), relative, flags)
        files[relative] = (source, found)
    # A member swap to a twin that neither the module nor a module it imports names cannot
    # compile (no type it can read has both): it is left out rather than found stillborn at the
    # cost of a schema build.
    named, seen, folders = set(), set(), [sources_root]
    while folders:
        folder = folders.pop()
        for directory, _, names in os.walk(folder):
            for name in names:
                if name.endswith(".swift"):
                    text = open(os.path.join(directory, name), encoding="utf-8").read()
                    named |= {t.text for t in lex(text) if t.kind in ("ident", "keyword")}
                    if folder == sources_root:
                        for imported in re.findall(r"^\s*(?:@testable\s+)?import\s+(\w+)", text, re.M):
                            other = os.path.join(os.path.dirname(sources_root), imported)
                            if imported not in seen and os.path.isdir(other):
                                seen.add(imported)
                                folders.append(other)
    for relative in paths:
        source, found = files[relative]
        found = [site for site in found if not site.needs or site.needs in named]
        files[relative] = (source, found)
        sites += found
    for number, site in enumerate(sites):
        site.number = number
    if args.list:
        for site in sites:
            print(f"{site.number}\t{site.file}:{site.line}:{site.column}\t{site.operator}\t{site.key}")
        print(f"{len(sites)} sites in {len(paths)} files")
        return 0
    chosen = sites
    if args.sample is not None:
        chosen = sorted(random.Random(args.seed).sample(sites, min(args.sample, len(sites))), key=lambda s: s.number)
    log(f"{len(sites)} mutation sites in {len(paths)} files under {args.sources}; running {len(chosen)}")

    started = time.monotonic()
    workspace = Workspace(package, scratch, args.sources, log, args.configuration)
    workspace.sync()
    rejected, uninitialized = build_schema(workspace, files, sites, log, os.path.join(scratch, f"schema-{module}.json"))
    if args.schema:
        for site in sites:
            if site.number in rejected | uninitialized:
                kind = "stillborn" if site.number in uninitialized else "built alone"
                print(f"{kind}\t{site.file}:{site.line}:{site.column}\t{site.operator}\t{' '.join(site.original.split())[:80]}")
        print(f"{len(rejected)} built alone, {len(uninitialized)} stillborn, {len(sites) - len(rejected) - len(uninitialized)} in the schema")
        return 0
    binary = workspace.test_binary()
    environment = {} if args.shrink else {"AVOIDKIT_MAX_SHRINK_CALLS": "0"}
    verdict, baseline, failure = run_tests(binary, workspace.tree, args.filter, -1, 3600, environment)
    if verdict != "survived" and environment:
        # Some of the selected tests check shrinking itself (the kit's own): let it run.
        log(f"the tests fail with shrinking off ({failure}); shrinking stays on")
        environment = {}
        verdict, baseline, failure = run_tests(binary, workspace.tree, args.filter, -1, 3600, environment)
    if verdict != "survived":
        raise SystemExit(f"mutate: the tests fail without any mutant ({failure}); fix them first")
    timeout = args.timeout or 3 * baseline + 10
    log(f"clean run: {baseline:.1f} s; timeout per mutant {timeout:.0f} s")

    earlier = {}
    if args.after:
        try:
            earlier = {r["key"]: r for r in json.load(open(args.after, encoding="utf-8"))["mutants"]
                       if r["status"] == "killed"}
        except (OSError, ValueError, KeyError) as error:
            parser.error(f"--after: cannot read {args.after}: {error}")
    results, restore = [], False
    for index, site in enumerate(chosen):
        source = files[site.file][0]
        if site.key in earlier:
            status, seconds, failure = "killed", 0.0, earlier[site.key]["detail"] + " (earlier sweep)"
        elif site.inactive:
            status, seconds, failure = "not built", 0.0, "in an #if branch this platform does not compile"
        elif site.number in uninitialized:
            status, seconds, failure = "stillborn", 0.0, (
                "does not compile (its own branch of the schema does not)" if site.operator in GEOMETRY
                else "leaves a value uninitialized")
        elif site.number in rejected:
            # Built alone: the real mutant, with the file's other sites left out for this build.
            workspace.write(site.file, real_mutant(source, site))
            ok, _ = workspace.build()
            if ok:
                status, seconds, failure = run_tests(binary, workspace.tree, args.filter, -1, timeout, environment)
            else:
                status, seconds, failure = "stillborn", 0.0, "does not compile"
            # The file as the schema has it: without the sites built alone or stillborn.
            mine = [s for s in files[site.file][1]
                    if s.number not in rejected and s.number not in uninitialized and not s.inactive]
            workspace.write(site.file, render(source, mine)[0])
            restore = True
        else:
            if restore:
                # The binary holds the last mutant built alone: the schema is built again before
                # a schema mutant runs, or that mutant would be judged with the other one in.
                ok, output = workspace.build()
                if not ok:
                    sys.stderr.write(output[-4000:])
                    raise SystemExit("mutate: the schema no longer builds after a mutant built alone")
                restore = False
            status, seconds, failure = run_tests(binary, workspace.tree, args.filter, site.number, timeout, environment)
        if status == "timeout":
            status, failure = "killed", f"timed out after {timeout:.0f} s"
        if status == "survived" and site.key in equivalent:
            status = "equivalent"
        results.append({
            "number": site.number, "site": f"{site.file}:{site.line}:{site.column}", "operator": site.operator,
            "diff": diff_line(source, site), "status": status, "seconds": round(seconds, 2),
            "detail": failure if status in ("killed", "stillborn") else equivalent.get(site.key, ""), "key": site.key,
            "listedEquivalent": site.key in equivalent,
        })
        log(f"[{index + 1}/{len(chosen)}] {status:10} {site.file}:{site.line}:{site.column} {site.operator}: "
            f"{site.original.strip()[:40]} -> {site.replacement.strip()[:40] or '(deleted)'} ({seconds:.1f} s)")
    if restore:
        workspace.build()  # the schema as it was, so the next sweep starts from a built tree
    wall = time.monotonic() - started

    counts = {s: sum(1 for r in results if r["status"] == s) for s in ("killed", "survived", "equivalent", "stillborn", "not built")}
    viable = counts["killed"] + counts["survived"]
    score = 100.0 * counts["killed"] / viable if viable else 100.0
    stale = [r for r in results if r["listedEquivalent"] and r["status"] == "killed"]
    summary = {
        "sources": args.sources, "filter": args.filter, "sites": len(sites), "mutants": len(chosen),
        "killed": counts["killed"], "survived": counts["survived"], "equivalent": counts["equivalent"],
        "stillborn": counts["stillborn"], "notBuilt": counts["not built"], "score": round(score, 2), "wallSeconds": round(wall, 1),
        "builtAlone": len(rejected), "cleanRunSeconds": round(baseline, 2),
        "staleEquivalent": [r["key"] for r in stale], "after": args.after,
    }
    with open(os.path.join(report_dir, "report.json") + ".tmp", "w", encoding="utf-8") as handle:
        json.dump({"summary": summary, "mutants": results}, handle, indent=1)
    os.replace(os.path.join(report_dir, "report.json") + ".tmp", os.path.join(report_dir, "report.json"))
    lines = [
        f"# Mutation testing: {args.sources} against `{args.filter or 'every test'}`", "",
        f"{len(sites)} sites, {len(chosen)} mutants run: {counts['killed']} killed, {counts['survived']} survived, "
        f"{counts['equivalent']} equivalent, {counts['stillborn']} stillborn, {counts['not built']} not built on this platform. "
        f"Score {score:.1f}% of {viable} non-equivalent mutants; wall time {wall / 60:.1f} min.", "",
        "| # | site | operator | change | status | seconds | note |", "|---|---|---|---|---|---|---|",
    ]
    for r in results:
        change = r["diff"].replace("|", "\\|").replace("\n", "<br>")
        lines.append(f"| {r['number']} | `{r['site']}` | {r['operator']} | <code>{change}</code> | {r['status']} | "
                     f"{r['seconds']} | {r['detail'].replace('|', '/')[:120]} |")
    with open(os.path.join(report_dir, "report.md") + ".tmp", "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    os.replace(os.path.join(report_dir, "report.md") + ".tmp", os.path.join(report_dir, "report.md"))
    log("")
    log(f"sites {len(sites)}, mutants {len(chosen)}, stillborn {counts['stillborn']}, not built {counts['not built']}, "
        f"equivalent {counts['equivalent']}, "
        f"killed {counts['killed']}, survived {counts['survived']}; score {score:.1f}%; wall {wall / 60:.1f} min")
    for r in results:
        if r["status"] == "survived":
            log(f"  survived: {r['site']} {r['operator']}\n{indent(r['diff'])}\n    key: {r['key']}")
    for r in stale:
        log(f"  listed as equivalent but killed (remove it from the list): {r['key']}")
    # A listed key no site has any more (its line changed): the argument no longer applies to anything.
    keys = {site.key for site in sites}
    orphans = [] if args.only else [key for key in equivalent if key not in keys]
    for key in orphans:
        log(f"  listed as equivalent but no site has this key (re-key or remove it): {key}")
    log(f"report: {os.path.join(report_dir, 'report.md')} and report.json")
    return 0 if score >= args.min_score and not stale and not orphans else 1


def indent(text):
    return "\n".join("    " + line for line in text.split("\n"))

