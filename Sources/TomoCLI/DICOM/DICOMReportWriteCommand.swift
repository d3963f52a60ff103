import ArgumentParser
import Foundation
import TomoAnnotations
import TomoArguments
import TomoCore
import TomoDICOM
import TomoReports
import TomoSeries

/// `tomo dicom sr write`: an annotation document as a Comprehensive 3D SR measurement report.
struct DICOMReportWriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Write an annotation document (the viewer keeps one per series) as a DICOM SR measurement report.",
        discussion: """
            The report is a Comprehensive 3D SR (1.2.840.10008.5.1.4.1.1.88.34) following TID 1500: one \
            measurement group (TID 1410) per annotation, tracked as "Ellipse 1", "Length 2", … with a new \
            UID, its measurements with UCUM units (mm, mm2, [hnsf'U], deg) and its region. Each annotation is \
            measured on the series as the viewer measures it: a length in mm and an angle in degrees from \
            its points and its image's pixel spacing; an ellipse's, rectangle's or polygon's area, mean, SD \
            (n − 1), min and max from the voxels of its section whose centres lie inside (as tomo dicom stats); \
            a point's value at its pixel. A value the document states is kept where it agrees (to 0.05, or a \
            thousandth past 50), else the series' is, and the disagreement is noted on standard error. The \
            region: SCOORD on the slice's image for an annotation on an axial slice, SCOORD3D in the series' \
            frame of reference for the others. Patient and study come from the series' images; the report is \
            a new series in their study. SOURCE is DICOM files or folders holding the series the document \
            names (or --series), or a DICOMweb server's root. --csv also writes (or, without -o, only writes) the report's measurements \
            for a spreadsheet, one row per measurement: finding, tracking UID, measurement, value, unit, \
            plane, slice. Exit status 1 when some slices failed to load (each is named; the report is written \
            without their pixels), 2 for a bad document or an annotation that cannot be placed, \
            4 for sources that are not the series.
            """)

    @Argument(help: "DICOM files or folders holding the series, or a DICOMweb server's root.", transform: DICOMSources.location)
    var sources: [Location]

    @Option(help: "The Series Instance UID (default: the one the document names).")
    var series: String?

    @Option(help: ArgumentHelp("The annotation document (JSON).", valueName: "DOC.json"))
    var annotations: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the report.", valueName: "REPORT.dcm"))
    var output: String?

    @Option(help: ArgumentHelp("Where to write its measurements as CSV.", valueName: "MEASUREMENTS.csv"))
    var csv: String?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    init() {}

    func validate() throws {
        try DICOMSources.checkServerAlone(in: sources)
        guard output != nil || csv != nil else { throw ValidationError("give -o REPORT.dcm, --csv MEASUREMENTS.csv or both") }
    }

    func run() async throws {
        let document: AnnotationDocument
        do {
            document = try AnnotationDocument(json: try Data(contentsOf: URL(fileURLWithPath: annotations)))
        } catch let error as AnnotationDocumentError {
            throw CommandFailure(.usage, "\(annotations) is not an annotation document: \(error)")
        } catch {
            throw CommandFailure(.usage, "cannot read \(annotations): \(error.localizedDescription)")
        }
        let scan = try await DICOMSources.scan(sources, credentials: try credentials.credentials())
        let chosen = try DICOMSeriesChoice.choose(series ?? document.seriesInstanceUID, in: scan, sources: sources)
        let (measured, opened, failures) = try await measured(document, on: chosen)
        let report: MeasurementReport
        do {
            report = try measured.measurementReport(of: ReportedSeries(chosen))
        } catch {
            throw CommandFailure(.usage, "\(annotations): \(error)")
        }
        if let output {
            let source = try await DICOMSources.header(of: chosen, in: sources, credentials: try credentials.credentials())
            let data: Data
            do {
                data = try DICOMFileWriter.file(of: report.dataSet(source: source, identity: .measurements()))
            } catch {
                throw CommandFailure(.usage, "\(annotations): \(error)")
            }
            try OutputFile.write(data, to: output)
        }
        if let csv {
            try OutputFile.write(Data(Self.csv(of: report, document: measured).text.utf8), to: csv)
        }
        let count = report.groups.count
        let written = [output, csv].compactMap { $0 }.joined(separator: " and ")
        print("wrote \(written): \(count) measurement group\(count == 1 ? "" : "s") of series \(chosen.uid)")
        try RenderCommand.report(failures, of: opened)
    }

    /// The report's measurements, one row each, with where its annotation lies (`document`'s, in the
    /// groups' order); a group without measurements (an arrow) has no row.
    static func csv(of report: MeasurementReport, document: AnnotationDocument) -> CSVTable {
        var table = CSVTable(header: ["finding", "tracking uid", "measurement", "value", "unit", "plane", "slice"])
        for (group, record) in zip(report.groups, document.annotations) {
            let plane = record.obliquePlane == nil ? record.plane.rawValue : "oblique"
            let slice = record.obliquePlane == nil ? record.slice.map(String.init) ?? "" : ""
            for measurement in group.measurements {
                table.rows.append([
                    group.trackingIdentifier, group.trackingUID, measurement.concept.meaning, "\(measurement.value)",
                    measurement.unit.value, plane, slice,
                ])
            }
        }
        return table
    }
}
