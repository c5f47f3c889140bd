import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct SplitMix64Tests {
    @Test func matchesReferenceOutputForSeedZero() {
        var mixer = SplitMix64(seed: 0)
        #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
        #expect(mixer.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(mixer.next() == 0x06C4_5D18_8009_454F)
    }
}
