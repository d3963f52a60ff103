import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoDICOMweb
import TomoSeries

/// `tomo dicom sr send`: a measurement report stored on a DICOMweb server (STOW-RS).
struct DICOMReportSendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send a DICOM SR measurement report to a DICOMweb server (STOW-RS).",
        discussion: """
            The report is checked first (a TID 1500 report, as `sr read` reads it: anything else exits 4 and \
            nothing is sent), then stored in its study on the server. Prints where the server serves it. \
            Exit status 3 when the server cannot be reached or fails, 5 when it refuses the report (each \
            reason printed), 7 when it wants credentials.
            """)

    @Argument(help: ArgumentHelp("The report.", valueName: "REPORT.dcm"))
    var report: String

    @Argument(help: ArgumentHelp("The server's DICOMweb root.", valueName: "url"), transform: DICOMSources.location)
    var server: Location

    @OptionGroup var credentials: DICOMwebCredentialOptions

    init() {}

    func validate() throws {
        guard case .dicomWeb = server else {
            throw ValidationError("\(server) is not a DICOMweb root (an http:// or https:// URL) but \(server.kindName)")
        }
    }

    func run() async throws {
        guard case .dicomWeb(let url) = server else { return }
        let file: DICOMFile
        do {
            file = try DICOMFile.read(path: report)
            _ = try MeasurementReport.read(file.dataSet)
        } catch {
            throw CommandFailure(.badData, "\(report): \(error); nothing sent")
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: report))
        } catch {
            throw CommandFailure(.localFailure, "cannot read \(report): \(error.localizedDescription)")
        }
        let catalog = DICOMwebCatalog(baseURL: url, client: DICOMSources.client(for: url, credentials: try credentials.credentials()))
        let answer: StoreInstancesResponse
        do {
            answer = try await catalog.store([bytes], inStudy: file.dataSet.string(.studyInstanceUID))
        } catch let error as DICOMError {
            throw CommandFailure(.badData, "\(server) answered the store with what is not DICOM JSON: \(error)")
        }
        if let refusal = answer.refusal { throw CommandFailure(.notFound, "\(server) refused \(report): \(refusal)") }
        guard let stored = answer.stored.first else { return }
        print("sent \(report) to \(server): stored instance \(stored.sopInstanceUID)" + (stored.retrieveURL.map { " at \($0)" } ?? ""))
    }
}
