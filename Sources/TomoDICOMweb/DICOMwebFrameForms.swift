import TomoCore

/// Which form a series' frames are asked for in, learnt from the server's answers: as stored
/// (`transfer-syntax=*`, no transcoding) unless the server refused that for the whole series (400, 406,
/// 415, 501: it does not offer it), or would not send instances of one kind as stored (500: Orthanc for
/// deflated and big-endian files, which it sends uncompressed). A kind is an instance's stored transfer
/// syntax where the metadata names it, so the rest of the series' instances of that syntax are asked the
/// right way at once; else the instance itself (Orthanc's metadata names no syntax).
final class DICOMwebFrameForms: Sendable {
    /// The two forms frames are asked for in.
    enum Form: Sendable {
        case stored, uncompressed

        /// The `Accept` header that asks for it.
        var accept: String {
            switch self {
            case .stored: #"multipart/related; type="application/octet-stream"; transfer-syntax=*"#
            case .uncompressed: #"multipart/related; type="application/octet-stream"; transfer-syntax=1.2.840.10008.1.2.1"#
            }
        }
    }

    private let learnt = Locked((refusesStored: false, uncompressedKinds: Set<String>()))

    /// The form to ask first for a frame of kind `kind`.
    func form(for kind: String) -> Form {
        learnt.withLock { $0.refusesStored || $0.uncompressedKinds.contains(kind) ? .uncompressed : .stored }
    }

    /// The server does not send frames as stored at all.
    func refuseStored() {
        learnt.withLock { $0.refusesStored = true }
    }

    /// The server would not send a frame of kind `kind` as stored, and sent it uncompressed.
    func sendUncompressed(_ kind: String) {
        learnt.withLock { _ = $0.uncompressedKinds.insert(kind) }
    }
}
