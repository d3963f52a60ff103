import ArgumentParser
import Dispatch
import Foundation
import TomoDIMSE
import TomoLibrary
import TomoSeries

/// `tomo library receive`: a DICOM storage node whose instances go into the study library.
struct LibraryReceiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receive",
        abstract: "Receive DICOM instances over the network (a storage node) into the study library.",
        discussion: """
            Listens for associations (until SIGINT or SIGTERM) as --aet on --port; answers C-ECHO and \
            C-STORE of the image storage classes Tomo reads, in every transfer syntax it decodes (the sender's \
            first choice taken). Each instance is written to a file of its own, then copied into the \
            library's store (named by its UIDs, put in place by a rename) and indexed; the sender is answered \
            only then, so an instance it was told was stored is in the library. Each association is logged on \
            standard output: who called, what was stored, how it ended (released, aborted, cut short, timed \
            out, refused and why). --allow takes only the calling titles listed.
            """)

    @OptionGroup var library: LibraryOptions

    @Option(help: "The TCP port to listen on.")
    var port = 11112

    @Option(help: "The address to listen on (127.0.0.1 to take local callers only).")
    var host = "0.0.0.0"

    @Option(help: ArgumentHelp("Tomo's AE title: what callers must call.", valueName: "title"))
    var aet = DIMSENode.defaultCallingAETitle

    @Option(help: ArgumentHelp("The calling AE titles taken, comma-separated (default: any).", valueName: "title,…"))
    var allow: String?

    @Option(help: ArgumentHelp("Seconds to wait for a caller's association request and each of its messages.", valueName: "seconds"))
    var timeout: Double = 60

    init() {}

    func validate() throws {
        guard DIMSENode.isValidTitle(aet) else { throw ValidationError("\(aet) is not an AE title (1 to 16 characters, no backslash)") }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
        guard timeout > 0, timeout <= 3600 else { throw ValidationError("--timeout takes 0 < seconds ≤ 3600") }
        for title in allowed ?? [] where !DIMSENode.isValidTitle(title) {
            throw ValidationError("--allow: \(title) is not an AE title")
        }
    }

    /// The titles `--allow` lists.
    private var allowed: Set<String>? {
        allow.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }) }
    }

    func run() async throws {
        let studies = try library.open()
        let wait = Duration.milliseconds(Int64(timeout * 1000))
        let configuration = StorageNodeConfiguration(
            aeTitle: aet, allowedCallers: allowed, timeouts: DIMSETimeouts(association: wait, message: wait),
            sopClasses: Set(SOPClass.imageStorage))
        let incoming = library.folder.appending(path: "receiving-\(ProcessInfo.processInfo.processIdentifier)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: incoming) }
        let node: StorageNode
        do {
            node = try await StorageNode(
                host: host, port: port, configuration: configuration, incoming: incoming,
                keep: { instance in try await Self.keep(instance, in: studies) }, log: Self.log)
        } catch {
            throw CommandFailure(.localFailure, "cannot listen on \(host):\(port): \(error)")
        }
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { node.stop() }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        Self.log("listening as \(aet) on \(host):\(node.port), storing into \(library.folder.path)")
        await node.run()
        Self.log("stopped")
    }

    /// Imports `instance`'s file into `library` as a copy; throws why it was not taken.
    private static func keep(_ instance: ReceivedInstance, in library: StudyLibrary) async throws {
        let summary = try await library.importFiles([instance.file.path], options: ImportOptions(copiesFiles: true))
        if let skipped = summary.skipped.first { throw ReceiveRefusal(reason: skipped.reason) }
    }

    /// One line of the log, its time first.
    @Sendable private static func log(_ line: String) {
        let time = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).timeSeparator(.colon))
        FileHandle.standardOutput.write(Data("\(time) \(line)\n".utf8))
    }
}

/// Why the library did not take an instance received.
private struct ReceiveRefusal: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
