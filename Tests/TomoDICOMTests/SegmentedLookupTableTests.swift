import Testing
@testable import TomoDICOM

/// Segmented palette tables (PS3.3 C.7.9.2) expand as the standard's examples and pydicom's
/// `_expand_segmented_lut` do, and malformed ones are refused by the element, never looped over.
struct SegmentedLookupTableTests {
    private let tag = DICOMTag.segmentedRedPaletteData

    private func expand(_ words: [Int], eightBit: Bool = false, bigEndian: Bool = false) throws(DICOMError) -> [UInt16] {
        try SegmentedLookupTable.expand(words, isEightBit: eightBit, isBigEndian: bigEndian, tag: tag)
    }

    @Test func discreteSegmentsAreTheirEntries() throws {
        #expect(try expand([0, 3, 10, 20, 30, 0, 1, 5]) == [10, 20, 30, 5])
    }

    @Test func linearSegmentsStepFromTheEntryBeforeAndRoundTiesToEven() throws {
        // From 0 to 10 in 4 steps: 2.5, 5, 7.5, 10, rounded ties to even as numpy's `around`.
        #expect(try expand([0, 1, 0, 1, 4, 10]) == [0, 2, 5, 8, 10])
        #expect(try expand([0, 1, 7, 1, 3, 7]) == [7, 7, 7, 7])
        #expect(try expand([0, 1, 100, 1, 2, 0]) == [100, 50, 0])
    }

    @Test func indirectSegmentsRepeatEarlierSegments() throws {
        // Words 0–2: discrete [1]; 3–5: linear to 3 in 2; 6–9: indirect, both segments again from word 0.
        #expect(try expand([0, 1, 1, 1, 2, 3, 2, 2, 0, 0]) == [1, 2, 3, 1, 2, 3])
        // An 8-bit table's offset is four bytes, least significant first (byte-swapped words when big-endian).
        #expect(try expand([0, 1, 9, 2, 1, 0, 0, 0, 0], eightBit: true) == [9, 9])
        #expect(try expand([0, 1, 9, 2, 1, 0, 0, 0, 0], eightBit: true, bigEndian: true) == [9, 9])
    }

    @Test func aTrailingPadWordIsNotASegment() throws {
        #expect(try expand([0, 2, 4, 5, 0]) == [4, 5])
    }

    @Test func malformedSegmentsAreRefusedByTheElement() {
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: "the segment at word 0 runs past the data's end")) {
            try expand([0, 5, 1, 2])
        }
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: "a linear segment with no entry before it")) {
            try expand([1, 4, 10])
        }
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: "an indirect segment with no entry before it")) {
            try expand([2, 1, 0, 0])
        }
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: "a segment of unknown type 7 at word 3")) {
            try expand([0, 1, 1, 7, 1, 1])
        }
        // Pointing at itself would loop for ever: only segments before it may be repeated.
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: "an indirect segment that points at word 3, not at segments before it")) {
            try expand([0, 1, 1, 2, 1, 3, 0])
        }
    }

    @Test func tablesCannotExpandPastALUTsLargestSize() {
        // Each indirect segment repeats all segments before it, doubling the table: 17 of them after one
        // entry would make 131,072.
        var words = [0, 1, 1]
        for segmentsBefore in 1...17 { words += [2, segmentsBefore, 0, 0] }
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: "its segments expand to more than 65536 entries")) {
            try expand(words)
        }
    }
}
