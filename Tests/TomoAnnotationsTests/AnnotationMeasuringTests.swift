import Testing
import TomoAnnotations
import TomoCore
import TomoVolume

/// A record measured on a small volume, checked against values counted by hand; a document's stated values
/// checked against the measured ones.
struct AnnotationMeasuringTests {
    /// 5 × 4 pixels of 1 mm, 3 slices 2 mm apart; voxel (c, r, k) holds HU 100·k + 10·r + c − 50.
    let volume: CTVolume

    init() throws {
        volume = try CTVolume(geometry: VolumeGeometry(
            columns: 5, rows: 4, sliceCount: 3, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 2))
        for k in 0..<3 {
            let words = (0..<4).flatMap { r in (0..<5).map { c in UInt16(100 * k + 10 * r + c) } }
            try volume.fill(slice: k, with: StoredSamples(words: words, isSigned: false), rescale: Rescale(slope: 1, intercept: -50))
        }
    }

    @Test func aCoronalRegionIsMeasuredOnItsVoxelsNeverOnRowsMadeBetweenSlices() {
        // Rows 0…2 of the image drawn with square pixels are rows 0…1 of the section: slices 2 and 1 (head up).
        let record = AnnotationRecord(kind: .rectangle, plane: .coronal, slice: 1, points: [RegionPoint(x: 1, y: 0), RegionPoint(x: 3, y: 2)])
        let values = [161.0, 162, 163, 61, 62, 63]
        let mean = values.reduce(0, +) / 6
        let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 5).squareRoot()
        let measured = record.measurements(in: volume, unit: .hounsfield)
        #expect(measured.map(\.name) == ["Area", "Mean", "Standard deviation", "Minimum", "Maximum"])
        #expect(measured.map(\.unit) == ["mm2", "[hnsf'U]", "[hnsf'U]", "[hnsf'U]", "[hnsf'U]"])
        #expect(measured[0].value == 12, "six voxels of 1 × 2 mm")
        #expect(abs(measured[1].value - mean) < 1e-9 && abs(measured[2].value - sd) < 1e-9)
        #expect(measured[3].value == 61 && measured[4].value == 163)
    }

    @Test func lengthsAndAnglesAreInMillimetresOfTheImageDrawn() {
        let length = AnnotationRecord(kind: .length, plane: .coronal, slice: 0, points: [RegionPoint(x: 0, y: 0), RegionPoint(x: 3, y: 4)])
        #expect(length.measurements(in: volume, unit: .hounsfield) == [RecordedMeasurement(name: "Length", value: 5, unit: "mm")])
        let angle = AnnotationRecord(
            kind: .angle, plane: .axial, slice: 0, points: [RegionPoint(x: 0, y: 0), RegionPoint(x: 2, y: 0), RegionPoint(x: 2, y: 2)])
        #expect(angle.measurements(in: volume, unit: .hounsfield).map(\.value) == [90])
        let cobb = AnnotationRecord(
            kind: .cobbAngle, plane: .axial, slice: 0,
            points: [RegionPoint(x: 0, y: 0), RegionPoint(x: 4, y: 0), RegionPoint(x: 4, y: 4), RegionPoint(x: 0, y: 0)])
        #expect(cobb.measurements(in: volume, unit: .hounsfield).map { ($0.name, ($0.value * 1e9).rounded() / 1e9) }.first! == ("Cobb angle", 45))
        let noArm = AnnotationRecord(
            kind: .angle, plane: .axial, slice: 0, points: [RegionPoint(x: 2, y: 0), RegionPoint(x: 2, y: 0), RegionPoint(x: 2, y: 2)])
        #expect(noArm.measurements(in: volume, unit: .hounsfield).isEmpty, "an arm without length has no angle")
    }

    @Test func aPointReadsItsPixelAndNothingOutsideTheVolume() {
        let point = AnnotationRecord(kind: .point, plane: .axial, slice: 1, points: [RegionPoint(x: 2, y: 3)])
        #expect(point.measurements(in: volume, unit: .hounsfield) == [RecordedMeasurement(name: "Radiodensity", value: 82, unit: "[hnsf'U]")])
        let beside = AnnotationRecord(kind: .point, plane: .axial, slice: 1, points: [RegionPoint(x: 9, y: 3)])
        let offSeries = AnnotationRecord(ellipseOn: .axial, slice: 7, center: RegionPoint(x: 2, y: 2), radii: RegionPoint(x: 1, y: 1))
        #expect(beside.measurements(in: volume, unit: .hounsfield).isEmpty && offSeries.measurements(in: volume, unit: .hounsfield).isEmpty)
    }

    @Test func statedValuesAreKeptWhereTheyAgreeAndReplacedWhereNot() {
        let measured = [
            RecordedMeasurement(name: "Area", value: 628.32, unit: "mm2"), RecordedMeasurement(name: "Mean", value: 35.21, unit: "[hnsf'U]"),
        ]
        let check = MeasurementCheck(stated: [
            RecordedMeasurement(name: "Note", value: 1, unit: "1"),
            RecordedMeasurement(name: "Mean", value: 41.25, unit: "[hnsf'U]"),
            RecordedMeasurement(name: "Area", value: 628.9, unit: "mm2"),  // within a thousandth of 628.32
        ], measured: measured)
        #expect(check.measurements == [
            RecordedMeasurement(name: "Area", value: 628.9, unit: "mm2"), RecordedMeasurement(name: "Mean", value: 35.21, unit: "[hnsf'U]"),
            RecordedMeasurement(name: "Note", value: 1, unit: "1"),
        ])
        #expect(check.disagreements.map(\.description) == ["Mean is 41.25 [hnsf'U] in the document, 35.21 on the series"])
        let rounded = MeasurementCheck(stated: [RecordedMeasurement(name: "Mean", value: 35.2, unit: "[hnsf'U]")], measured: measured)
        #expect(rounded.disagreements.isEmpty && rounded.measurements[1].value == 35.2, "one decimal, as the viewer shows it")
        let far = MeasurementCheck(stated: [RecordedMeasurement(name: "Mean", value: 35.3, unit: "[hnsf'U]")], measured: measured)
        #expect(far.disagreements.count == 1 && far.measurements[1].value == 35.21)
    }
}
