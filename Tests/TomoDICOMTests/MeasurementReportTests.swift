import Foundation
import Testing
import TomoTestSupport
@testable import TomoDICOM

/// A TID 1500 measurement report written as a Comprehensive 3D SR: highdicom (the reference implementation
/// OHIF's and Slicer's reports are checked against) reads back every group, name, value, unit and region, and
/// dicom3tools' `dciodvfy` finds no error in it.
@Suite("Measurement report")
struct MeasurementReportTests {
    @Test("highdicom reads every group back; dciodvfy finds no error")
    func readsBack() async throws {
        let sourcePath = try await DICOMSamples.pydicomFile("CT_small.dcm")
        let source = try DICOMFile.read(path: sourcePath).dataSet
        let sopClass = try #require(source.string(.sopClassUID)), sopInstance = try #require(source.string(.sopInstanceUID))
        let frame = try #require(source.string(DICOMTag(0x0020, 0x0052)))
        let report = MeasurementReport(groups: [
            MeasurementGroup(
                trackingIdentifier: "Ellipse 1", trackingUID: "2.25.1001",
                region: ReportRegion(shape: .ellipse, place: .image(sopClassUID: sopClass, sopInstanceUID: sopInstance), coordinates: [10.5, 20.5, 30.5, 20.5, 20.5, 15.5, 20.5, 25.5]),
                measurements: [
                    ReportMeasurement(concept: .area, value: 314.159265358979, unit: .squareMillimetre),
                    ReportMeasurement(concept: .mean, value: -41.25, unit: .hounsfieldUnit),
                ]),
            MeasurementGroup(
                trackingIdentifier: "Length 2", trackingUID: "2.25.1002",
                region: ReportRegion(shape: .polyline, place: .patient(frameOfReferenceUID: frame), coordinates: [-10, 20.5, 30, 15, 20.5, 30]),
                measurements: [ReportMeasurement(concept: .length, value: 25, unit: .millimetre)]),
        ])
        let identity = DocumentIdentity(seriesInstanceUID: "2.25.77", sopInstanceUID: "2.25.78", seriesNumber: 9_901, seriesDescription: "Tomo measurements", date: Date(timeIntervalSince1970: 1_800_000_000))
        let data = try DICOMFileWriter.file(of: report.dataSet(source: source, identity: identity))
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "report.dcm").path
        try data.write(to: URL(fileURLWithPath: path))

        let python = try #require(TestEnvironment.program("python3"))
        let read = try await ProcessRun.run(python, ["-c", """
            import sys, json, pydicom, highdicom as hd
            sr = hd.sr.Comprehensive3DSR.from_dataset(pydicom.dcmread(sys.argv[1]))
            groups = []
            for group in sr.content.get_planar_roi_measurement_groups():
                region = group.roi
                groups.append({
                    "id": group.tracking_identifier, "uid": str(group.tracking_uid),
                    "measurements": [[m.name.meaning, m.value, m.unit.value] for m in group.get_measurements()],
                    "type": region.graphic_type.value, "value_type": region.value_type.value,
                    "points": [float(v) for v in region.value.flatten()],
                })
            print(json.dumps({"patient": str(sr.PatientName), "study": sr.StudyInstanceUID, "series": sr.SeriesInstanceUID, "groups": groups}))
            """, path])
        #expect(read.status == 0, "\(read.errors)")
        let json = try JSONSerialization.jsonObject(with: read.output) as? [String: Any]
        #expect(json?["patient"] as? String == source.string(DICOMTag(0x0010, 0x0010)))
        #expect(json?["study"] as? String == source.string(DICOMTag(0x0020, 0x000D)) && json?["series"] as? String == "2.25.77")
        let groups = try #require(json?["groups"] as? [[String: Any]])
        #expect(groups.count == 2)
        #expect(groups.first?["id"] as? String == "Ellipse 1" && groups.first?["uid"] as? String == "2.25.1001")
        #expect(groups.first?["type"] as? String == "ELLIPSE" && groups.first?["value_type"] as? String == "SCOORD")
        #expect(groups.first?["points"] as? [Double] == [10.5, 20.5, 30.5, 20.5, 20.5, 15.5, 20.5, 25.5])
        let measured = try #require(groups.first?["measurements"] as? [[Any]])
        #expect(measured.map { $0[0] as? String } == ["Area", "Mean"])
        #expect(measured.map { $0[1] as? Double } == [314.159265358979, -41.25], "the exact values")
        #expect(measured.map { $0[2] as? String } == ["mm2", "[hnsf'U]"])
        #expect(groups.last?["type"] as? String == "POLYLINE" && groups.last?["value_type"] as? String == "SCOORD3D")
        #expect(groups.last?["points"] as? [Double] == [-10, 20.5, 30, 15, 20.5, 30])

        let check = try await DICOMSamples.runTool("dciodvfy", [path], checksStatus: false)
        let errors = (check.errorLines + check.text.split(separator: "\n").map(String.init)).filter { $0.hasPrefix("Error") }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("A decimal string fits DICOM's 16 characters")
    func decimalStrings() {
        #expect(ContentItem.decimalString(123.40000000000001) == "123.4")
        #expect(ContentItem.decimalString(314.159265358979).count <= 16)
        #expect(ContentItem.decimalString(-1024) == "-1024" && ContentItem.decimalString(0.1) == "0.1")
        #expect(ContentItem.decimalString(1e-20).count <= 16)
    }
}

