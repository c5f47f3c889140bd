import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct IntegerEncodingTests {
    @Test func zigZagsAroundZero() {
        let encoding = IntegerEncoding(-3...5)
        #expect((0...8).map { encoding.value(at: UInt64($0)) } == [0, 1, -1, 2, -2, 3, -3, 4, 5])
        #expect(encoding.bound == 8)
        #expect(encoding.value(at: 100) == 5)
    }

    @Test func countsFromTheBoundNearestZero() {
        #expect(IntegerEncoding(10...20).value(at: 0) == 10)
        #expect(IntegerEncoding(10...20).value(at: 3) == 13)
        #expect(IntegerEncoding(-20 ... -10).value(at: 0) == -10)
        #expect(IntegerEncoding(-20 ... -10).value(at: 2) == -12)
    }

    @Test(arguments: [Int.min...Int.max, -3...5, 1...Int.max, Int.min...(-7), -1...0, Int(Int16.min)...Int(Int16.max)])
    func roundTrips(range: ClosedRange<Int>) {
        let encoding = IntegerEncoding(range)
        var probes = [range.lowerBound, range.upperBound]
        for offset in 0..<40 {
            probes.append(range.lowerBound &+ offset)
            probes.append(range.upperBound &- offset)
            if range.contains(offset - 20) { probes.append(offset - 20) }
        }
        for value in probes where range.contains(value) {
            let distance = encoding.distance(of: value)
            #expect(distance <= encoding.bound)
            #expect(encoding.value(at: distance) == value, "\(value) in \(range)")
        }
        #expect(
            encoding.value(at: encoding.bound)
                == (range.upperBound.magnitude > range.lowerBound.magnitude ? range.upperBound : range.lowerBound))
    }
}
