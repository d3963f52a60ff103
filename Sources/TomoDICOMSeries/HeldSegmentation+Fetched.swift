import Foundation
import TomoCore
import TomoDICOM

extension HeldSegmentation {
    /// One at `place` on a server, described by `header`, its file fetched by `fetch` the first time it is asked
    /// for and kept: showing it again, or on a second view, fetches nothing (`FetchedSegmentation`).
    public init(place: String, header: DataSet, fetchingOnce fetch: @escaping @Sendable () async throws -> Data) {
        let fetched = FetchedSegmentation(fetch)
        self.init(place: place, header: header) { try await fetched.file() }
    }
}

/// A segmentation a server holds, fetched once, when first asked for, and kept while it is held. Its bytes go to a
/// file that is unlinked at once (the open file keeps them until the segmentation is let go, and nothing is left
/// behind), so its frames are read from disk as they are needed, as a folder's are, not held in memory: a SEG of a
/// hundred segments is hundreds of megabytes. Callers asking while it is fetched wait for the one fetch; one
/// that fails is fetched again on the next ask.
final class FetchedSegmentation: Sendable {
    private let fetch: @Sendable () async throws -> Data
    private let fetching = Locked<Task<SegmentationFile, any Error>?>(nil)

    init(_ fetch: @escaping @Sendable () async throws -> Data) {
        self.fetch = fetch
    }

    /// Its file: fetched now, or the one fetched before.
    /// - Throws: what the fetch throws; `DICOMError` for bytes that do not read as a DICOM file.
    func file() async throws -> SegmentationFile {
        let task = fetching.withLock { current in
            if let current { return current }
            let fetch = fetch
            let task = Task { try await Self.spill(try await fetch()) }
            current = task
            return task
        }
        do {
            return try await task.value
        } catch {
            fetching.withLock { if $0 == task { $0 = nil } }
            throw error
        }
    }

    /// `bytes` as a segmentation's file: written to a temporary file, opened, unlinked.
    private static func spill(_ bytes: Data) async throws -> SegmentationFile {
        try await BlockingWork.run {
            let url = FileManager.default.temporaryDirectory.appending(path: "tomo-segmentation-\(UUID().uuidString).dcm")
            try bytes.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                return try SegmentationFile.open(path: url.path)
            } catch let error as DICOMFileError {
                // The bytes, not the temporary file, are what could not be read.
                throw error.error
            }
        }
    }
}
