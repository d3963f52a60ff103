import TomoDICOM

extension DIMSEAssociation {
    /// Sends a C-FIND, C-GET or C-MOVE request (`field`) in the query/retrieve `model`'s context, its
    /// `identifier` in the transfer syntax the peer chose for it (C-MOVE: to `moveDestination`); a C-CANCEL
    /// follows it if the caller cancels before its final response. Nothing is sent once the caller has cancelled.
    func sendQuery(
        _ field: CommandField, model: String, identifier: DataSetBuilder, moveDestination: String? = nil
    ) async throws(DIMSEError) {
        guard !cancellation.isRequested else { throw .cancelled }
        let (id, syntaxUID) = try requireContext(for: model)
        let encoded: [UInt8]
        do {
            encoded = try identifier.encoded(in: TransferSyntax(uid: syntaxUID))
        } catch {
            throw .protocolViolation("it chose transfer syntax \(syntaxUID) for a query, which Tomo did not offer")
        }
        var request = CommandSet(field: field)
        request.affectedSOPClassUID = model
        request.messageID = nextMessageID()
        request.priority = 0
        request.moveDestination = moveDestination
        try await send(DIMSEMessage(contextID: id, command: request, dataSet: encoded))
        cancellation.began(contextID: id, messageID: request.messageID ?? 0)
    }
}
