import Foundation

/// SwiftPM renames an executable's entry point to `<module>_main` when it builds tests, and this
/// target has no main.swift (libFuzzer supplies `main` in the fuzzer build). This stub is that
/// entry point in ordinary builds, so `swift build --build-tests` links; under
/// `--sanitize fuzzer` without tests nothing calls it.
@_cdecl("AvoidFuzz_main")
public func avoidFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FileHandle.standardError.write(Data("AvoidFuzz is a libFuzzer target: build it with Scripts/fuzz\n".utf8))
    return 2
}
