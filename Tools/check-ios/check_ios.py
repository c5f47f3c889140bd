#!/usr/bin/env python3
"""Type-checks the package for iOS (arm64-apple-ios15.0, the declared floor) against a real iOS SDK,
as an app or an iOS test target would compile it: every library module that can build for iOS,
dependencies first, whole-module; then the README's and guides' app snippets as client modules.

On Linux the SDK is a folder laid out as ../shared/ios-sdk (an `.sdk` and `swift-resource/apinotes`;
see its README); on macOS, without --sdk, Xcode's iPhoneOS SDK. Prints one line per module with its
error count and every error in full; exits 1 on any error, 0 when there is none or no SDK is found
(it says so). The module cache lives in .build/check-ios, so a fresh clone builds it once.

When the SDK's Swift standard library is older than an API the code uses, the check-only files in
Tools/check-ios/newer-api/ (one per standard library version, in no product or test target)
declare exactly that API for the check; Documentation/Internals/Platforms.md lists them."""

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time

# The repository: Tools/check-ios/check_ios.py is two folders down.
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TARGET = "arm64-apple-ios15.0"
NEWER_API = os.path.join(os.path.dirname(os.path.abspath(__file__)), "newer-api")
# The documents whose Swift blocks an app would write: those that import an app-facing module.
DOCUMENTS = ["README.md", "Documentation"]
CLIENT_IMPORT = re.compile(r"^\s*import (AvoidCore|AvoidUIKit|UIKit)\s*$", re.M)
IMPORT = re.compile(r"^\s*import (\w+)\s*$", re.M)
ERROR = re.compile(r"^(.*?):(\d+):(\d+): error: ", re.M)


def parse_arguments():
    parser = argparse.ArgumentParser(
        prog="Scripts/check-ios",
        description="Type-check every iOS-capable module, and the documents' app snippets, for "
        + TARGET + " against an iOS SDK.",
    )
    parser.add_argument(
        "--sdk",
        metavar="DIR",
        help="a folder laid out as ../shared/ios-sdk, or an .sdk folder (default: ../shared/ios-sdk "
        "beside the package; on macOS, Xcode's iPhoneOS SDK)",
    )
    parser.add_argument("--package", metavar="DIR", default=ROOT, help="the package to check (default: this one)")
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        metavar="NAME",
        help="check only NAME and what it depends on (repeatable); document blocks that import "
        "anything else are not checked",
    )
    parser.add_argument("--no-documents", action="store_true", help="skip the documents' snippets")
    return parser.parse_args()


class SDK:
    """Where the SDK is and what a check with it needs: its path, a resource folder (Linux), its
    version and its Swift standard library's version."""

    def __init__(self, path, apinotes):
        self.path = path
        self.apinotes = apinotes
        settings = os.path.join(path, "SDKSettings.json")
        self.name = os.path.basename(path)
        self.version = "?"
        if os.path.exists(settings):
            with open(settings, encoding="utf-8") as file:
                self.version = json.load(file).get("Version", "?")
        self.swift = None
        interface = os.path.join(path, "usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface")
        if os.path.exists(interface):
            with open(interface, encoding="utf-8") as file:
                match = re.search(r"swift-compiler-version: Apple Swift version (\d+)\.(\d+)", file.read(600))
            if match:
                self.swift = (int(match.group(1)), int(match.group(2)))


def find_sdk(argument, package):
    """The SDK to use, or None: --sdk, then ../shared/ios-sdk, then (macOS) Xcode's."""
    candidates = [argument] if argument else [os.path.join(package, "..", "shared", "ios-sdk")]
    for candidate in candidates:
        candidate = os.path.abspath(candidate)
        if candidate.endswith(".sdk") and os.path.isdir(candidate):
            apinotes = os.path.join(os.path.dirname(candidate), "swift-resource", "apinotes")
            return SDK(candidate, apinotes if os.path.isdir(apinotes) else None)
        if os.path.isdir(candidate):
            sdks = sorted(name for name in os.listdir(candidate) if name.startswith("iPhoneOS") and name.endswith(".sdk"))
            if sdks:
                apinotes = os.path.join(candidate, "swift-resource", "apinotes")
                return SDK(os.path.join(candidate, sdks[-1]), apinotes if os.path.isdir(apinotes) else None)
        if argument:
            sys.exit(f"check-ios: --sdk {argument}: no iPhoneOS*.sdk there")
    if platform.system() == "Darwin":
        found = subprocess.run(["xcrun", "--sdk", "iphoneos", "--show-sdk-path"], capture_output=True, text=True)
        if found.returncode == 0 and found.stdout.strip():
            return SDK(found.stdout.strip(), None)
    return None


