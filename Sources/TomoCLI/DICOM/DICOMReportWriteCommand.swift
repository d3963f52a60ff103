import ArgumentParser
import Foundation
import TomoAnnotations
import TomoDICOM
import TomoReports

/// `tomo dicom sr write`: an annotation document as a Comprehensive 3D SR measurement report.
public struct DICOMReportWriteCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Write an annotation document (the viewer keeps one per series) as a DICOM SR measurement report.",
        discussion: """
            The report is a Comprehensive 3D SR (1.2.840.10008.5.1.4.1.1.88.34) following TID 1500: one \
            measurement group (TID 1410) per annotation, tracked as "Ellipse 1", "Length 2", … with a new \
            UID, its measurements as the document states them with UCUM units (mm, mm2, [hnsf'U], deg) and its \
            region: SCOORD on the slice's image for an annotation on an axial slice, SCOORD3D in the series' \
            frame of reference for the others. Patient and study come from the series' images; the report is \
            a new series in their study. SOURCE is DICOM files or folders holding the series the document \
            names (or --series). Exit status 2 for a bad document or an annotation that cannot be placed, \
            4 for sources that are not the series.
            """)

    @Argument(help: "DICOM files or folders holding the series.")
    public var sources: [String]

    @Option(help: "The Series Instance UID (default: the one the document names).")
    public var series: String?

    @Option(help: ArgumentHelp("The annotation document (JSON).", valueName: "DOC.json"))
    public var annotations: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the report.", valueName: "REPORT.dcm"))
    public var output: String

    public init() {}

    public func validate() throws {
        guard !sources.contains(where: DICOMSources.isServer) else {
            throw ValidationError("sr write reads the series from DICOM files and folders, not a server")
        }
    }

    public func run() async throws {
        let document: AnnotationDocument
        do {
            document = try AnnotationDocument(json: try Data(contentsOf: URL(fileURLWithPath: annotations)))
        } catch let error as AnnotationDocumentError {
            throw CommandFailure(.usage, "\(annotations) is not an annotation document: \(error)")
        } catch {
            throw CommandFailure(.usage, "cannot read \(annotations): \(error.localizedDescription)")
        }
        let scan = await DICOMScan.scan(sources)
        let chosen = try DICOMSeriesChoice.choose(series ?? document.seriesInstanceUID, in: scan.series, sources: sources)
        let images = chosen.instances.map { instance -> ReportedSeries.Image? in
            guard instance.pixels.frameCount == 1, let sopClass = instance.sopClassUID, let sopInstance = instance.sopInstanceUID else { return nil }
            return ReportedSeries.Image(sopClassUID: sopClass, sopInstanceUID: sopInstance)
        }
        let reported = ReportedSeries(geometry: chosen.geometry, images: images, frameOfReferenceUID: chosen.summary.frameOfReferenceUID)
        let report: MeasurementReport
        do {
            report = try document.measurementReport(of: reported)
        } catch {
            throw CommandFailure(.usage, "\(annotations): \(error)")
        }
        let source: DataSet
        do {
            source = try DICOMFile.read(path: chosen.summary.path, stopsAtPixelData: true).dataSet
        } catch {
            throw CommandFailure(.badData, "\(chosen.summary.path): \(error)")
        }
        do {
            let data = try DICOMFileWriter.file(of: report.dataSet(source: source, identity: MeasurementReport.Identity()))
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch let error as DICOMWriteError {
            throw CommandFailure(.usage, "\(annotations): \(error)")
        } catch {
            throw CommandFailure(.localFailure, "cannot write \(output): \(error.localizedDescription)")
        }
        let count = report.groups.count
        print("wrote \(output): \(count) measurement group\(count == 1 ? "" : "s") of series \(chosen.uid)")
    }
}
