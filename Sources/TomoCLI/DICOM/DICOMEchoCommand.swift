import ArgumentParser
import Foundation
import TomoDIMSE

/// `tomo dicom echo`: whether a DICOM node answers (C-ECHO), and how fast.
struct DICOMEchoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "echo",
        abstract: "Check that a DICOM node answers (C-ECHO) and print the round trip.",
        discussion: """
            NODE is dicom://AET@HOST:PORT (the node's AE title, host and port; ?calling=TITLE or --aet sets \
            Tomo's, TOMO by default). Prints "ORTHANC at pacs:4242 answered in 1.2 ms". Exits with 3 when \
            the node cannot be reached or does not answer, 7 when it refuses the association (a title it \
            does not know), 4 when it breaks the protocol.
            """)

    @Argument(help: ArgumentHelp("The DICOM node.", valueName: "node"))
    var node: String

    @OptionGroup var dimse: DIMSEOptions

    init() {}

    func run() async throws {
        guard let node = try dimse.node(node) else {
            throw CommandFailure(.usage, "\(self.node) is not a DICOM node: dicom://AET@HOST:PORT")
        }
        let client = dimse.client(of: node)
        let roundTrip = try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.echo() }
        let milliseconds = Double(roundTrip.components.seconds) * 1000 + Double(roundTrip.components.attoseconds) / 1e15
        print("\(node.calledAETitle) at \(node.host):\(node.port) answered in \(String(format: "%.1f", milliseconds)) ms")
    }
}
