import Testing
import TomoCore
@testable import TomoDICOM
import TomoVolume

/// Ordering and the warnings of series that are not regular volumes, on instances made up for each case.
struct SeriesAssemblyTests {
    private func instance(
        _ number: Int, z: Double?, series: String = "1.2.3", orientation: ImageOrientation = .axial, rows: Int = 4
    ) -> DICOMInstance {
        DICOMInstance(
            location: .file("/scan/\(number)"), frame: 0, seriesInstanceUID: series, studyInstanceUID: "1.2", patientName: "A^B",
            patientID: nil, studyDate: nil, studyDescription: nil, seriesDescription: nil, seriesNumber: nil,
            modality: "CT", instanceNumber: number, rows: rows, columns: 4, pixelSpacing: PixelSpacing(row: 0.5, column: 0.5),
            position: z.map { Vector3(0, 0, $0) }, orientation: orientation, sliceThickness: 2, rescale: .identity,
            windows: [], isInverted: false, transferSyntax: .explicitVRLittleEndian,
            pixels: try! ImagePixelDescription(rows: rows, columns: 4, bitsAllocated: 16, bitsStored: 16, highBit: 15, isSigned: false))
    }

    @Test func ordersAlongTheNormalWhateverTheNumbers() {
        // Feet-first numbering: instance 1 is the highest slice.
        let series = DICOMSeries.assemble([instance(1, z: 30), instance(2, z: 27), instance(3, z: 24)])
        #expect(series.count == 1)
        #expect(series[0].instances.map(\.instanceNumber) == [3, 2, 1])
        #expect(series[0].geometry.origin == Vector3(0, 0, 24))
        #expect(series[0].geometry.sliceSpacing == 3)
        #expect(series[0].warnings.isEmpty)
        // A normal pointing the other way (rows towards the right) reverses the order.
        let flipped = ImageOrientation(row: Vector3(-1, 0, 0), column: Vector3(0, 1, 0))
        let reversed = DICOMSeries.assemble([30, 27, 24].enumerated().map { instance($0 + 1, z: $1, orientation: flipped) })
        #expect(reversed[0].instances.map(\.instanceNumber) == [1, 2, 3])
    }

    @Test func groupsBySeries() {
        let series = DICOMSeries.assemble([instance(1, z: 0, series: "9"), instance(1, z: 0), instance(2, z: 1, series: "9")])
        #expect(series.map(\.uid).sorted() == ["1.2.3", "9"])
        #expect(series.first { $0.uid == "9" }?.instances.count == 2)
    }

    @Test func reportsWhatBreaksAVolume() {
        let gap = DICOMSeries.assemble([0, 2, 4, 10, 12].enumerated().map { instance($0 + 1, z: $1) })[0]
        #expect(gap.warnings == [.unevenSpacing(minimum: 2, maximum: 6)])
        #expect(gap.geometry.sliceSpacing == 2)
        #expect(gap.warnings[0].description == "slices are unevenly spaced, 2 mm to 6 mm apart (a gap, or missing slices)")
        let duplicates = DICOMSeries.assemble([0, 2, 2, 4].enumerated().map { instance($0 + 1, z: $1) })[0]
        #expect(duplicates.warnings == [.duplicatePositions(count: 1)])
        let unpositioned = DICOMSeries.assemble([instance(2, z: nil), instance(1, z: 5)])[0]
        #expect(unpositioned.warnings == [.missingPositions(count: 1)])
        #expect(unpositioned.instances.map(\.instanceNumber) == [1, 2])
        let coronal = ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, 0, -1))
        let mixed = DICOMSeries.assemble([instance(1, z: 0), instance(2, z: 1, orientation: coronal), instance(3, z: 2, rows: 8)])[0]
        #expect(mixed.warnings == [.mixedOrientations(count: 1), .mixedSizes(count: 1)])
        #expect(mixed.instances.count == 3)
    }
}
