import ArgumentParser
import Foundation
import TomoCore
import TomoDICOM
import TomoDIMSE
import TomoPipeline
import TomoTerminal

/// `tomo dicom send`: DICOM files sent to a node (C-STORE).
struct DICOMSendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send DICOM files and folders to a DICOM node (C-STORE).",
        discussion: """
            Each file goes in its own transfer syntax (as DCMTK's dcmsend sends them: no transcoding), over \
            associations proposing the storage classes and syntaxes the files hold. Progress on standard \
            error, then a summary ("108 stored"), and each file the node did not take with why (exit 1), or \
            that is not a DICOM file. Connection failures and refusals exit as for `tomo dicom echo`.
            """)

    @Argument(help: "DICOM files or folders (searched recursively).")
    var sources: [String]

    @Option(help: ArgumentHelp("The DICOM node: dicom://AET@HOST:PORT.", valueName: "node"))
    var to: String

    @OptionGroup var dimse: DIMSEOptions

    init() {}

    func run() async throws {
        guard let node = try dimse.node(to) else { throw CommandFailure(.usage, "\(to) is not a DICOM node: dicom://AET@HOST:PORT") }
        let listing = DICOMScan.listFiles(sources)
        for missing in listing.missing { StandardError.writeLine("Skipped: \(missing)") }
        guard !listing.files.isEmpty else { throw CommandFailure(.badData, "no file in \(sources.joined(separator: ", "))") }
        let client = dimse.client(of: node)
        let files = listing.files
        let reporter = ProgressReporter(title: "send")
        let summary = try await CommandFailure.dimse { () async throws(DIMSEError) in
            try await client.send(files: files) { done, total in reporter.update(PreloadProgress(completed: done, total: total)) }
        }
        reporter.finish(PreloadProgress(completed: files.count, total: files.count))
        for failure in summary.failures { StandardError.writeLine("Not stored: \(failure)") }
        let warnings = summary.warnings > 0 ? " (\(summary.warnings) with a warning)" : ""
        print("\(summary.stored) stored\(warnings), \(summary.failures.count) not stored, on \(node.calledAETitle) at \(node.host):\(node.port)")
        if !summary.failures.isEmpty {
            throw CommandFailure(.someSlicesFailed, "\(summary.failures.count) of \(files.count) files not stored (each named above)")
        }
    }
}
