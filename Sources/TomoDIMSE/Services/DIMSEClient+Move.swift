import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TomoCore
import TomoDICOM

extension DIMSEClient {
    /// How a series is retrieved: C-GET over Tomo's own association (no inbound port), or C-MOVE to Tomo's
    /// own storage node listening on `port` (the node must know Tomo's title, host and port).
    public enum Retrieval: Sendable, Hashable {
        case get
        case move(port: Int, host: String = "0.0.0.0")
    }

    /// Retrieves series `series` of study `study` into `folder` as `retrieval` says (this client's own by
    /// default); see `getSeries` and `moveSeries`.
    public func retrieveSeries(
        _ series: String, ofStudy study: String, modality: String?, into folder: URL,
        progress: @escaping @Sendable (RetrievalProgress) -> Void = { _ in }
    ) async throws(DIMSEError) -> RetrievalSummary {
        switch retrieval {
        case .get: try await getSeries(series, ofStudy: study, modality: modality, into: folder, progress: progress)
        case .move(let port, let host):
            try await moveSeries(series, ofStudy: study, into: folder, listeningOn: port, host: host, progress: progress)
        }
    }

    /// Retrieves the one instance `sop` of series `series` of study `study` into `folder` as `retrieval` says
    /// (`getInstance`, or a C-MOVE at image level); returns its file.
    public func retrieveInstance(
        _ sop: String, ofSeries series: String, study: String, modality: String?, into folder: URL
    ) async throws(DIMSEError) -> URL {
        guard case .move(let port, let host) = retrieval else {
            return try await getInstance(sop, ofSeries: series, study: study, modality: modality, into: folder)
        }
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "IMAGE")
        identifier.set(.studyInstanceUID, .UI, study)
        identifier.set(.seriesInstanceUID, .UI, series)
        identifier.set(.sopInstanceUID, .UI, sop)
        let summary = try await move(identifier, into: folder, listeningOn: port, host: host) { _ in }
        guard let file = summary.files.first else {
            throw .failed(operation: "C-MOVE", status: 0xA701, comment: "the node sent no instance \(sop)")
        }
        return file
    }

    /// Retrieves series `series` of study `study` by C-MOVE (PS3.4 C.4.2) to Tomo itself: a storage node as
    /// Tomo's title on `host`:`port` takes the instances the node sends (each as it stores it, written by
    /// rename into `folder`) while the move runs, and stops after.
    public func moveSeries(
        _ series: String, ofStudy study: String, into folder: URL, listeningOn port: Int, host: String = "0.0.0.0",
        progress: @escaping @Sendable (RetrievalProgress) -> Void = { _ in }
    ) async throws(DIMSEError) -> RetrievalSummary {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "SERIES")
        identifier.set(.studyInstanceUID, .UI, study)
        identifier.set(.seriesInstanceUID, .UI, series)
        return try await move(identifier, into: folder, listeningOn: port, host: host, progress: progress)
    }

    /// The instances the node sends for `identifier` by C-MOVE to Tomo's own storage node on `host`:`port`,
    /// once the moves to that port before it have ended (`MoveListeningTurns`).
    private func move(
        _ identifier: DataSetBuilder, into folder: URL, listeningOn port: Int, host: String,
        progress: @escaping @Sendable (RetrievalProgress) -> Void
    ) async throws(DIMSEError) -> RetrievalSummary {
        await MoveListeningTurns.shared.acquire(port)
        let outcome: Result<RetrievalSummary, DIMSEError>
        do throws(DIMSEError) {
            outcome = .success(try await moveHoldingPort(identifier, into: folder, listeningOn: port, host: host, progress: progress))
        } catch {
            outcome = .failure(error)
        }
        await MoveListeningTurns.shared.release(port)
        return try outcome.get()
    }

    /// `move`, its turn at `port` come.
    private func moveHoldingPort(
        _ identifier: DataSetBuilder, into folder: URL, listeningOn port: Int, host: String,
        progress: @escaping @Sendable (RetrievalProgress) -> Void
    ) async throws(DIMSEError) -> RetrievalSummary {
        let received = Locked(RetrievalSummary())
        let storage: StorageNode
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            storage = try await StorageNode(
                host: host, port: port,
                configuration: StorageNodeConfiguration(aeTitle: node.callingAETitle, timeouts: timeouts),
                incoming: folder.appending(path: ".incoming", directoryHint: .isDirectory),
                keep: { instance in
                    let target = folder.appending(path: instance.sopInstanceUID + ".dcm")
                    let size = (try? FileManager.default.attributesOfItem(atPath: instance.file.path)[.size] as? Int) ?? 0
                    // rename(2): the file in place whole, replacing one kept before.
                    guard rename(instance.file.path, target.path) == 0 else {
                        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
                    }
                    let now = received.withLock { summary in
                        summary.files.append(target)
                        summary.bytes += size
                        return RetrievalProgress(received: summary.files.count, remaining: nil, bytes: summary.bytes)
                    }
                    progress(now)
                },
                log: { _ in })
        } catch {
            throw .failed(operation: "C-MOVE", status: 0xA702, comment: "cannot listen on \(host):\(port) for the instances: \(error)")
        }
        let serving = Task { await storage.run() }
        let counts: Result<RetrievalSummary, DIMSEError>
        do throws(DIMSEError) {
            counts = .success(try await requestMove(identifier))
        } catch {
            counts = .failure(error)
        }
        // The port free before the turn passes on: the next move listens there at once.
        await storage.stopListening()
        serving.cancel()
        try? FileManager.default.removeItem(at: folder.appending(path: ".incoming"))
        var summary = received.withLock { $0 }
        let answered = try counts.get()
        summary.completed = answered.completed
        summary.failed = answered.failed
        summary.warnings = answered.warnings
        return summary
    }

    /// Asks the node to move what `identifier` names to this client's title, and counts its answers.
    private func requestMove(_ identifier: DataSetBuilder) async throws(DIMSEError) -> RetrievalSummary {
        let context = PresentationContext(id: 1, abstractSyntax: SOPClass.studyRootMove, transferSyntaxes: TransferSyntaxUID.uncompressed)
        let (query, destination) = (identifier, node.callingAETitle)
        return try await withAssociation(proposing: [context]) { association throws(DIMSEError) -> RetrievalSummary in
            try await association.sendQuery(.moveRequest, model: SOPClass.studyRootMove, identifier: query, moveDestination: destination)
            var counts = RetrievalSummary()
            while true {
                let response = try await association.receive(waitingFor: "the C-MOVE responses")
                guard response.command.field == .moveResponse else {
                    throw .protocolViolation("a \(response.command.field) in answer to a C-MOVE")
                }
                let command = response.command
                counts.count(command)
                let status = command.status ?? 0xFFFF
                switch status {
                case 0xFF00: continue
                case 0x0000, 0xB000, 0xFE00: return counts
                default: throw .failed(operation: "C-MOVE", status: status, comment: command.errorComment)
                }
            }
        }
    }
}
