import Testing
@testable import Generators

@Test func kitModuleLinks() {
    #expect(String(describing: GeneratorsKit.self) == "GeneratorsKit")
}
