import Foundation
import Testing
import TomoCore
import TomoAnnotations
import TomoDICOM
import TomoReports
import TomoVolume

/// Annotation records as measurement groups: each kind's region (closed polygons, an ellipse's longer axis
/// first, an oblique annotation at its plane's patient positions) and what cannot be placed, named.
@Suite("Annotation document as a report")
struct AnnotationReportTests {
    private static let geometry = VolumeGeometry(
        columns: 8, rows: 6, sliceCount: 4, pixelSpacing: PixelSpacing(row: 0.5, column: 0.5), sliceSpacing: 2,
        origin: Vector3(10, 20, 30), orientation: .axial)
    private static let series = ReportedSeries(
        geometry: geometry,
        images: (0..<4).map { ReportedSeries.Image(sopClassUID: "1.2.840.10008.5.1.4.1.1.2", sopInstanceUID: "2.25.\($0 + 1)") },
        frameOfReferenceUID: "2.25.99")

    /// The header of the image a report is made from: its SOP class and instance, in study 2.25.30, series
    /// 2.25.40, read back from a file.
    private static func header(sopClassUID: String, sopInstanceUID: String) throws -> DataSet {
        var source = DataSetBuilder()
        source.set(.sopClassUID, .UI, sopClassUID)
        source.set(.sopInstanceUID, .UI, sopInstanceUID)
        source.set(.studyInstanceUID, .UI, "2.25.30")
        source.set(.seriesInstanceUID, .UI, "2.25.40")
        return try DICOMFile(bytes: Array(DICOMFileWriter.file(of: source))).dataSet
    }

    @Test("Rectangles and outlines are closed polygons; an ellipse's longer axis comes first; oblique points in the patient")
    func regions() throws {
        let oblique = try ObliquePlane(
            center: Vector3(12, 21, 33), rowDirection: Vector3(0, 1, 0), columnDirection: Vector3(0, 0, -1), width: 5, height: 5, spacing: 0.5)
        let document = AnnotationDocument(seriesInstanceUID: "1", annotations: [
            AnnotationRecord(kind: .rectangle, plane: .axial, slice: 1, points: [RegionPoint(x: 1, y: 1), RegionPoint(x: 3, y: 2)]),
            AnnotationRecord(kind: .polygon, plane: .axial, slice: 2, points: [RegionPoint(x: 0, y: 0), RegionPoint(x: 4, y: 0), RegionPoint(x: 2, y: 3)]),
            AnnotationRecord(ellipseOn: .axial, slice: 0, center: RegionPoint(x: 4, y: 3), radii: RegionPoint(x: 3, y: 1)),
            AnnotationRecord(
                kind: .angle, plane: .sagittal, slice: nil, obliquePlane: oblique,
                points: [RegionPoint(x: 0, y: 0), RegionPoint(x: 2, y: 2), RegionPoint(x: 4, y: 0)],
                measurements: [RecordedMeasurement(name: "Angle", value: 90, unit: "deg"), RecordedMeasurement(name: "Unknown", value: 1, unit: "m")]),
        ])
        let groups = try document.measurementReport(of: Self.series).groups
        #expect(groups.map(\.trackingIdentifier) == ["Rectangle 1", "Polygon 1", "Ellipse 1", "Angle 1"])
        #expect(groups[0].region.shape == .polygon && groups[0].region.coordinates == [1.5, 1.5, 3.5, 1.5, 3.5, 2.5, 1.5, 2.5, 1.5, 1.5])
        #expect(groups[0].region.place == .image(sopClassUID: "1.2.840.10008.5.1.4.1.1.2", sopInstanceUID: "2.25.2"))
        #expect(groups[1].region.coordinates == [0.5, 0.5, 4.5, 0.5, 2.5, 3.5, 0.5, 0.5])
        #expect(groups[2].region.shape == .ellipse && groups[2].region.coordinates == [1.5, 3.5, 7.5, 3.5, 4.5, 2.5, 4.5, 4.5])
        #expect(groups[3].region.place == .patient(frameOfReferenceUID: "2.25.99"))
        // Pixel (2, 2) is the oblique plane's centre; (0, 0) is a millimetre before it along both directions.
        #expect(Array(groups[3].region.coordinates[0..<6]) == [12, 20, 34, 12, 21, 33])
        #expect(groups[3].measurements == [ReportMeasurement(concept: .angle, value: 90, unit: .degree)], "a value without a code is left out")
        #expect(Set(groups.map(\.trackingUID)).count == 4)
    }

