#!/usr/bin/env python3
"""The shrinking challenges run through Hypothesis, for Scripts/bench's side-by-side column.

For each problem and seed: run the false property with up to 1,000 examples, count every call
of the test function (generation and shrinking), and compare the final (shrunk) failing example
with the known minimum. Prints one line per problem: name, exact rate, mean calls, mean seconds.
Usage: bench_hypothesis.py [seeds [problem...]]
"""
import sys
import time

from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

SEEDS = int(sys.argv[1]) if len(sys.argv) > 1 else 100
SETTINGS = settings(max_examples=1000, database=None, deadline=None, suppress_health_check=list(HealthCheck), report_multiple_bugs=False)


def int16(x):
    return ((x + 32768) % 65536) - 32768


def calc_strategy():
    leaf = st.integers(-10, 10).map(lambda n: ("int", n))
    return st.recursive(leaf, lambda kids: st.tuples(st.sampled_from(["+", "/"]), kids, kids), max_leaves=10)


def div_subterms(e):
    if e[0] == "int":
        return True
    op, a, b = e
    if op == "/" and b == ("int", 0):
        return False
    return div_subterms(a) and div_subterms(b)


def evaluate(e):
    if e[0] == "int":
        return e[1]
    op, a, b = e
    x, y = evaluate(a), evaluate(b)
    if op == "+":
        return x + y
    return x // y  # ZeroDivisionError is the failure