def resource_folder(sdk, build):
    """A resource folder holding the toolchain's clang and shims and the SDK's API notes, and
    nothing else: the Linux toolchain's own dispatch module map clashes with the SDK's. None on
    macOS, whose toolchain is made for the SDK."""
    if sdk.apinotes is None:
        return None
    swiftc = os.path.realpath(shutil.which("swiftc"))
    toolchain = os.path.join(os.path.dirname(os.path.dirname(swiftc)), "lib", "swift")
    folder = os.path.join(build, "resource")
    os.makedirs(folder, exist_ok=True)
    for name in ["clang", "shims"]:
        link = os.path.join(folder, name)
        if os.path.realpath(link) != os.path.realpath(os.path.join(toolchain, name)):
            if os.path.lexists(link):
                os.remove(link)
            os.symlink(os.path.join(toolchain, name), link)
    notes = os.path.join(folder, "apinotes")
    shutil.rmtree(notes, ignore_errors=True)
    shutil.copytree(sdk.apinotes, notes)
    return folder


def describe(package):
    """The package's targets as `swift package describe` reports them."""
    described = subprocess.run(
        ["swift", "package", "--package-path", package, "describe", "--type", "json"],
        capture_output=True,
        text=True,
    )
    if described.returncode != 0:
        sys.exit("check-ios: swift package describe failed:\n" + described.stderr)
    return json.loads(described.stdout[described.stdout.index("{") :])


def imports_testing(package, target):
    for source in target["sources"]:
        with open(os.path.join(package, target["path"], source), encoding="utf-8") as file:
            if re.search(r"^\s*(@testable\s+)?import (Testing|XCTest)\b", file.read(), re.M):
                return True
    return False


def plan(package, description, wanted):
    """The library modules to check in dependency order, and the skipped ones with their reason."""
    targets = {target["name"]: target for target in description["targets"]}
    skipped = {}
    for name, target in targets.items():
        if target["type"] == "test":
            continue
        if target["type"] != "library":
            skipped[name] = "an executable (a tool for the developer's machine, not a library an app links)"
        elif imports_testing(package, target):
            skipped[name] = "imports Swift Testing, which the iOS SDK does not ship (it comes with Xcode)"
    order = []

    def visit(name):
        if name in order or name in skipped or targets[name]["type"] == "test":
            return
        for dependency in targets[name].get("target_dependencies", []):
            visit(dependency)
            if dependency in skipped:
                skipped[name] = f"depends on {dependency}"
                return
        order.append(name)

    for name in wanted or sorted(targets):
        if name not in targets:
            sys.exit(f"check-ios: no module named {name}")
        visit(name)
    return [targets[name] for name in order], {name: why for name, why in skipped.items() if not wanted}


def newer_api(sdk):
    """The check-only files declaring standard library API newer than the SDK's."""
    if sdk.swift is None or not os.path.isdir(NEWER_API):
        return []
    files = []
    for name in sorted(os.listdir(NEWER_API)):
        match = re.match(r"Swift(\d+)\.(\d+)\.swift$", name)
        if match and sdk.swift < (int(match.group(1)), int(match.group(2))):
            files.append(os.path.join(NEWER_API, name))
    return files


def swiftc(common, module, files, *extra):
    command = ["swiftc", *common, "-module-name", module, *extra, *files]
    return subprocess.run(command, capture_output=True, text=True)


def errors_in(output):
    return len(ERROR.findall(output))


def relative(output, package):
    return output.replace(os.path.realpath(package) + "/", "").replace(package.rstrip("/") + "/", "")


def document_blocks(package):
    """The Swift blocks of the README and guides that import an app-facing module:
    (document, first line, text)."""
    paths = []
    for entry in DOCUMENTS:
        full = os.path.join(package, entry)
        if os.path.isdir(full):
            for folder, subfolders, names in os.walk(full):
                subfolders.sort()
                paths += [os.path.relpath(os.path.join(folder, name), package)
                          for name in sorted(names) if name.endswith(".md")]
        elif os.path.exists(full):
            paths.append(entry)
    blocks = []
    for path in paths:
        with open(os.path.join(package, path), encoding="utf-8") as file:
            text = file.read()
        for match in re.finditer(r"^```swift\n(.*?)^```", text, re.S | re.M):
            if CLIENT_IMPORT.search(match.group(1)):
                blocks.append((path, text.count("\n", 0, match.start()) + 2, match.group(1)))
    return blocks


