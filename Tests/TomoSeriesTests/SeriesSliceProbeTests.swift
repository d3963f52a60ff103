import Testing
import TomoCore
import TomoSeries
import TomoVolume

/// The probe on one slice: signed and unsigned samples through their rescale, the pixel's position, and no
/// reading where there is no HU or no pixel.
struct SeriesSliceProbeTests {
    @Test func readsTheRescaledValueAndThePositionOfAPixel() throws {
        let slice = SeriesSlice(
            index: 4, columns: 2, rows: 2, samples: StoredSamples(words: [0, 1, UInt16(bitPattern: -2), 3], isSigned: true),
            rescale: Rescale(slope: 2, intercept: -1024), pixelSpacing: PixelSpacing(row: 0.5, column: 0.25),
            position: Vector3(10, 20, 30), orientation: .axial)
        let reading = try #require(slice.probe(column: 0, row: 1))
        #expect(reading == ProbeReading(slice: 4, column: 0, row: 1, value: -1028, position: Vector3(10, 20.5, 30)))
        #expect(slice.probe(column: 2, row: 0) == nil && slice.probe(column: 0, row: -1) == nil)
        var unplaced = slice
        unplaced.position = nil
        unplaced.samples = StoredSamples(words: [0, 65535, 0, 0], isSigned: false)
        #expect(unplaced.probe(column: 1, row: 0) == ProbeReading(slice: 4, column: 1, row: 0, value: 130_046, position: nil))
    }

    @Test func aSliceTheServerRenderedHasNoReading() {
        let rendered = SeriesSlice.rendered(index: 0, columns: 2, rows: 1, values: [10, 200])
        #expect(rendered.probe(column: 1, row: 0) == nil)
    }
}
