import Testing
import TomoCore
import TomoDICOM
import TomoReports
import TomoVolume

/// Key slices as a key object selection's images and back: a slice per instance, a multi-frame instance's slices as
/// one image naming its frames; an image read back onto the slices it is, or counted elsewhere.
@Suite("Key images on a series")
struct KeyImageSeriesTests {
    private static let geometry = VolumeGeometry(
        columns: 8, rows: 6, sliceCount: 4, pixelSpacing: PixelSpacing(row: 0.5, column: 0.5), sliceSpacing: 2,
        origin: Vector3(10, 20, 30), orientation: .axial)
    private static let ct = "1.2.840.10008.5.1.4.1.1.2", enhancedCT = "1.2.840.10008.5.1.4.1.1.2.1"
    /// Four single-frame instances, 2.25.1 to 2.25.4.
    private static let singles = ReportedSeries(
        geometry: geometry, images: (0..<4).map { ReportedSeries.Image(sopClassUID: ct, sopInstanceUID: "2.25.\($0 + 1)") }, frameOfReferenceUID: nil)
    /// One instance of four frames, 2.25.50.
    private static let frames = ReportedSeries(
        geometry: geometry, images: (1...4).map { ReportedSeries.Image(sopClassUID: enhancedCT, sopInstanceUID: "2.25.50", frame: $0) },
        frameOfReferenceUID: nil)

    @Test("A slice per instance, in geometric order, each once")
    func singleFrames() throws {
        let selection = try KeyObjectSelection(slices: [3, 1, 3], of: Self.singles, seriesInstanceUID: "2.25.40", studyInstanceUID: "2.25.30")
        #expect(selection.title == .ofInterest)
        #expect(selection.images == [
            .init(studyInstanceUID: "2.25.30", seriesInstanceUID: "2.25.40", sopClassUID: Self.ct, sopInstanceUID: "2.25.2"),
            .init(studyInstanceUID: "2.25.30", seriesInstanceUID: "2.25.40", sopClassUID: Self.ct, sopInstanceUID: "2.25.4"),
        ])
        #expect(selection.slices(on: Self.singles, seriesInstanceUID: "2.25.40") == ([1, 3], 0))
        #expect(selection.slices(on: Self.singles, seriesInstanceUID: "2.25.41") == ([], 2), "another series' images are elsewhere")
    }

    @Test("A multi-frame instance's slices as one image naming its frames; the instance whole is every frame")
    func multiFrame() throws {
        let selection = try KeyObjectSelection(slices: [0, 2], of: Self.frames, seriesInstanceUID: "2.25.40", studyInstanceUID: nil)
        #expect(selection.images == [.init(seriesInstanceUID: "2.25.40", sopClassUID: Self.enhancedCT, sopInstanceUID: "2.25.50", frames: [1, 3])])
        #expect(selection.slices(on: Self.frames, seriesInstanceUID: "2.25.40") == ([0, 2], 0))
        let whole = KeyObjectSelection(images: [.init(sopClassUID: Self.enhancedCT, sopInstanceUID: "2.25.50")])
        #expect(whole.slices(on: Self.frames, seriesInstanceUID: "2.25.40") == ([0, 1, 2, 3], 0))
        let missing = KeyObjectSelection(images: [
            .init(sopClassUID: Self.enhancedCT, sopInstanceUID: "2.25.50", frames: [9]), .init(sopClassUID: Self.ct, sopInstanceUID: "2.25.7"),
        ])
        #expect(missing.slices(on: Self.frames, seriesInstanceUID: "2.25.40") == ([], 2), "a frame it lacks, an instance it lacks")
    }

    @Test("No slice, a slice past the end, a slice without UIDs: refused, saying which")
    func refusals() {
        #expect(throws: ReportError("no slice is marked as a key image")) {
            try KeyObjectSelection(slices: [], of: Self.singles, seriesInstanceUID: "2.25.40", studyInstanceUID: nil)
        }
        #expect(throws: ReportError("slice 4 is not one of the series' 4")) {
            try KeyObjectSelection(slices: [4], of: Self.singles, seriesInstanceUID: "2.25.40", studyInstanceUID: nil)
        }
        let unnamed = ReportedSeries(geometry: Self.geometry, images: [nil, nil, nil, nil], frameOfReferenceUID: nil)
        #expect(throws: ReportError("slice 1's image has no SOP Instance UID")) {
            try KeyObjectSelection(slices: [1], of: unnamed, seriesInstanceUID: "2.25.40", studyInstanceUID: nil)
        }
    }
}
