import ArgumentParser
import TomoDIMSE
import TomoSeries

/// `--aet` and `--timeout`: how `tomo` talks to a DICOM node (`dicom://AET@HOST:PORT`). Commands that
/// also talk HTTP take the timeout of their `ClientOptions` instead (`DIMSEOptions.Title` alone).
struct DIMSEOptions: ParsableArguments {
    @OptionGroup var title: Title

    @Option(help: ArgumentHelp(
        "Seconds to wait for a DICOM node: to connect, to answer the association, and for each message.",
        valueName: "seconds"))
    var timeout: Double?

    init() {}

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout <= 3600) { throw ValidationError("--timeout takes 0 < seconds ≤ 3600") }
    }

    /// `--aet`: Tomo's own title.
    struct Title: ParsableArguments {
        @Option(help: ArgumentHelp(
            "Tomo's own AE title towards a DICOM node (default: the node's ?calling=, else TOMO).", valueName: "title"))
        var aet: String?

        init() {}

        func validate() throws {
            if let aet, !DIMSENode.isValidTitle(aet) {
                throw ValidationError("\(aet) is not an AE title (1 to 16 characters, no backslash or control character)")
            }
        }

        /// The node `address` names with `--aet` as Tomo's title; nil when it is no `dicom://` address.
        /// - Throws: `CommandFailure` (usage) for a `dicom://` address that is not a whole one.
        func node(_ address: String) throws(CommandFailure) -> DIMSENode? {
            let node: DIMSENode?
            do {
                node = try DIMSENode(address: address)
            } catch {
                throw CommandFailure(.usage, error.description)
            }
            guard var node else { return nil }
            if let aet { node.callingAETitle = aet }
            return node
        }

        /// `node` with `--aet`, when given, as Tomo's title.
        func node(_ node: DIMSENode) -> DIMSENode {
            var node = node
            if let aet { node.callingAETitle = aet }
            return node
        }

        /// A client of `node` waiting at most `timeout` seconds (nil: the defaults) for each step.
        static func client(of node: DIMSENode, timeout: Double?) -> DIMSEClient {
            guard let timeout else { return DIMSEClient(node: node) }
            let wait = Duration.milliseconds(Int64(timeout * 1000))
            return DIMSEClient(node: node, timeouts: DIMSETimeouts(connect: wait, association: wait, message: wait))
        }
    }

    /// The node `address` names, as these options set it; nil when it is no `dicom://` address.
    /// - Throws: `CommandFailure` (usage) for a `dicom://` address that is not a whole one.
    func node(_ address: String) throws(CommandFailure) -> DIMSENode? {
        try title.node(address)
    }

    /// `node` with `--aet`, when given, as Tomo's title.
    func node(_ node: DIMSENode) -> DIMSENode {
        title.node(node)
    }

    /// A client of `node` with these options' timeout, retrieving series as `retrieval` says.
    func client(of node: DIMSENode, retrieval: DIMSEClient.Retrieval = .get) -> DIMSEClient {
        var client = Title.client(of: node, timeout: timeout)
        client.retrieval = retrieval
        return client
    }
}
