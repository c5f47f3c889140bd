#!/usr/bin/env python3
"""The shrink gate: compares Benchmarks shrink's output of two trees, problem by problem.

Each input file is one run of Benchmarks shrink (suite, name, exact seeds, seeds, mean calls,
mean ms and the problem's family per line; older runs without the family count as their suite);
several runs of a tree give the median time. Exact seeds and mean calls are
deterministic for fixed seeds, so the runs of one tree must agree on them: the measured noise
of both is zero, and the gate fails when any problem's exact seeds drop at all or its mean calls
rise by more than CALLS_TOLERANCE (which only absorbs the rounding of the printed mean).
Prints a Markdown table (with Hypothesis's figures where a problem has a twin) and exits 1 on a
regression or on runs that disagree. Every problem whose exact seeds or mean calls moved is listed
after the table with its family (the relation its counterexample keeps), so a change shows as the
kinds of problem it helped or hurt.
Usage: shrink_gate.py HERE_LABEL THERE_LABEL HYPOTHESIS_TSV|- HERE_RUN... -- THERE_RUN...
"""
import statistics
import sys

CALLS_TOLERANCE = 0.01


def load(paths):
    runs = []
    for path in paths:
        rows = {}
        with open(path) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) in (6, 7):
                    suite, name, exact, seeds, calls, ms = parts[:6]
                    family = parts[6] if len(parts) == 7 else suite
                    rows[name] = (suite, int(exact), int(seeds), float(calls), float(ms), family)
        runs.append(rows)
    problems, disagreements = {}, []
    for name in runs[0]:
        suite, exact, seeds, calls, _, family = runs[0][name]
        if any(run.get(name, (None,) * 6)[1:4] != (exact, seeds, calls) for run in runs[1:]):
            disagreements.append(name)
        problems[name] = (suite, exact, seeds, calls, statistics.median(run[name][4] for run in runs if name in run),
                          family)
    return problems, disagreements


def main():
    here_label, there_label, hypothesis_path = sys.argv[1:4]
    split = sys.argv.index("--")
    here, here_noise = load(sys.argv[4:split])
    there, there_noise = load(sys.argv[split + 1 :])
    hypothesis = {}
    if hypothesis_path != "-":
        try:
            with open(hypothesis_path) as f:
                for line in f:
                    name, exact, calls, _ = line.rstrip("\n").split("\t")
                    hypothesis[name] = (exact, float(calls))
        except OSError:
            pass
    print(f"| suite | problem | exact {here_label} | exact {there_label} | calls {here_label} | calls {there_label} "
          f"| calls ratio | ms {here_label} | ms {there_label} | Hypothesis exact | Hypothesis calls | verdict |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    failures, moved = [], []
    for name, (suite, exact, seeds, calls, ms, family) in here.items():
        h_exact, h_calls = hypothesis.get(name, ("-", None))
        h_calls_text = f"{h_calls:.1f}" if h_calls is not None else "-"
        if name not in there:
            print(f"| {suite} | {name} | {exact}/{seeds} | - | {calls} | - | - | {ms} | - | {h_exact} | {h_calls_text} | new |")
            continue
        _, t_exact, t_seeds, t_calls, t_ms, _ = there[name]
        verdict = "ok"
        if exact * t_seeds < t_exact * seeds:
            verdict = "WORSE: exact"
        elif calls > t_calls * (1 + CALLS_TOLERANCE):
            verdict = "WORSE: calls"
        if verdict != "ok":
            failures.append(name)
        if (exact, seeds, calls) != (t_exact, t_seeds, t_calls):
            moved.append(f"- {name} ({family}): exact {t_exact}/{t_seeds} to {exact}/{seeds}, calls {t_calls} to "
                         f"{calls}{'' if verdict == 'ok' else ', ' + verdict}")
        ratio = f"{calls / t_calls:.2f}" if t_calls else "-"
        print(f"| {suite} | {name} | {exact}/{seeds} | {t_exact}/{t_seeds} | {calls} | {t_calls} | {ratio} | {ms} | "
              f"{t_ms} | {h_exact} | {h_calls_text} | {verdict} |")
    print()
    if moved:
        print(f"moved ({len(moved)}), with each problem's family:")
        print("\n".join(moved))
        print()
    runs_here, runs_there = split - 4, len(sys.argv) - split - 1
    print(f"noise: exact seeds and mean calls identical across the {runs_here} runs of {here_label} and the "
          f"{runs_there} of {there_label}" if not (here_noise or there_noise)
          else f"noise: runs disagree on {', '.join(here_noise + there_noise)}")
    print(f"gate: fails when exact seeds drop or mean calls rise more than {CALLS_TOLERANCE:.0%}; ms are medians, "
          "reported only")
    if failures or here_noise or there_noise:
        print(f"gate FAILED: {', '.join(failures + here_noise + there_noise)}")
        sys.exit(1)
    print("gate passed")


main()