def main():
    arguments = parse_arguments()
    package = os.path.abspath(arguments.package)
    sdk = find_sdk(arguments.sdk, package)
    if sdk is None:
        print("check-ios: no iOS SDK found (../shared/ios-sdk, --sdk DIR, or Xcode's): nothing checked")
        return 0
    started = time.monotonic()
    # The SDK's module cache is this checkout's, whichever package is checked: Clang keys it by
    # content, so packages can share it, and a copy checked by the tests needs no cold build.
    build = os.path.join(ROOT, ".build", "check-ios")
    interfaces = os.path.join(package, ".build", "check-ios", "modules")
    shutil.rmtree(interfaces, ignore_errors=True)
    os.makedirs(interfaces)
    common = ["-target", TARGET, "-sdk", sdk.path, "-swift-version", "6", "-parse-as-library"]
    common += ["-module-cache-path", os.path.join(build, "module-cache"), "-package-name", "AvoidKit"]
    common += ["-I", interfaces]
    resource = resource_folder(sdk, build)
    if resource:
        common += ["-resource-dir", resource]
    shims = newer_api(sdk)
    swift = "Swift %d.%d" % sdk.swift if sdk.swift else "Swift ?"
    print(f"check-ios: {sdk.name} (iOS {sdk.version}, {swift} standard library) for {TARGET}")
    for shim in shims:
        print(f"  newer standard library API declared for the check: {os.path.relpath(shim, ROOT)}")

    description = describe(package)
    modules, skipped = plan(package, description, arguments.module)
    total = 0
    failed = set()
    for target in modules:
        name = target["name"]
        files = [os.path.join(package, target["path"], source) for source in target["sources"]]
        blocked = [dependency for dependency in target.get("target_dependencies", []) if dependency in failed]
        if blocked:
            print(f"{name}: not checked, its dependency {blocked[0]} failed")
            failed.add(name)
            continue
        checked = swiftc(common, name, files + shims, "-typecheck", "-wmo")
        count = errors_in(checked.stderr)
        emitted = swiftc(
            common,
            name,
            files + shims,
            "-emit-module",
            "-Xfrontend",
            "-experimental-skip-all-function-bodies",
            "-emit-module-path",
            os.path.join(interfaces, name + ".swiftmodule"),
        )
        if count == 0 and checked.returncode != 0:
            count = 1
        print(f"{name}: {count} error{'s' if count != 1 else ''}")
        if count:
            print(relative(checked.stderr, package).rstrip())
            total += count
        if emitted.returncode != 0:
            failed.add(name)
            if count == 0:
                print(relative(emitted.stderr, package).rstrip())
                total += max(1, errors_in(emitted.stderr))
    for name, why in sorted(skipped.items()):
        print(f"{name}: skipped, {why}")

    blocks = [] if arguments.no_documents else document_blocks(package)
    snippets = os.path.join(package, ".build", "check-ios", "documents")
    shutil.rmtree(snippets, ignore_errors=True)
    os.makedirs(snippets)
    available = {target["name"] for target in modules} - failed
    local = {target["name"] for target in description["targets"]}
    checked_blocks = 0
    for index, (document, first, text) in enumerate(blocks):
        missing = sorted(set(IMPORT.findall(text)) & local - available)
        if missing:
            print(f"{document}:{first}: not checked, it imports {', '.join(missing)}, which was not checked")
            continue
        checked_blocks += 1
        path = os.path.join(snippets, f"Block{index}.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        checked = swiftc(common, f"DocumentBlock{index}", [path] + shims, "-typecheck")
        count = errors_in(checked.stderr) or (1 if checked.returncode else 0)
        print(f"{document}:{first}: {count} error{'s' if count != 1 else ''} (the block as a client module)")
        if count:
            # A block's line L is the document's line first + L - 1.
            located = re.sub(
                re.escape(path) + r":(\d+):",
                lambda match: f"{document}:{first + int(match.group(1)) - 1}:",
                checked.stderr,
            )
            print(located.rstrip())
            total += count

    seconds = time.monotonic() - started
    print(
        f"check-ios: {total} error{'s' if total != 1 else ''} in {len(modules)} modules and "
        f"{checked_blocks} document blocks, {len(skipped)} modules skipped ({seconds:.1f} s)"
    )
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
