import Testing
@testable import TomoDICOM

/// Reading an element's text straight from its bytes: decimal numbers (`DecimalText`) as `Double(String)` reads
/// them, and the two letters of an Explicit VR.
struct TextValueReadingTests {
    /// Every text a scanner writes in a DS and the odd ones around them: the same `Double`, bit for bit (the sign of
    /// zero too), as the standard library's reading, or nil where it gives nil.
    @Test func decimalTextReadsAsDoubleDoes() {
        var texts = [
            "0", "-0", "+0", "1", "-1", "0.5", ".5", "5.", "-.5", "1e5", "1E-5", "-1.5e+3", "2.5e-22", "2.5e22", "9e23", "1e-23",
            "123456789012345", "1234567890123456", "0.000000000000000000001", "-125.000000", "0.48828125", "-0.0000000000000000",
            "1.50000000000000000000", "3.141592653589793", "0.1", "0.3", "1e", "e5", ".", "-", "+", "", "1.2.3", "1e5x", "inf", "-nan",
            "0x1p3", "1,5", "00012.5000", "1e308", "1e-400", "4.9406564584124654e-324", "1e0000001",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let integer = Int(truncatingIfNeeded: state >> 33) % 100_000 - 50_000
            let fraction = String(Int(truncatingIfNeeded: state >> 11) % 10_000_000_000).padding(toLength: Int(state % 11) + 1, withPad: "0", startingAt: 0)
            let exponent = state % 7 == 0 ? "e\(Int(state >> 50) % 60 - 30)" : ""
            texts.append("\(integer).\(fraction)\(exponent)")
        }
        let differing = texts.filter { text in
            let read = Array(text.utf8).withUnsafeBufferPointer(DecimalText.number)
            return read?.bitPattern != Double(text)?.bitPattern
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    /// Each VR's two letters give it; any other two bytes none.
    @Test func theTwoLettersOfAVRGiveIt() {
        for vr in ValueRepresentation.allCases {
            let letters = Array(vr.rawValue.utf8)
            #expect(ValueRepresentation(letters[0], letters[1]) == vr)
        }
        let named = Set(ValueRepresentation.allCases.map { Array($0.rawValue.utf8) })
        let others = (0...255).flatMap { first in (0...255).map { [UInt8(first), UInt8($0)] } }.filter { !named.contains($0) }
        #expect(others.allSatisfy { ValueRepresentation($0[0], $0[1]) == nil })
    }
}
