import Testing
import AvoidCore

@Test func moduleLinks() {
    #expect(String(describing: AvoidCoreModule.self) == "AvoidCoreModule")
}
