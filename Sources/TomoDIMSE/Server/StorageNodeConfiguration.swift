import TomoSeries

/// How Tomo's receiving node answers: its AE title, the callers it takes, the instances it keeps, and how
/// long it waits on a caller.
public struct StorageNodeConfiguration: Sendable, Hashable {
    /// The title callers must call (an association calling another is refused: "called AE title not
    /// recognised").
    public var aeTitle: String
    /// The calling titles taken; nil takes any.
    public var allowedCallers: Set<String>?
    /// The longest P-DATA-TF PDU Tomo takes (told each caller).
    public var maximumLength: UInt32
    /// The largest instance kept (bytes of its data set); a larger one is refused.
    public var largestInstance: Int
    public var timeouts: DIMSETimeouts
    /// The storage classes taken (a context proposing another is refused: "not supported").
    public var sopClasses: Set<String>

    public init(
        aeTitle: String = DIMSENode.defaultCallingAETitle, allowedCallers: Set<String>? = nil, maximumLength: UInt32 = 256 << 10,
        largestInstance: Int = 1 << 30, timeouts: DIMSETimeouts = DIMSETimeouts(), sopClasses: Set<String> = Set(SOPClass.storage)
    ) {
        self.aeTitle = aeTitle
        self.sopClasses = sopClasses
        self.allowedCallers = allowedCallers
        self.maximumLength = maximumLength
        self.largestInstance = largestInstance
        self.timeouts = timeouts
    }

    /// The answer to `request`: the contexts taken (verification, and the storage classes Tomo reads in a
    /// transfer syntax it decodes, the caller's first such), or why the association is refused.
    func answer(to request: AssociationRequest) -> Result<AssociationAccept, AssociationRejection> {
        guard request.calledAETitle == aeTitle else { return .failure(AssociationRejection(result: 1, source: 1, reason: 7)) }
        if let allowedCallers, !allowedCallers.contains(request.callingAETitle) {
            return .failure(AssociationRejection(result: 1, source: 1, reason: 3))
        }
        guard request.applicationContext == AssociationRequest.dicomApplicationContext else {
            return .failure(AssociationRejection(result: 1, source: 1, reason: 2))
        }
        let results = request.presentationContexts.map { context -> PresentationContextResult in
            let offers = context.abstractSyntax == SOPClass.verification ? TransferSyntaxUID.uncompressed : TransferSyntaxUID.decodable
            guard context.abstractSyntax == SOPClass.verification || sopClasses.contains(context.abstractSyntax) else {
                return PresentationContextResult(id: context.id, result: .abstractSyntaxNotSupported, transferSyntax: "")
            }
            guard let syntax = context.transferSyntaxes.first(where: offers.contains) else {
                return PresentationContextResult(id: context.id, result: .transferSyntaxesNotSupported, transferSyntax: "")
            }
            return PresentationContextResult(id: context.id, result: .acceptance, transferSyntax: syntax)
        }
        return .success(AssociationAccept(
            calledAETitle: request.calledAETitle, callingAETitle: request.callingAETitle, results: results,
            userInformation: UserInformation(
                maximumLength: maximumLength, implementationClassUID: DIMSEClient.implementationClassUID,
                implementationVersionName: DIMSEClient.implementationVersionName)))
    }
}
