/// A protocol data unit of the DICOM upper layer (PS3.8 9.3): what goes over an association's TCP connection.
public enum PDU: Sendable, Hashable {
    case associateRequest(AssociationRequest)
    case associateAccept(AssociationAccept)
    case associateReject(AssociationRejection)
    case data([PresentationDataValue])
    case releaseRequest
    case releaseResponse
    /// `source` 0: the service user, 2: the service provider (then `reason` says why, PS3.8 Table 9-26).
    case abort(source: UInt8, reason: UInt8)

    /// Bytes of the header every PDU opens with: type, reserved, length (four bytes, big endian).
    public static let headerLength = 6

    /// The PDU's type byte.
    public var type: UInt8 {
        switch self {
        case .associateRequest: 0x01
        case .associateAccept: 0x02
        case .associateReject: 0x03
        case .data: 0x04
        case .releaseRequest: 0x05
        case .releaseResponse: 0x06
        case .abort: 0x07
        }
    }

    /// The PDU as sent: header and body.
    public func encoded() -> [UInt8] {
        let body: [UInt8]
        switch self {
        case .associateRequest(let request): body = request.encodedBody()
        case .associateAccept(let accept): body = accept.encodedBody()
        case .associateReject(let rejection): body = rejection.encodedBody()
        case .data(let values):
            var bytes: [UInt8] = []
            for value in values {
                bytes.appendBigEndian(UInt32(value.data.count + 2))
                bytes.append(value.contextID)
                bytes.append((value.isCommand ? 1 : 0) | (value.isLast ? 2 : 0))
                bytes += value.data
            }
            body = bytes
        case .releaseRequest, .releaseResponse: body = [0, 0, 0, 0]
        case .abort(let source, let reason): body = [0, 0, source, reason]
        }
        var bytes: [UInt8] = [type, 0]
        bytes.reserveCapacity(Self.headerLength + body.count)
        bytes.appendBigEndian(UInt32(body.count))
        return bytes + body
    }

    /// The PDU of `type` whose body (after the header) is `body`.
    public init(type: UInt8, body: ArraySlice<UInt8>) throws(PDUError) {
        switch type {
        case 0x01: self = .associateRequest(try AssociationRequest(decoding: body))
        case 0x02: self = .associateAccept(try AssociationAccept(decoding: body))
        case 0x03: self = .associateReject(try AssociationRejection(decoding: body))
        case 0x04:
            var reader = ByteReader(body)
            var values: [PresentationDataValue] = []
            while reader.remaining > 0 {
                let length = Int(try reader.uint32())
                guard length >= 2 else { throw .invalid("a presentation data value of \(length) bytes, too short for its header") }
                let contextID = try reader.byte()
                let control = try reader.byte()
                values.append(PresentationDataValue(
                    contextID: contextID, isCommand: control & 1 != 0, isLast: control & 2 != 0, data: try reader.take(length - 2)))
            }
            self = .data(values)
        case 0x05: self = .releaseRequest
        case 0x06: self = .releaseResponse
        case 0x07:
            var reader = ByteReader(body)
            _ = try reader.take(2)
            self = .abort(source: try reader.byte(), reason: try reader.byte())
        default: throw .unknownType(type)
        }
    }

    /// The type and body length a PDU's first six bytes give; nil when fewer are there.
    public static func header(of bytes: ArraySlice<UInt8>) -> (type: UInt8, length: UInt32)? {
        guard bytes.count >= headerLength else { return nil }
        var reader = ByteReader(bytes)
        guard let type = try? reader.byte(), (try? reader.byte()) != nil, let length = try? reader.uint32() else { return nil }
        return (type, length)
    }

    /// The longest body Tomo takes for a PDU of `type`: P-DATA-TF up to `maximumDataLength` (what it told
    /// the peer, with room for peers that count the header in), the others 64 KiB (an association request
    /// with every storage class Tomo reads is under 10).
    public static func limit(ofType type: UInt8, maximumDataLength: Int) -> Int {
        type == 0x04 ? maximumDataLength + 64 : 64 << 10
    }
}

extension PDU: CustomStringConvertible {
    public var description: String {
        switch self {
        case .associateRequest(let request): "A-ASSOCIATE-RQ \(request.callingAETitle) → \(request.calledAETitle)"
        case .associateAccept: "A-ASSOCIATE-AC"
        case .associateReject(let rejection): "A-ASSOCIATE-RJ (\(rejection))"
        case .data(let values): "P-DATA-TF (\(values.count) PDV)"
        case .releaseRequest: "A-RELEASE-RQ"
        case .releaseResponse: "A-RELEASE-RP"
        case .abort(let source, let reason): "A-ABORT (source \(source), reason \(reason))"
        }
    }
}
