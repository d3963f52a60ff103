import ArgumentParser
import TomoDIMSE

/// `--retrieve get|move` and `--port`: how a DICOM node's series is retrieved.
struct DIMSERetrievalOptions: ParsableArguments {
    /// The two ways.
    enum Method: String, ExpressibleByArgument, Sendable {
        case get, move
    }

    @Option(help: ArgumentHelp(
        "How a DICOM node's series is retrieved: get (C-GET over Tomo's association, no inbound port) or move (C-MOVE to Tomo's own storage node on --port: the node must know Tomo's title, host and port).",
        valueName: "get|move"))
    var retrieve: Method = .get

    @Option(help: ArgumentHelp("With --retrieve move: the port Tomo's storage node listens on.", valueName: "port"))
    var port: Int?

    init() {}

    func validate() throws {
        switch (retrieve, port) {
        case (.move, nil): throw ValidationError("--retrieve move needs --port: where the PACS sends the instances")
        case (.get, _?): throw ValidationError("--port goes with --retrieve move")
        case (.move, let port?) where !(1...65535).contains(port): throw ValidationError("--port takes 1 to 65535")
        default: break
        }
    }

    /// The retrieval these options name.
    var retrieval: DIMSEClient.Retrieval {
        guard retrieve == .move, let port else { return .get }
        return .move(port: port)
    }
}
