import ArgumentParser
import Foundation
import TomoAnnotations
import TomoArguments
import TomoCore
import TomoDICOM
import TomoReports
import TomoSeries
import TomoVolume

/// `tomo dicom sr read`: a measurement report's measurements, placed as Tomo's annotation document.
struct DICOMReportReadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read a DICOM SR measurement report (TID 1500): its measurements, placed on the series' images when given.",
        discussion: """
            Prints each measurement group's finding (its tracking identifier), measurements, values, units and \
            where it lies. Given the DICOM files or folders of the series it was measured on (or the DICOMweb \
            server that holds it), the groups are \
            placed as Tomo's annotation document (the slice in geometric order, pixels of the image `tomo render \
            --plane` writes); --json then prints that document, each annotation with its "measurements" as the \
            report states them, and "unplaced": the groups it could not place, each with its "reason". --csv \
            prints one row per measurement, for a spreadsheet: finding, tracking uid, kind (the region's graphic \
            type), measurement, value, unit, series, slice (in geometric order) and x, y, z (the region's centre \
            in patient space, mm: the mean of its points, image coordinates placed by the referenced image's \
            slice of the series; slice and position need the series given for image coordinates). A file that \
            is not a TID 1500 report exits 4 naming what it is.
            """)

    @Argument(help: ArgumentHelp("The report.", valueName: "REPORT.dcm"))
    var report: String

    @Argument(help: "DICOM files or folders holding the series it measured, or a DICOMweb server's root.", transform: DICOMSources.location)
    var sources: [Location] = []

    @Option(help: "The Series Instance UID of the series measured (default: the one the report lists, else the only one found).")
    var series: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "Print CSV instead of a table: a row per measurement, with where its region lies in mm.")
    var csv = false

    @OptionGroup var credentials: DICOMwebCredentialOptions

    init() {}

    func validate() throws {
        try DICOMSources.checkServerAlone(in: sources)
        if json && csv { throw ValidationError("give --json or --csv, not both") }
    }

    func run() async throws {
        let reading: ReportReading
        do {
            reading = try MeasurementReport.read(try DICOMFile.read(path: report).dataSet)
        } catch let error as ReportReadError {
            throw CommandFailure(.badData, "\(report): \(error)")
        } catch {
            throw CommandFailure(.badData, "\(report): \(error)")
        }
        var document = AnnotationDocument(seriesInstanceUID: series ?? reading.referencedSeriesInstanceUIDs.first ?? "")
        var unplaced = reading.skipped
        var reported: ReportedSeries?
        if sources.isEmpty {
            unplaced += reading.groups.map {
                ReportReading.Skipped(name: $0.trackingIdentifier, reason: "no series given to place it on", measurements: $0.measurements)
            }
        } else {
            let scan = try await DICOMSources.scan(sources, credentials: try credentials.credentials())
            let uid = series ?? reading.referencedSeriesInstanceUIDs.first { uid in scan.series.contains { $0.uid == uid } }
            let chosen = try DICOMSeriesChoice.choose(uid, in: scan, sources: sources)
            reported = ReportedSeries(chosen)
            (document, unplaced) = reading.annotationDocument(seriesInstanceUID: chosen.uid, on: reported!)
        }
        if csv {
            print(reading.measurementTable(on: reported, seriesInstanceUID: reported == nil ? nil : document.seriesInstanceUID).text, terminator: "")
            return
        }
        if json {
            let members = (document.json.members ?? []) + [("unplaced", .array(unplaced.map(Self.json)))]
            print(JSONValue.object(members).text)
            return
        }
        var table = TextTable(header: ["finding", "measurement", "value", "unit", "where"], rightAligned: [2])
        for record in document.annotations {
            let name = record.otherMembers.first { $0.key == "trackingIdentifier" }?.value?.string ?? record.kind.name
            let place = record.obliquePlane == nil ? "\(record.plane) \(record.slice ?? 0)" : "oblique"
            let measurements = record.measurements.map { ($0.name, $0.value, $0.unit) }
            table.rows += Self.rows(name, measurements, where: place)
        }
        for skipped in unplaced {
            let measurements = skipped.measurements.map { ($0.concept.meaning, $0.value, $0.unit.value) }
            table.rows += Self.rows(skipped.name, measurements, where: "not placed: \(skipped.reason)")
        }
        table.lines.forEach { print($0) }
    }

    /// A finding's table rows: one per measurement, or one with none.
    private static func rows(_ name: String, _ measurements: [(String, Double, String)], where place: String) -> [[String]] {
        guard !measurements.isEmpty else { return [[name, "", "", "", place]] }
        return measurements.map { [name, $0.0, JSONValue.decimal($0.1).text, $0.2, place] }
    }

    private static func json(_ skipped: ReportReading.Skipped) -> JSONValue {
        .object([
            ("trackingIdentifier", .string(skipped.name)), ("reason", .string(skipped.reason)),
            ("measurements", .array(skipped.measurements.map { measurement in
                .object([("name", .string(measurement.concept.meaning)), ("value", .decimal(measurement.value)), ("unit", .string(measurement.unit.value))])
            })),
        ])
    }
}
