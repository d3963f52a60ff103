/// An A-ASSOCIATE-RJ (PS3.8 9.3.4): whether to try again later, who refused, and why, in people's words.
public struct AssociationRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1: permanent, 2: transient.
    public var result: UInt8
    /// 1: the service user (the peer's application), 2: its ACSE, 3: its presentation layer.
    public var source: UInt8
    /// The reason code, by source (PS3.8 Table 9-21): 3, for the service user, is "calling AE title not recognised".
    public var reason: UInt8

    /// A rejection with these codes.
    public init(result: UInt8, source: UInt8, reason: UInt8) {
        self.result = result
        self.source = source
        self.reason = reason
    }

    /// The reason as PS3.8 Table 9-21 names it, in people's words.
    public var description: String {
        let why: String = switch (source, reason) {
        case (1, 1), (2, 1): "no reason given"
        case (1, 2): "the application context is not supported"
        case (1, 3): "calling AE title not recognised"
        case (1, 7): "called AE title not recognised"
        case (2, 2): "the protocol version is not supported"
        case (3, 1): "the peer is busy (temporary congestion)"
        case (3, 2): "the peer's limit of associations is reached"
        default: "reason \(reason) from source \(source)"
        }
        return why + (result == 2 ? " (it may be tried again later)" : "")
    }

    func encodedBody() -> [UInt8] { [0, result, source, reason] }

    init(decoding body: ArraySlice<UInt8>) throws(PDUError) {
        var reader = ByteReader(body)
        _ = try reader.byte()
        self.init(result: try reader.byte(), source: try reader.byte(), reason: try reader.byte())
    }
}
