#!/usr/bin/env python3
"""Tests Scripts/check-ios on copies of this package with planted errors, so the check is known to
fail where an app's build would: a UIKit member that does not exist, called in AvoidUIKit; UIKit's
`cgRectValue` used in AvoidCore, which imports only Foundation; an app snippet in the README that
calls what AvoidCore does not have. Each must fail the check with the file and line of the plant;
the unplanted copy must pass; without an SDK the check says so and passes. Needs the SDK at
../shared/ios-sdk (or --sdk DIR); without one it says so and runs only the no-SDK case."""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# The repository: Tools/check-ios/tests/test_check_ios.py is three folders down.
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
CHECK = os.path.join(ROOT, "Scripts", "check-ios")
AVOID_UIKIT = "Sources/AvoidUIKit/UIKitViews.swift"
DECODER = "Sources/AvoidCore/Notifications/KeyboardEvent+Notification.swift"


def copy_package(destination):
    """The package's manifest, sources and test sources (no case files, no build products)."""
    os.makedirs(destination)
    shutil.copy(os.path.join(ROOT, "Package.swift"), destination)
    ignore = shutil.ignore_patterns("*.json", "*.log", "*.svg", "*.case", "Cases", "Traces", "Trees")
    for folder in ["Sources", "Tests", "Fuzz", "Benchmarks"]:
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(destination, folder), ignore=ignore)
    for folder in ["Cases", "Traces", "Trees"]:
        os.makedirs(os.path.join(destination, "Tests", "RegressionTests", folder), exist_ok=True)
    with open(os.path.join(destination, "README.md"), "w", encoding="utf-8") as file:
        file.write("# A copy\n")


def plant(package, path, anchor, line):
    """Inserts `line` after the first line containing `anchor`; returns the planted line's number."""
    full = os.path.join(package, path)
    with open(full, encoding="utf-8") as file:
        lines = file.read().split("\n")
    index = next(number for number, text in enumerate(lines) if anchor in text)
    indent = re.match(r"\s*", lines[index]).group(0)
    lines.insert(index + 1, indent + line)
    with open(full, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))
    return index + 2


def replace(package, path, old, new):
    """Replaces `old` (one line's text) by `new`; returns that line's number."""
    full = os.path.join(package, path)
    with open(full, encoding="utf-8") as file:
        text = file.read()
    assert old in text, f"{path} no longer holds {old!r}"
    with open(full, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new, 1))
    return text[: text.index(old)].count("\n") + 1


def check(package, sdk, *options):
    command = [CHECK, "--package", package, *(["--sdk", sdk] if sdk else []), *options]
    return subprocess.run(command, capture_output=True, text=True)


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def expect(self, name, condition, output):
        if condition:
            self.passed += 1
            print(f"ok: {name}")
        else:
            self.failed += 1
            print(f"FAILED: {name}\n{output}")


def main():
    parser = argparse.ArgumentParser(prog="Scripts/test-check-ios", description=__doc__.split("\n")[0])
    parser.add_argument("--sdk", metavar="DIR", help="the SDK folder (default: ../shared/ios-sdk)")
    arguments = parser.parse_args()
    sdk = arguments.sdk or os.path.join(ROOT, "..", "shared", "ios-sdk")
    results = Results()
    with tempfile.TemporaryDirectory(prefix="test-check-ios-") as scratch:
        # No SDK beside the package (and, on Linux, none elsewhere): a message and success.
        alone = os.path.join(scratch, "alone", "package")
        copy_package(alone)
        if sys.platform.startswith("linux"):
            run = check(alone, None, "--module", "AvoidCore")
            results.expect(
                "without an SDK it says so and passes",
                run.returncode == 0 and "no iOS SDK found" in run.stdout,
                run.stdout + run.stderr,
            )
        if not os.path.isdir(sdk):
            print(f"test-check-ios: no SDK at {sdk}: the planted errors were not checked")
        else:
            clean = os.path.join(scratch, "clean")
            copy_package(clean)
            run = check(clean, sdk, "--module", "AvoidUIKit")
            results.expect(
                "the unplanted copy passes",
                run.returncode == 0 and "AvoidUIKit: 0 errors" in run.stdout and "AvoidCore: 0 errors" in run.stdout,
                run.stdout + run.stderr,
            )

            uikit = os.path.join(scratch, "uikit")
            copy_package(uikit)
            line = plant(
                uikit,
                AVOID_UIKIT,
                "guard let window = hostView?.window else { return nil }",
                "window.keyboardAvoidanceDidBegin()",
            )
            run = check(uikit, sdk, "--module", "AvoidUIKit")
            results.expect(
                f"a UIKit member that does not exist fails at {AVOID_UIKIT}:{line}",
                run.returncode == 1
                and f"{AVOID_UIKIT}:{line}:" in run.stdout
                and "has no member 'keyboardAvoidanceDidBegin'" in run.stdout
                and "AvoidUIKit: 1 error" in run.stdout
                and "AvoidCore: 0 errors" in run.stdout,
                run.stdout + run.stderr,
            )

            core = os.path.join(scratch, "core")
            copy_package(core)
            line = replace(
                core,
                DECODER,
                "boxed.getValue(&rect, size: MemoryLayout<CGRect>.size)",
                "rect = boxed.cgRectValue",
            )
            run = check(core, sdk, "--module", "AvoidCore")
            results.expect(
                f"UIKit's cgRectValue without UIKit fails at {DECODER}:{line}",
                run.returncode == 1
                and f"{DECODER}:{line}:" in run.stdout
                and "has no member 'cgRectValue'" in run.stdout
                and "AvoidCore: 1 error" in run.stdout,
                run.stdout + run.stderr,
            )

            document = os.path.join(scratch, "document")
            copy_package(document)
            with open(os.path.join(document, "README.md"), "w", encoding="utf-8") as file:
                file.write(
                    "# A copy\n\nText.\n\n```swift\nimport AvoidCore\n\n"
                    "let engine = AvoidanceEngine.shared\n```\n"
                )
            run = check(document, sdk, "--module", "AvoidCore")
            results.expect(
                "a README block that calls what AvoidCore lacks fails at README.md:8",
                run.returncode == 1 and "README.md:8:" in run.stdout and "has no member 'shared'" in run.stdout,
                run.stdout + run.stderr,
            )
    print(f"check-ios: {results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