/// Reading measurement reports: highdicom's (as OHIF and Slicer write them) group by group; what is not a TID
/// 1500 report is refused naming why; a group Tomo cannot draw is skipped with its reason.
@Suite("Reading measurement reports")
struct MeasurementReportReadingTests {
    @Test("highdicom's report of CT_small: its ellipse, measurements and image")
    func highdicomsReport() async throws {
        let sourcePath = try await DICOMSamples.pydicomFile("CT_small.dcm")
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "highdicom.dcm").path
        let python = try #require(TestEnvironment.program("python3"))
        let made = try await ProcessRun.run(python, ["-c", """
            import sys, numpy, pydicom, highdicom as hd
            from pydicom.sr.codedict import codes
            ct = pydicom.dcmread(sys.argv[1])
            region = hd.sr.ImageRegion(graphic_type=hd.sr.GraphicTypeValues.ELLIPSE,
                graphic_data=numpy.array([[10.5, 20.5], [30.5, 20.5], [20.5, 15.5], [20.5, 25.5]]),
                source_image=hd.sr.SourceImageForRegion.from_source_image(ct))
            group = hd.sr.PlanarROIMeasurementsAndQualitativeEvaluations(
                tracking_identifier=hd.sr.TrackingIdentifier(uid="2.25.5", identifier="Lesion A"), referenced_region=region,
                measurements=[hd.sr.Measurement(name=codes.SCT.Area, value=123.4, unit=codes.UCUM.SquareMillimeter)])
            report = hd.sr.MeasurementReport(observation_context=hd.sr.ObservationContext(),
                procedure_reported=codes.LN.CTUnspecifiedBodyRegion, imaging_measurements=[group])
            hd.sr.Comprehensive3DSR(evidence=[ct], content=report[0], series_number=99, series_instance_uid=hd.UID(),
                sop_instance_uid=hd.UID(), instance_number=1, manufacturer="someone").save_as(sys.argv[2])
            """, sourcePath, path])
        #expect(made.status == 0, "\(made.errors)")
        let source = try DICOMFile.read(path: sourcePath).dataSet
        let reading = try MeasurementReport.read(try DICOMFile.read(path: path).dataSet)
        #expect(reading.skipped.isEmpty && reading.groups.count == 1)
        let group = try #require(reading.groups.first)
        #expect(group.trackingIdentifier == "Lesion A" && group.trackingUID == "2.25.5")
        #expect(group.measurements == [ReportMeasurement(concept: .area, value: 123.4, unit: .squareMillimetre)])
        #expect(group.region == ReportRegion(
            shape: .ellipse, place: .image(sopClassUID: try #require(source.string(.sopClassUID)), sopInstanceUID: try #require(source.string(.sopInstanceUID))),
            coordinates: [10.5, 20.5, 30.5, 20.5, 20.5, 15.5, 20.5, 25.5]))
        #expect(reading.referencedSeriesInstanceUIDs == [try #require(source.string(.seriesInstanceUID))])
    }

    @Test("What is not a TID 1500 report is refused; a group without a region is skipped with why")
    func refusedAndSkipped() async throws {
        let image = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("CT_small.dcm")).dataSet
        #expect(throws: ReportReadError("not a structured report: (0008,0016) SOP Class UID is 1.2.840.10008.5.1.4.1.1.2")) {
            try MeasurementReport.read(image)
        }
        var other = DataSetBuilder()
        other.set(.sopClassUID, .UI, MeasurementReport.comprehensive3DSR)
        other.set(DICOMTag(0x0040, 0xA040), .CS, "CONTAINER")
        other.set(DICOMTag(0x0040, 0xA043), items: [CodedConcept("18748-4", "LN", "Diagnostic imaging report").item])
        #expect(throws: ReportReadError("not a TID 1500 measurement report: its root is (18748-4, LN, \"Diagnostic imaging report\")")) {
            try MeasurementReport.read(try DICOMFile(bytes: Array(DICOMFileWriter.file(of: other))).dataSet)
        }

        let point = ReportRegion(shape: .point, place: .patient(frameOfReferenceUID: "2.25.9"), coordinates: [1, 2, 3])
        var report = try DICOMFile(bytes: Array(DICOMFileWriter.file(of: MeasurementReport(groups: [
            MeasurementGroup(trackingIdentifier: "Pin", trackingUID: "2.25.1", region: point, measurements: []),
        ]).dataSet(source: image, identity: DocumentIdentity.measurements())))).dataSet
        #expect(try MeasurementReport.read(report).groups.map(\.region) == [point])
        // The same report with its group's region taken out.
        var built = DataSetBuilder(copying: report)
        guard case .items(var containers)? = built.elements[DICOMTag(0x0040, 0xA730)]?.value,
              case .items(var groups)? = containers[2].elements[DICOMTag(0x0040, 0xA730)]?.value,
              case .items(let children)? = groups[0].elements[DICOMTag(0x0040, 0xA730)]?.value
        else { throw ReportReadError("the report written has no group") }
        groups[0].set(DICOMTag(0x0040, 0xA730), items: Array(children.dropLast()))
        containers[2].set(DICOMTag(0x0040, 0xA730), items: groups)
        built.set(DICOMTag(0x0040, 0xA730), items: containers)
        report = try DICOMFile(bytes: Array(DICOMFileWriter.file(of: built))).dataSet
        let reading = try MeasurementReport.read(report)
        #expect(reading.groups.isEmpty && reading.skipped == [ReportReading.Skipped(name: "Pin", reason: "it has no region (SCOORD or SCOORD3D)", measurements: [])])
    }
}
