import Foundation
import TomoCore
import TomoDICOM

extension DIMSEClient {
    /// Retrieves series `series` of study `study` (C-GET, Study Root, series level, PS3.4 C.4.3) into `folder`:
    /// each instance written as it arrives, in the transfer syntax it came in, as `SOP_INSTANCE_UID.dcm`, put in
    /// place by a rename (no half-written file); `progress` told after each. `modality` (the series', when
    /// known) narrows the storage classes proposed so that each can be offered in every transfer syntax Tomo
    /// decodes: the peer sends what it stores, as stored.
    /// - Throws: `DIMSEError`; the files written before a failure stay in `folder`.
    public func getSeries(
        _ series: String, ofStudy study: String, modality: String?, into folder: URL,
        progress: @escaping @Sendable (RetrievalProgress) -> Void = { _ in }
    ) async throws(DIMSEError) -> RetrievalSummary {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "SERIES")
        identifier.set(.studyInstanceUID, .UI, study)
        identifier.set(.seriesInstanceUID, .UI, series)
        return try await get(identifier, classes: SOPClass.storageClasses(forModality: modality), into: folder, progress: progress)
    }

    /// Retrieves the one instance `sop` of series `series` of study `study` (C-GET at image level) into `folder`,
    /// as `getSeries` does; returns its file.
    public func getInstance(
        _ sop: String, ofSeries series: String, study: String, modality: String?, into folder: URL
    ) async throws(DIMSEError) -> URL {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "IMAGE")
        identifier.set(.studyInstanceUID, .UI, study)
        identifier.set(.seriesInstanceUID, .UI, series)
        identifier.set(.sopInstanceUID, .UI, sop)
        let summary = try await get(identifier, classes: SOPClass.storageClasses(forModality: modality), into: folder) { _ in }
        guard let file = summary.files.first else {
            throw .failed(operation: "C-GET", status: 0xA701, comment: summary.refused.first ?? "the node sent no instance \(sop)")
        }
        return file
    }

    /// The instances the node sends for `identifier` (C-GET), offered as storage classes `classes`.
    func get(
        _ identifier: DataSetBuilder, classes: [String], into folder: URL,
        progress: @escaping @Sendable (RetrievalProgress) -> Void
    ) async throws(DIMSEError) -> RetrievalSummary {
        try await withRetrievalAssociation(storing: classes, into: folder) { association throws(DIMSEError) in
            try await association.get(identifier, into: folder, progress: progress)
        }
    }

    /// Makes `folder`, opens an association for C-GETs of instances of storage classes `classes` (Tomo taking
    /// the storage role for each) and runs `body` on it.
    func withRetrievalAssociation<Result: Sendable>(
        storing classes: [String], into folder: URL, _ body: @escaping @Sendable (DIMSEAssociation) async throws(DIMSEError) -> Result
    ) async throws(DIMSEError) -> Result {
        let contexts = Self.retrievalContexts(storing: classes)
        let roles = classes.map { RoleSelection(sopClassUID: $0, isSCU: false, isSCP: true) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .failed(operation: "C-GET", status: 0xA700, comment: "cannot make \(folder.path): \(error.localizedDescription)")
        }
        return try await withAssociation(proposing: contexts, roles: roles) { association throws(DIMSEError) in
            guard classes.contains(where: { association.context(for: $0) != nil }) else {
                throw .notAccepted(abstractSyntax: classes.first ?? "", reason: "it accepted none of the storage classes offered")
            }
            return try await body(association)
        }
    }

    /// The contexts a retrieval proposes: the GET model, and each storage class in every transfer syntax
    /// Tomo decodes, one context per pair while they fit the 128 an association holds (so that the peer can
    /// send each instance as it stores it), else one per class offering them all.
    static func retrievalContexts(storing classes: [String]) -> [PresentationContext] {
        var contexts = [PresentationContext(id: 1, abstractSyntax: SOPClass.studyRootGet, transferSyntaxes: TransferSyntaxUID.uncompressed)]
        let pairs = classes.count * TransferSyntaxUID.decodable.count <= 127
        for sopClass in classes {
            let offers = pairs ? TransferSyntaxUID.decodable.map { [$0] } : [TransferSyntaxUID.decodable]
            for syntaxes in offers {
                contexts.append(PresentationContext(
                    id: UInt8(2 * contexts.count + 1), abstractSyntax: sopClass, transferSyntaxes: syntaxes))
            }
        }
        return contexts
    }
}

