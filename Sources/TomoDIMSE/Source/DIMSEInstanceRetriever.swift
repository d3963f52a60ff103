import Foundation
import TomoDICOM

/// Retrieves the instances of one series of a DICOM node as they are asked for, in the order of asking:
/// the instances waiting when the association is free (at most `batchSize`, the urgent first) go in one
/// image-level C-GET listing their UIDs (PS3.4 C.2.2.2.2, list of UID matching), and each asker is answered
/// as its instance's file lands in `folder`, before the rest of its batch. One association serves while
/// instances wait, and is released when none does. A list the node fails, sending nothing, is asked again
/// one instance at a time (some nodes fail a whole list for one instance they no longer hold); when every
/// one of those then comes, the node is taken not to match lists and asked one at a time from then on. An
/// instance the node does not send fails its askers alone; a failed association fails every asker waiting,
/// and the next ask opens another.
actor DIMSEInstanceRetriever {
    /// Instances asked for in one C-GET, at most.
    static let batchSize = 8

    let client: DIMSEClient
    let series: DIMSESeries
    let folder: URL
    /// Instances waiting for the association, in the order they go.
    private var queue: [String] = []
    /// Instances in the C-GET under way.
    private var inFlight: Set<String> = []
    /// Who waits for each instance.
    private var askers: [String: [Int: CheckedContinuation<URL, any Error>]] = [:]
    private var nextAsker = 0
    private var isWorking = false
    /// Whether the node matches lists of UIDs (until shown otherwise).
    private var matchesLists = true
    /// Instances of a failed list, to be asked for alone.
    private var alone: Set<String> = []
    /// The instances of the last failed list not yet settled alone, and how many of those failed.
    private var doubtedList: (left: Set<String>, failures: Int)?

    init(client: DIMSEClient, series: DIMSESeries, folder: URL) {
        self.client = client
        self.series = series
        self.folder = folder
    }

    /// The file of instance `sop`, once the node has sent it; an `urgent` one goes ahead of every waiting one.
    /// - Throws: `DIMSEError` when the node does not send it; `CancellationError` when the task is cancelled.
    func file(for sop: String, urgent: Bool = false) async throws -> URL {
        let id = nextAsker
        nextAsker += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
                askers[sop, default: [:]][id] = continuation
                if !inFlight.contains(sop) {
                    if urgent {
                        queue.removeAll { $0 == sop }
                        queue.insert(sop, at: 0)
                    } else if !queue.contains(sop) {
                        queue.append(sop)
                    }
                }
                startIfIdle()
            }
        } onCancel: {
            Task { await self.cancel(id, askingFor: sop) }
        }
    }

    /// Asker `id` no longer waits; an instance nobody waits for leaves the queue.
    private func cancel(_ id: Int, askingFor sop: String) {
        askers[sop]?.removeValue(forKey: id)?.resume(throwing: CancellationError())
        if askers[sop]?.isEmpty ?? false {
            askers[sop] = nil
            queue.removeAll { $0 == sop }
        }
    }

    private func startIfIdle() {
        guard !isWorking, !queue.isEmpty else { return }
        isWorking = true
        Task { await work() }
    }

    /// Serves the queue over one association until it is empty.
    private nonisolated func work() async {
        let classes = SOPClass.storageClasses(forModality: series.modality)
        do {
            try await client.withRetrievalAssociation(storing: classes, into: folder) { association throws(DIMSEError) in
                while let batch = await self.nextBatch() {
                    try await self.retrieve(batch, over: association)
                }
            }
        } catch {
            await failEveryAsker(error)
        }
        await finishWork()
    }

    private func finishWork() {
        isWorking = false
        startIfIdle()
    }

    /// The next instances to ask for, now in flight: up to `batchSize` from the front of the queue, or the
    /// first alone; nil when none waits.
    private func nextBatch() -> [String]? {
        guard let first = queue.first else { return nil }
        let batch = !matchesLists || alone.contains(first) ? [first] : Array(queue.prefix { !alone.contains($0) }.prefix(Self.batchSize))
        queue.removeFirst(batch.count)
        inFlight.formUnion(batch)
        return batch
    }

    /// One C-GET of `batch`: each asker answered as its file lands, those of instances the node did not send
    /// failed after; a list the node fails, sending nothing, queued again to be asked for one at a time.
    private nonisolated func retrieve(_ batch: [String], over association: DIMSEAssociation) async throws(DIMSEError) {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "IMAGE")
        identifier.set(.studyInstanceUID, .UI, series.studyUID)
        identifier.set(.seriesInstanceUID, .UI, series.uid)
        identifier.set(.sopInstanceUID, .UI, batch)
        do {
            let summary = try await association.get(identifier, into: folder, stored: { sop, file in await landed(sop, file) })
            await settle(batch, reasons: summary.refused)
        } catch {
            guard case .failed = error else { throw error }
            // The node failed this C-GET; the association goes on.
            if batch.count > 1, await askAlone(batch) { return }
            await settle(batch, failure: error)
        }
    }

    private func landed(_ sop: String, _ file: URL) {
        inFlight.remove(sop)
        judgeLists(after: sop, failed: false)
        askers.removeValue(forKey: sop)?.values.forEach { $0.resume(returning: file) }
    }

    /// Fails the askers of each instance of `batch` still in flight (not sent): with why the C-GET failed
    /// (`failure`), else why Tomo could not keep it (`reasons` name instances by UID), else as not sent.
    private func settle(_ batch: [String], reasons: [String] = [], failure: DIMSEError? = nil) {
        for sop in batch where inFlight.contains(sop) {
            inFlight.remove(sop)
            judgeLists(after: sop, failed: true)
            let error = DIMSEError.instanceNotSent(sop: sop, reason: failure.map(\.description) ?? reasons.first { $0.contains(sop) })
            askers.removeValue(forKey: sop)?.values.forEach { $0.resume(throwing: error) }
        }
    }

    /// After a failed list that sent nothing: its instances back at the front of the queue, each to be asked
    /// for alone. Whether they were (not when every one of them is still in flight: some came).
    private func askAlone(_ batch: [String]) -> Bool {
        guard batch.allSatisfy(inFlight.contains) else { return false }
        let waited = batch.filter { askers[$0] != nil }
        inFlight.subtract(batch)
        alone.formUnion(waited)
        doubtedList = (Set(waited), 0)
        queue.insert(contentsOf: waited, at: 0)
        return true
    }

    /// Counts instance `sop` of a doubted list as come or not; once all are settled, a list that failed
    /// although every one of its instances came alone shows a node that does not match lists.
    private func judgeLists(after sop: String, failed: Bool) {
        alone.remove(sop)
        guard var doubted = doubtedList, doubted.left.remove(sop) != nil else { return }
        if failed { doubted.failures += 1 }
        if doubted.left.isEmpty {
            if doubted.failures == 0 { matchesLists = false }
            doubtedList = nil
        } else {
            doubtedList = doubted
        }
    }

    /// Fails every asker, in flight or queued, with `error` (the association failed).
    private func failEveryAsker(_ error: any Error) {
        for sop in queue + inFlight {
            askers.removeValue(forKey: sop)?.values.forEach { $0.resume(throwing: error) }
        }
        queue = []
        inFlight = []
    }
}
