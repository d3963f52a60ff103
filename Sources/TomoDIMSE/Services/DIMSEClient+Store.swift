import Foundation
import TomoDICOM

/// What sending files came to: the instances the peer stored (with a warning or not), and each file not
/// stored with why.
public struct SendSummary: Sendable, Hashable {
    /// Instances the peer stored.
    public var stored = 0
    /// Stored, with a warning status (coerced, elements dropped).
    public var warnings = 0
    /// "PATH: why", for each file not stored.
    public var failures: [String] = []

    /// Nothing sent yet.
    public init() {}
}

extension DIMSEClient {
    /// Sends the DICOM files at `paths` to the node (C-STORE, PS3.4 B), each in its own transfer syntax (no
    /// transcoding): one presentation context per storage class and syntax the files hold (several
    /// associations when there are more than one holds); `progress` is told after each file (files done,
    /// of how many).
    public func send(
        files paths: [String], progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws(DIMSEError) -> SendSummary {
        var summary = SendSummary()
        var items: [OutgoingFile] = []
        for path in paths {
            switch OutgoingFile.read(path) {
            case .success(let item): items.append(item)
            case .failure(let why): summary.failures.append("\(path): \(why.reason)")
            }
        }
        var done = summary.failures.count
        let total = paths.count
        let pairs = Array(Set(items.map { OutgoingFile.Pair(sopClass: $0.sopClass, transferSyntax: $0.transferSyntax) }))
            .sorted { ($0.sopClass, $0.transferSyntax) < ($1.sopClass, $1.transferSyntax) }
        for group in stride(from: 0, to: pairs.count, by: 127).map({ Array(pairs[$0..<min($0 + 127, pairs.count)]) }) {
            let contexts = group.enumerated().map { index, pair in
                PresentationContext(id: UInt8(2 * index + 1), abstractSyntax: pair.sopClass, transferSyntaxes: [pair.transferSyntax])
            }
            let ids = Dictionary(uniqueKeysWithValues: zip(group, contexts.map(\.id)))
            let sending = items.filter { ids[$0.pair] != nil }
            let doneBefore = done
            let sent = try await withAssociation(proposing: contexts) { association throws(DIMSEError) -> SendSummary in
                var part = SendSummary()
                var done = doneBefore
                for item in sending {
                    // A caller that cancels sends no more (a C-STORE has no C-CANCEL): the association is aborted.
                    guard !association.cancellation.isRequested else { throw .cancelled }
                    defer {
                        done += 1
                        progress(done, total)
                    }
                    guard let id = ids[item.pair],
                          association.accept.results.contains(where: { $0.id == id && $0.result == .acceptance })
                    else {
                        let answer = association.accept.results.first { $0.id == ids[item.pair] }?.result.description ?? "not answered"
                        part.failures.append("\(item.path): the node takes no \(DIMSEError.name(of: item.sopClass)) in \(item.transferSyntax) (\(answer))")
                        continue
                    }
                    let dataSet: [UInt8]
                    do {
                        dataSet = Array(try Data(contentsOf: URL(fileURLWithPath: item.path)).dropFirst(item.dataSetOffset))
                    } catch {
                        part.failures.append("\(item.path): cannot be read: \(error.localizedDescription)")
                        continue
                    }
                    var request = CommandSet(field: .storeRequest)
                    request.affectedSOPClassUID = item.sopClass
                    request.affectedSOPInstanceUID = item.sopInstanceUID
                    request.messageID = association.nextMessageID()
                    request.priority = 0
                    try await association.send(DIMSEMessage(contextID: id, command: request, dataSet: dataSet))
                    let response = try await association.receive(waitingFor: "the C-STORE response")
                    guard response.command.field == .storeResponse else {
                        throw .protocolViolation("a \(response.command.field) in answer to a C-STORE")
                    }
                    let status = response.command.status ?? 0xFFFF
                    switch status {
                    case 0x0000: part.stored += 1
                    case 0xB000, 0xB006, 0xB007:
                        part.stored += 1
                        part.warnings += 1
                    default:
                        let comment = response.command.errorComment.map { ": \($0)" } ?? ""
                        part.failures.append("\(item.path): the node answered status 0x\(String(status, radix: 16, uppercase: true))\(comment)")
                    }
                }
                return part
            }
            done += sending.count
            summary.stored += sent.stored
            summary.warnings += sent.warnings
            summary.failures += sent.failures
        }
        return summary
    }
}

/// A file to send: its instance's UIDs and transfer syntax from its meta information, and where its data
/// set starts.
struct OutgoingFile: Sendable {
    struct Pair: Sendable, Hashable {
        var sopClass: String
        var transferSyntax: String
    }

    /// Why a file cannot be sent.
    struct Refusal: Error {
        var reason: String
    }

    var path: String
    var sopClass: String
    var sopInstanceUID: String
    var transferSyntax: String
    var dataSetOffset: Int
    var pair: Pair { Pair(sopClass: sopClass, transferSyntax: transferSyntax) }

    /// The file at `path`, from its header.
    static func read(_ path: String) -> Result<OutgoingFile, Refusal> {
        let file: DICOMFile
        do {
            file = try DICOMFile.read(path: path, stopsAtPixelData: true)
        } catch {
            return .failure(Refusal(reason: "\(error.error)"))
        }
        guard let sopClass = file.meta.string(.mediaStorageSOPClassUID) ?? file.dataSet.string(.sopClassUID),
              let sop = file.meta.string(.mediaStorageSOPInstanceUID) ?? file.dataSet.string(.sopInstanceUID)
        else { return .failure(Refusal(reason: "it names no SOP class or instance")) }
        guard let length = file.meta.integer(.fileMetaInformationGroupLength) else {
            return .failure(Refusal(reason: "it has no file meta information (a bare data set): Tomo sends files as written"))
        }
        let start = hasPreamble(path) ? 132 : 0
        return .success(OutgoingFile(
            path: path, sopClass: sopClass, sopInstanceUID: sop, transferSyntax: file.transferSyntax.uid,
            dataSetOffset: start + 12 + length))
    }

    /// Whether the file at `path` opens with the 128-byte preamble and "DICM" (the meta information follows).
    private static func hasPreamble(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 132), head.count == 132 else { return false }
        return head.suffix(4) == Data("DICM".utf8)
    }
}
