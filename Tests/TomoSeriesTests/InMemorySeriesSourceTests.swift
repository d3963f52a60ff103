import Testing
import TomoCore
import TomoSeries
import TomoTestSupport
import TomoVolume

/// The in-memory series source the CT model's tests stand on: it lists and opens what it holds, refuses
/// what it does not, and reads the same HU and places by either path (a slice, or a voxel of the volume).
struct InMemorySeriesSourceTests {
    @Test func listsAndOpensItsSeriesAndRefusesOthers() async throws {
        let small = try InMemorySeriesSource.Series.gradient(columns: 3, rows: 2, slices: 4)
        let other = try InMemorySeriesSource.Series.gradient(columns: 2, rows: 2, slices: 2)
        let source = InMemorySeriesSource([small, other])
        #expect(try await source.listSeries().map(\.id) == ["gradient-3x2x4", "gradient-2x2x2"])
        #expect(try await source.openSeries(id: nil).entry.id == "gradient-3x2x4", "the first is the default")
        #expect(try await source.openSeries(id: "gradient-2x2x2").sliceCount == 2)
        await #expect(throws: SeriesSourceError.unknownSeries(id: "nope", in: "memory")) { try await source.openSeries(id: "nope") }
        await #expect(throws: SeriesSourceError.noSeries("memory")) { try await InMemorySeriesSource([]).openSeries(id: nil) }
    }

    @Test func aSliceAndTheVolumeReadTheSameValuesAtTheSamePlaces() async throws {
        let opened = try await InMemorySeriesSource([try .gradient(columns: 3, rows: 2, slices: 4)]).openSeries(id: nil)
        let volume = try #require(opened.volume)
        #expect(volume.filledCount == 4 && volume.value(column: 2, row: 1, slice: 3) == 312, "100·k + 10·r + c")
        let slice = try await opened.slice(at: 3)
        for (column, row) in [(0, 0), (2, 1), (1, 0)] {
            let fromSlice = try #require(slice.probe(column: column, row: row))
            let fromVolume = try #require(try await opened.probe(slice: 3, column: column, row: row))
            #expect(fromSlice == fromVolume)
            #expect(fromVolume.value == Double(300 + 10 * row + column))
            #expect(fromVolume.position == Vector3(Double(column), Double(row), 6), "1 mm pixels, slices 2 mm apart from 0")
        }
        #expect(opened.distance(ofSlice: 3) == 6)
        await #expect(throws: SeriesSourceError.sliceOutOfRange(index: 4, count: 4)) { try await opened.slice(at: 4) }
        await #expect(throws: SeriesSourceError.sliceOutOfRange(index: -1, count: 4)) { try await opened.fillSlice(at: -1) }
    }
}
