// Check-only: Scripts/check-ios adds this file to every module it type-checks against an iOS SDK
// whose Swift standard library is older than 5.9. It is in no product and no test target, and is
// never built. It declares exactly the newer API the package uses, as that standard library does.

extension MainActor {
    /// `MainActor.assumeIsolated(_:file:line:)`: Swift 5.9 (SE-0392). Emitted into the client and
    /// available from iOS 13, so the package's iOS 15 floor may use it with Xcode 15 or later.
    static func assumeIsolated<T: Sendable>(
        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        fatalError("check-only declaration")
    }
}
