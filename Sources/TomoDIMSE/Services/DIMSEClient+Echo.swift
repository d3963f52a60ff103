extension DIMSEClient {
    /// Verifies the node answers (C-ECHO, PS3.7 9.1.5): associates, sends one echo, releases. Returns the
    /// echo's round trip (request sent to response read).
    public func echo() async throws(DIMSEError) -> Duration {
        let context = PresentationContext(
            id: 1, abstractSyntax: SOPClass.verification, transferSyntaxes: TransferSyntaxUID.uncompressed)
        return try await withAssociation(proposing: [context]) { association throws(DIMSEError) in
            let (id, _) = try association.requireContext(for: SOPClass.verification)
            var request = CommandSet(field: .echoRequest)
            request.affectedSOPClassUID = SOPClass.verification
            request.messageID = association.nextMessageID()
            let clock = ContinuousClock()
            let start = clock.now
            try await association.send(DIMSEMessage(contextID: id, command: request))
            let response = try await association.receive(waitingFor: "the C-ECHO response")
            let roundTrip = clock.now - start
            guard response.command.field == .echoResponse else {
                throw .protocolViolation("a \(response.command.field) in answer to a C-ECHO")
            }
            guard let status = response.command.status, status == 0 else {
                throw .failed(operation: "C-ECHO", status: response.command.status ?? 0xFFFF, comment: response.command.errorComment)
            }
            return roundTrip
        }
    }
}