def heap_strategy():
    def heap(lo, size):
        if size <= 0:
            return st.none()
        return st.one_of(
            st.none(), st.none(), st.none(),
            st.integers(lo, lo + 100).flatmap(lambda k: st.tuples(st.just(k), heap(k, size // 2), heap(k, size // 2))),
        )
    return heap(0, 20)


def to_list(h):
    return [] if h is None else [h[0]] + to_list(h[1]) + to_list(h[2])


def wrong_sorted(h):
    # A deliberately wrong merge: takes the root, then concatenates the children's lists.
    if h is None:
        return []
    return [h[0]] + wrong_sorted(h[1]) + wrong_sorted(h[2])


TWO_LISTS = st.tuples(st.lists(st.integers(), max_size=64), st.lists(st.integers(), max_size=64))
TWO_TEXTS = st.tuples(st.text(max_size=32), st.text(max_size=32))


def is_rotation(a, b):
    # b is a rotated by some amount and differs from it.
    return a != b and len(a) == len(b) and any(a[k:] + a[:k] == b for k in range(len(a)))


PROBLEMS = {
    "reverse": (st.lists(st.integers()), lambda ls: list(reversed(ls)) == ls, lambda v: v == [0, 1]),
    "large union list": (
        st.lists(st.lists(st.integers())),
        lambda ls: len(set().union(*map(set, ls))) <= 4,
        lambda v: len(v) == 1 and sorted(v[0], key=abs) == [0, 1, -1, 2, -2] or v == [[0, 1, -1, 2, -2]],
    ),
    "bound5": (
        st.tuples(*[st.lists(st.integers(-32768, 32767)).filter(lambda x: int16(sum(x)) < 256)] * 5),
        lambda t: int16(sum(int16(sum(x)) for x in t)) < 5 * 256,
        lambda v: sorted(map(tuple, v)) == sorted([(-32768,), (-1,), (), (), ()]),
    ),
    "calculator": (
        calc_strategy().filter(div_subterms),
        lambda e: evaluate(e) is not None,
        lambda v: v == ("/", ("int", 0), ("+", ("int", 0), ("int", 0))),
    ),
    "length list": (
        st.integers(1, 100).flatmap(lambda n: st.lists(st.integers(0, 1000), min_size=n, max_size=n)),
        lambda ls: max(ls) < 900,
        lambda v: v == [900],
    ),
    "difference 1": (st.tuples(st.integers(1), st.integers(1)), lambda t: t[0] < 10 or t[0] != t[1], lambda v: v == (10, 10)),
    "difference 2": (
        st.tuples(st.integers(1), st.integers(1)),
        lambda t: t[0] < 10 or not (1 <= abs(t[0] - t[1]) <= 4),
        lambda v: v == (10, 6),
    ),
    "difference 3": (st.tuples(st.integers(1), st.integers(1)), lambda t: t[0] < 10 or abs(t[0] - t[1]) != 1, lambda v: v == (10, 9)),
    "coupling": (
        st.lists(st.integers(0, 10)).filter(lambda ls: all(i < len(ls) for i in ls)),
        lambda ls: all(ls[j] != i for i, j in enumerate(ls) if j != i),
        lambda v: v == [1, 0],
    ),
    "deletion": (
        st.lists(st.integers(), min_size=1).flatmap(lambda ls: st.tuples(st.just(ls), st.integers(0, len(ls) - 1))),
        lambda t: (lambda ls, x: (ls.remove(x), x not in ls)[1])(list(t[0]), t[0][t[1]]),
        lambda v: v == ([0, 0], 0),
    ),
    "distinct": (st.lists(st.integers()), lambda ls: len(set(ls)) < 3, lambda v: sorted(v) in ([-1, 0, 1], [0, 1, 2])),
    "nested lists": (st.lists(st.lists(st.just(0))), lambda ls: sum(map(len, ls)) <= 10, lambda v: v == [[0] * 11]),
    "binary heap": (
        heap_strategy(),
        lambda h: (lambda out: out == sorted(out) and sorted(out) == sorted(to_list(h)))(wrong_sorted(h)),
        lambda v: len(to_list(v)) == 4,
    ),
    # Problems of Tests/PropertyKitTests/RelatedValuesChallengeTests.swift.
    "float threshold": (st.floats(allow_nan=False, allow_infinity=False), lambda x: x < 10.5, lambda v: v == 11.0),
    "float fraction": (st.floats(0, 100), lambda x: x <= 2 or x == round(x), lambda v: v == 2.5),
    "permuted lists": (
        st.tuples(st.lists(st.integers()), st.lists(st.integers())),
        lambda t: t[0] == t[1] or sorted(t[0]) != sorted(t[1]),
        lambda v: v == ([0, 1], [1, 0]),
    ),
    "contained value": (
        st.tuples(st.lists(st.integers()), st.integers(0, 1000)),
        lambda t: not (t[1] in t[0] and t[1] > 100),
        lambda v: v == ([101], 101),
    ),
    "equal records": (
        st.lists(st.tuples(st.integers(0, 100), st.integers(0, 100))),
        lambda ls: all(ls[i][0] < 5 for i in range(len(ls)) for j in range(i + 1, len(ls)) if ls[i] == ls[j]),
        lambda v: v == [(5, 0), (5, 0)],
    ),
    "equal inner lists": (
        st.lists(st.lists(st.integers())),
        lambda ls: all(ls[i] != ls[j] for i in range(len(ls)) for j in range(i + 1, len(ls)) if ls[i]),
        lambda v: v == [[0], [0]],
    ),
    # Problems of Tests/PropertyKitTests/SameShapeChallengeTests.swift. Hypothesis's simplest
    # character is "0" where the kit's is "a", so text minima differ by that letter only.
    "mirrored list": (
        st.lists(st.integers(), max_size=64),
        lambda ls: not (ls == ls[::-1] and len(set(ls)) >= 2),
        lambda v: v == [0, 1, 0],
    ),
    "mirrored word": (
        st.text(max_size=32),
        lambda s: not (s == s[::-1] and len(set(s)) >= 2),
        lambda v: v == "010",
    ),
    "repeated run": (
        st.lists(st.integers(0, 100), max_size=64),
        lambda ls: not (
            len(ls) >= 4 and len(ls) % 2 == 0 and ls[: len(ls) // 2] == ls[len(ls) // 2 :] and len(set(ls)) >= 2
        ),
        lambda v: v == [0, 1, 0, 1],
    ),
    "three equal": (
        st.lists(st.integers(), max_size=64),
        lambda ls: all(ls.count(x) < 3 for x in ls if x >= 10),
        lambda v: v == [10, 10, 10],
    ),
    "mean of doubles": (
        st.lists(st.floats(-1e6, 1e6), min_size=1, max_size=20),
        lambda xs: min(xs) <= sum(xs) / len(xs) <= max(xs),
        lambda v: True,
    ),
    "associative sum": (
        st.tuples(st.floats(0, 10), st.floats(0, 10), st.floats(0, 10)),
        lambda t: (t[0] + t[1]) + t[2] == t[0] + (t[1] + t[2]),
        lambda v: True,
    ),
    "equal lists": (
        st.tuples(st.lists(st.integers(), max_size=64), st.lists(st.integers(), max_size=64)),
        lambda t: not (t[0] == t[1] and len(t[0]) >= 3),
        lambda v: v == ([0, 0, 0], [0, 0, 0]),
    ),
    "equal words": (
        st.tuples(st.text(max_size=32), st.text(max_size=32)),
        lambda t: not (t[0] == t[1] and len(t[0]) >= 3),
        lambda v: v == ("000", "000"),
    ),
    "rotated lists": (
        st.tuples(st.lists(st.integers(), max_size=64), st.lists(st.integers(), max_size=64)),
        lambda t: not (len(t[0]) >= 3 and t[0] != t[1] and t[1] == t[0][1:] + t[0][:1]),
        lambda v: v == ([0, 0, 1], [0, 1, 0]),
    ),
    "equal pairs": (TWO_LISTS, lambda t: not (t[0] == t[1] and len(t[0]) >= 2), lambda v: v == ([0, 0], [0, 0])),
    "equal short words": (TWO_TEXTS, lambda t: not (t[0] == t[1] and len(t[0]) >= 2), lambda v: v == ("00", "00")),
    "rotations": (TWO_LISTS, lambda t: not is_rotation(*t), lambda v: v == ([0, 1], [1, 0])),
    "five characters": (st.text(max_size=32), lambda s: len(s) < 5, lambda v: v == "00000"),
    "capital in six": (
        st.text(max_size=32),
        lambda s: not (len(s) >= 6 and any("A" <= c <= "Z" for c in s)),
        lambda v: v == "00000A",
    ),
    "long word": (st.text(max_size=32), lambda s: len(s) < 12, lambda v: v == "0" * 12),
    "three distinct characters": (st.text(max_size=32), lambda s: len(set(s)) < 3, lambda v: v == "012"),
    "product": (
        st.tuples(st.integers(), st.integers()),
        lambda t: not (t[0] > 0 and t[1] > 0 and t[0] * t[1] >= 500),
        lambda v: v == (1, 500),
    ),
    "bounded product": (
        st.tuples(st.integers(0, 1000), st.integers(0, 1000)),
        lambda t: t[0] * t[1] <= 1000,
        lambda v: v == (2, 501),
    ),
    "product of three": (
        st.tuples(st.integers(0, 1000), st.integers(0, 1000), st.integers(0, 1000)),
        lambda t: t[0] * t[1] * t[2] < 1000,
        lambda v: v == (1, 1, 1000),
    ),
    "list at its limit": (
        st.lists(st.integers(0, 1000), max_size=16),
        lambda ls: all(x < 500 for x in ls),
        lambda v: v == [500],
    ),
    "sum at its limit": (
        st.lists(st.integers(0, 100), max_size=10),
        lambda ls: sum(ls) < 300,
        lambda v: v == [100, 100, 100],
    ),
}


def run(name):
    strategy, prop, is_minimal = PROBLEMS[name]
    exact = calls_total = 0
    started = time.perf_counter()
    for s in range(1, SEEDS + 1):
        calls = 0
        last_failure = []

        @seed(s)
        @SETTINGS
        @given(strategy)
        def test(value):
            nonlocal calls
            calls += 1
            try:
                ok = prop(value)
            except ZeroDivisionError:
                ok = False
            if not ok:
                last_failure[:] = [value]
                raise AssertionError

        try:
            test()
        except AssertionError:
            pass
        except Exception:
            pass
        calls_total += calls
        if last_failure and is_minimal(last_failure[0]):
            exact += 1
    seconds = (time.perf_counter() - started) / SEEDS
    print(f"{name}\t{exact * 100 // SEEDS}%\t{calls_total / SEEDS:.1f}\t{seconds * 1000:.1f}", flush=True)


for problem in sys.argv[2:] or PROBLEMS:
    run(problem)