    @Test("A value pinned on an MR goes out as its signal intensity (DCM 110852, no units) and reads back as it was; an unnamed value stays out")
    func pinnedValuesByWhatTheyMeasure() throws {
        let document = AnnotationDocument(seriesInstanceUID: "2.25.40", annotations: [
            AnnotationRecord(
                kind: .point, plane: .axial, slice: 1, points: [RegionPoint(x: 3, y: 4)],
                measurements: [RecordedMeasurement(name: "MR signal intensity", value: 412, unit: "1")]),
            AnnotationRecord(
                kind: .point, plane: .axial, slice: 2, points: [RegionPoint(x: 1, y: 1)],
                measurements: [RecordedMeasurement(name: "Value", value: 7, unit: "1")]),
        ])
        let report = try document.measurementReport(of: Self.series)
        #expect(report.groups[0].measurements == [ReportMeasurement(concept: .mrSignalIntensity, value: 412, unit: .noUnits)])
        #expect(report.groups[1].measurements.isEmpty, "a value of no known kind has no code")
        let header = try Self.header(sopClassUID: "1.2.840.10008.5.1.4.1.1.4", sopInstanceUID: "2.25.2")
        let reading = try MeasurementReport.read(try DICOMFile(bytes: Array(DICOMFileWriter.file(of: report.dataSet(source: header, identity: .measurements())))).dataSet)
        let (placed, _) = reading.annotationDocument(seriesInstanceUID: "2.25.40", on: Self.series)
        #expect(placed.annotations.first?.measurements == [RecordedMeasurement(name: "MR signal intensity", value: 412, unit: "1")])
        #expect(ValueUnit.recorded(name: "MR signal intensity", ucum: "1") == .mrSignalIntensity)
        #expect(ValueUnit.recorded(name: "Radiodensity", ucum: "[hnsf'U]") == .hounsfield && ValueUnit.recorded(name: "Value", ucum: "1") == .unspecified)
    }

    @Test("A multi-frame instance's frame is referenced by its number and read back onto its slice")
    func framesOfOneInstance() throws {
        let frames = ReportedSeries(
            geometry: Self.geometry,
            images: (1...4).map { ReportedSeries.Image(sopClassUID: "1.2.840.10008.5.1.4.1.1.2.1", sopInstanceUID: "2.25.50", frame: $0) },
            frameOfReferenceUID: "2.25.99")
        let document = AnnotationDocument(seriesInstanceUID: "2.25.40", annotations: [
            AnnotationRecord(kind: .point, plane: .axial, slice: 2, points: [RegionPoint(x: 3, y: 4)]),
        ])
        let report = try document.measurementReport(of: frames)
        #expect(report.groups[0].region.place == .image(sopClassUID: "1.2.840.10008.5.1.4.1.1.2.1", sopInstanceUID: "2.25.50", frame: 3))
        let header = try Self.header(sopClassUID: "1.2.840.10008.5.1.4.1.1.2.1", sopInstanceUID: "2.25.50")
        let written = try DICOMFile(bytes: Array(DICOMFileWriter.file(of: report.dataSet(source: header, identity: .measurements())))).dataSet
        let reading = try MeasurementReport.read(written)
        #expect(reading.groups.first?.region.place == report.groups[0].region.place, "(0008,1160) Referenced Frame Number written and read")
        let (placed, unplaced) = reading.annotationDocument(seriesInstanceUID: "2.25.40", on: frames)
        #expect(unplaced.isEmpty && placed.annotations.map(\.slice) == [2] && placed.annotations.first?.points == [RegionPoint(x: 3, y: 4)])
        var other = frames
        other.images.removeLast(2)
        let (_, lost) = reading.annotationDocument(seriesInstanceUID: "2.25.40", on: other)
        #expect(lost.map(\.reason) == ["it lies on frame 3 of image 2.25.50, which is not in the series"])
    }

