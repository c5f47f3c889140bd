"""Building a copy of the package and running its test binary against one mutant."""

import os
import re
import signal
import subprocess
import time

from .constants import SELECTOR


class Workspace:
    """A copy of the package in which mutants are built and run."""

    def __init__(self, package, scratch, sources_dir, log, configuration="release"):
        self.package, self.tree, self.sources_dir, self.log = package, os.path.join(scratch, "tree"), sources_dir, log
        self.configuration = configuration
        os.makedirs(self.tree, exist_ok=True)

    def sync(self):
        """Copies the package into the tree (files that differ only, so builds stay incremental)."""
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=self.package,
                                capture_output=True, text=True)
        files = listed.stdout.split("\n") if listed.returncode == 0 else walk_files(self.package)
        kept = set()
        for relative in filter(None, files):
            if relative.startswith(".build/"):
                continue
            source = os.path.join(self.package, relative)
            if os.path.isfile(source):
                self.write(relative, open(source, "rb").read())
                kept.add(relative)
        # Files the package no longer has go from the tree too (a renamed file would be compiled
        # twice), and so does the support file of an earlier sweep of another folder: two in one
        # module are two producers of one object file.
        support = os.path.normpath(os.path.join(self.sources_dir, "AvoidKitMutants.swift"))
        for relative in walk_files(self.tree):
            if relative not in kept and os.path.normpath(relative) != support:
                os.remove(os.path.join(self.tree, relative))

    def write(self, relative, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        target = os.path.join(self.tree, relative)
        if os.path.exists(target) and open(target, "rb").read() == data:
            return
        os.makedirs(os.path.dirname(target), exist_ok=True)
        previous = os.stat(target).st_mtime_ns if os.path.exists(target) else 0
        temporary = target + ".mutate-tmp"
        with open(temporary, "wb") as handle:
            handle.write(data)
        os.replace(temporary, target)
        # A file written back within the same instant, at the same size (a mutant undone), must
        # still look newer to the build, or it keeps the mutant's object code.
        stamp = max(time.time_ns(), previous + 1_000_000_000)
        os.utime(target, ns=(stamp, stamp))

    def remove(self, relative):
        target = os.path.join(self.tree, relative)
        if os.path.exists(target):
            os.remove(target)

    def build(self):
        """Builds the tests; returns (ok, output)."""
        command = ["swift", "build", "--build-tests", "-c", self.configuration]
        if self.configuration == "release":
            # The tests import some modules @testable, which an optimized build allows only with this.
            command += ["-Xswiftc", "-enable-testing"]
        result = subprocess.run(command, cwd=self.tree, capture_output=True, text=True)
        return result.returncode == 0, result.stdout + result.stderr

    def test_binary(self):
        products = os.path.join(self.tree, ".build", self.configuration)
        for name in sorted(os.listdir(products)):
            if name.endswith("PackageTests.xctest"):
                return os.path.join(products, name)
        raise SystemExit("mutate: no test binary was built")


def walk_files(root):
    out = []
    for directory, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in (".build", ".git")]
        out += [os.path.relpath(os.path.join(directory, f), root) for f in files]
    return out


ANSI = re.compile(r"\x1b\[[0-9;]*m")


def run_tests(binary, cwd, test_filter, mutant, timeout, environment):
    """Runs the tests against one mutant: 'killed', 'survived' or 'timeout', the seconds taken
    and the first failing test's line."""
    env = dict(os.environ, **environment)
    env[SELECTOR] = str(mutant)
    command = [binary, "--testing-library", "swift-testing"]
    if test_filter:
        command += ["--filter", test_filter]
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True, text=True, errors="replace")
    deadline = started + timeout
    verdict, failure = None, ""
    import selectors
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    buffer = ""
    while verdict is None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            verdict = "timeout"
            break
        if not selector.select(timeout=min(remaining, 1.0)):
            if process.poll() is not None:
                break
            continue
        chunk = os.read(process.stdout.fileno(), 65536).decode("utf-8", "replace")
        if not chunk:
            break
        buffer += chunk
        *lines, buffer = buffer.split("\n")
        for line in lines:
            plain = ANSI.sub("", line)
            # The first failing test is enough: the mutant is killed.
            if plain.startswith("\u2718 Test") and "known issue" not in plain:
                verdict, failure = "killed", plain[:200]
                break
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    seconds = time.monotonic() - started
    if verdict is None:
        verdict = "survived" if process.returncode == 0 else "killed"
        if verdict == "killed" and not failure:
            failure = f"exit status {process.returncode}"
    return verdict, seconds, failure