extension DIMSEAssociation {
    /// Runs one C-GET (Study Root, PS3.4 C.4.3) for `identifier` on this association: each instance the node
    /// sends written into `folder` as `getSeries` says, `stored` told its SOP Instance UID and file as it lands,
    /// `progress` after each.
    /// - Throws: `DIMSEError`; the files written before a failure stay in `folder`.
    func get(
        _ identifier: DataSetBuilder, into folder: URL, progress: @Sendable (RetrievalProgress) -> Void = { _ in },
        stored: (_ sop: String, _ file: URL) async -> Void = { _, _ in }
    ) async throws(DIMSEError) -> RetrievalSummary {
        try await sendQuery(.getRequest, model: SOPClass.studyRootGet, identifier: identifier)
        var summary = RetrievalSummary()
        var remaining: Int?
        while true {
            let message = try await receive(waitingFor: "the C-GET's instances and responses")
            switch message.command.field {
            case .storeRequest:
                let kept = summary.files.count
                let answer = store(message, folder: folder, summary: &summary)
                try await send(answer)
                if summary.files.count > kept, let file = summary.files.last, let sop = message.command.affectedSOPInstanceUID {
                    await stored(sop, file)
                }
                progress(RetrievalProgress(received: summary.files.count, remaining: remaining, bytes: summary.bytes))
            case .getResponse:
                let command = message.command
                summary.count(command)
                let status = command.status ?? 0xFFFF
                switch status {
                case 0xFF00:
                    remaining = command.remainingSubOperations.map(Int.init)
                    progress(RetrievalProgress(received: summary.files.count, remaining: remaining, bytes: summary.bytes))
                case 0x0000, 0xB000, 0xFE00: return summary
                default:
                    // Without a comment, how many instances it could not send (a class Tomo offered no context for, say).
                    let unsent = command.failedSubOperations.flatMap { $0 > 0 ? "it could not send \($0) instance\($0 == 1 ? "" : "s")" : nil }
                    throw .failed(operation: "C-GET", status: status, comment: command.errorComment ?? unsent)
                }
            default:
                throw .protocolViolation("a \(message.command.field) during a C-GET")
            }
        }
    }

    /// Writes the instance a C-STORE request carries into `folder` (its data set as it came, behind file meta
    /// information naming the context's transfer syntax); returns the response: success, or why not.
    private func store(_ message: DIMSEMessage, folder: URL, summary: inout RetrievalSummary) -> DIMSEMessage {
        let command = message.command
        var response = CommandSet(field: .storeResponse)
        response.messageIDBeingRespondedTo = command.messageID
        response.affectedSOPClassUID = command.affectedSOPClassUID
        response.affectedSOPInstanceUID = command.affectedSOPInstanceUID
        let sop = command.affectedSOPInstanceUID ?? ""
        func refuse(_ status: UInt16, _ why: String) -> DIMSEMessage {
            summary.refused.append("SOP Instance \(sop): \(why)")
            response.status = status
            response.errorComment = String(why.prefix(64))
            return DIMSEMessage(contextID: message.contextID, command: response)
        }
        guard let dataSet = message.dataSet, let sopClass = command.affectedSOPClassUID else {
            return refuse(0xA900, "a C-STORE without its data set or SOP class")
        }
        guard !sop.isEmpty, sop.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return refuse(0xA900, "its SOP Instance UID is no UID (digits and dots)")
        }
        guard let syntax = accept.results.first(where: { $0.id == message.contextID })?.transferSyntax else {
            return refuse(0xA900, "it came in presentation context \(message.contextID), which was not accepted")
        }
        let file = folder.appending(path: sop + ".dcm")
        do {
            let header = try DICOMFileWriter.header(sopClassUID: sopClass, sopInstanceUID: sop, transferSyntaxUID: syntax)
            try Data(header + dataSet).write(to: file, options: .atomic)
        } catch {
            return refuse(0xA700, "cannot write \(file.path): \(error.localizedDescription)")
        }
        summary.files.append(file)
        summary.bytes += dataSet.count
        response.status = 0
        return DIMSEMessage(contextID: message.contextID, command: response)
    }

}