    @Test("Points in the patient on no section come back on the turned view nearest their plane, at their positions")
    func turnedRoundTrip() throws {
        let turn = 30.0 * .pi / 180
        // A coronal view turned 30° about the axial normal, through the volume's middle.
        let turned = try ObliquePlane(
            center: Self.geometry.center, rowDirection: Vector3(cos(turn), sin(turn), 0), columnDirection: Vector3(0, 0, -1),
            width: 9, height: 9, spacing: 0.5)
        let document = AnnotationDocument(seriesInstanceUID: "1", annotations: [
            AnnotationRecord(kind: .angle, plane: .coronal, slice: nil, obliquePlane: turned, points: [RegionPoint(x: 1, y: 2), RegionPoint(x: 4, y: 4), RegionPoint(x: 7, y: 1)]),
            AnnotationRecord(kind: .length, plane: .coronal, slice: nil, obliquePlane: turned, points: [RegionPoint(x: 1.5, y: 2), RegionPoint(x: 6, y: 7.25)]),
        ])
        let header = try Self.header(sopClassUID: "1.2.840.10008.5.1.4.1.1.2", sopInstanceUID: "2.25.1")
        let report = try document.measurementReport(of: Self.series)
        let reading = try MeasurementReport.read(try DICOMFile(bytes: Array(DICOMFileWriter.file(of: report.dataSet(source: header, identity: .measurements())))).dataSet)
        let (placed, unplaced) = reading.annotationDocument(seriesInstanceUID: "1", on: Self.series)
        #expect(unplaced.isEmpty, "\(unplaced)")
        #expect(placed.annotations.map(\.kind) == [.angle, .length] && placed.annotations.map(\.plane) == [.coronal, .coronal])
        // Three points give their plane: the turned view itself. A line lies on many: one through it.
        let angle = try #require(placed.annotations.first?.obliquePlane)
        #expect(abs(angle.rowDirection.dot(turned.rowDirection) - 1) < 1e-6 && abs(angle.columnDirection.dot(turned.columnDirection) - 1) < 1e-6)
        for (back, original) in zip(placed.annotations, document.annotations) {
            let plane = try #require(back.obliquePlane)
            let positions = back.points.map { plane.position(column: $0.x, row: $0.y) }
            let expected = original.points.map { turned.position(column: $0.x, row: $0.y) }
            #expect(zip(positions, expected).allSatisfy { ($0 - $1).length < 1e-3 }, "\(positions) not \(expected)")
        }
    }

    @Test("What cannot be placed is an error naming the annotation")
    func unplaceable() {
        let offSeries = AnnotationDocument(seriesInstanceUID: "1", annotations: [
            AnnotationRecord(kind: .point, plane: .axial, slice: 0, points: [RegionPoint(x: 1, y: 1)]),
            AnnotationRecord(kind: .point, plane: .coronal, slice: 6, points: [RegionPoint(x: 1, y: 1)]),
        ])
        #expect(throws: ReportError("annotations[1] (point): section 6 is not in the series' coronal sections")) {
            try offSeries.measurementReport(of: Self.series)
        }
        var noFrame = Self.series
        noFrame.frameOfReferenceUID = nil
        let coronal = AnnotationDocument(seriesInstanceUID: "1", annotations: [
            AnnotationRecord(kind: .point, plane: .coronal, slice: 2, points: [RegionPoint(x: 1, y: 1)]),
        ])
        #expect(throws: ReportError("annotations[0] (point): the series names no frame of reference, which a region off its slices needs")) {
            try coronal.measurementReport(of: noFrame)
        }
        var noImage = Self.series
        noImage.images[0] = nil
        #expect(throws: ReportError("annotations[0] (point): slice 0's image has no SOP Instance UID")) {
            try offSeries.measurementReport(of: noImage)
        }
    }
}
