import Foundation
import TomoCore
import TomoVolume

extension DICOMSeries {
    /// A volume for the series' slices, empty: `load(into:progress:)` fills it.
    public func makeVolume() throws(CTVolumeError) -> CTVolume {
        if let colour = instances.first(where: { $0.pixels.isColour }) {
            throw .colour(photometricInterpretation: colour.pixels.photometricInterpretation)
        }
        // A rescale's values are clamped as a CT's always were; a Modality LUT's may all lie beyond.
        if let highest = instances.lazy.compactMap({ $0.modalityLUT?.entries.max() }).first(where: { $0 > Int16.max }) {
            throw .valuesBeyondRange(highest: Double(highest))
        }
        return try CTVolume(geometry: geometry)
    }

    /// Decodes every slice into `volume` (made by `makeVolume()`) on the blocking-work threads, a file at a
    /// time per core, each file read once whatever its frames; `progress` hears each slice filled. Returns
    /// the files that failed (their slices stay empty); the others are filled whatever fails.
    public func load(
        into volume: CTVolume, progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> [DICOMFileError] {
        let instances = instances
        let slicesByFile = Dictionary(grouping: instances.indices, by: { instances[$0].path })
        let files = slicesByFile.keys.sorted { slicesByFile[$0]!.min()! < slicesByFile[$1]!.min()! }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        return await withTaskGroup(of: [DICOMFileError].self) { group in
            for worker in 0..<workers {
                let mine = stride(from: worker, to: files.count, by: workers).map { (files[$0], slicesByFile[files[$0]]!) }
                group.addTask {
                    (try? await BlockingWork.run {
                        mine.compactMap { path, slices in
                            Self.fill(volume, slices: slices, of: instances, from: path, progress: progress)
                        }
                    }) ?? []
                }
            }
            return await group.reduce(into: []) { $0 += $1 }.sorted { $0.path < $1.path }
        }
    }

    /// Reads the file at `path` once and fills each of `slices` (the slices it holds) into `volume`.
    /// Blocking: call it from the blocking-work threads.
    public func fill(_ volume: CTVolume, slices: [Int], from path: String) throws(DICOMFileError) {
        if let error = Self.fill(volume, slices: slices, of: instances, from: path, progress: { _ in }) { throw error }
    }

    /// Reads `path` once and fills each of its `slices`; the file's error, if any.
    private static func fill(
        _ volume: CTVolume, slices: [Int], of instances: [DICOMInstance], from path: String,
        progress: @Sendable (Int) -> Void
    ) -> DICOMFileError? {
        do {
            let file = try DICOMFile.read(path: path)
            do {
                try fill(volume, slices: slices, of: instances, from: file, progress: progress)
                return nil
            } catch {
                return DICOMFileError(path: path, error: error)
            }
        } catch {
            return error
        }
    }

    private static func fill(
        _ volume: CTVolume, slices: [Int], of instances: [DICOMInstance], from file: DICOMFile,
        progress: @Sendable (Int) -> Void
    ) throws(DICOMError) {
        let pixels = try file.pixelDescription()
        for slice in slices {
            let instance = instances[slice]
            let filled: Result<Void, CTVolumeError>
            if instance.modalityLUT == nil, let words = try file.littleEndianWords(frame: instance.frame, pixels: pixels) {
                filled = words.withUnsafeBytes { words in
                    Result { () throws(CTVolumeError) in
                        try volume.fill(
                            slice: slice, littleEndianWords: words, bitsStored: pixels.bitsStored, isSigned: pixels.isSigned,
                            rescale: instance.rescale)
                    }
                }
            } else {
                let values = instance.values(of: try file.storedSamples(frame: instance.frame, pixels: pixels))
                filled = Result { () throws(CTVolumeError) in try volume.fill(slice: slice, with: values.samples, rescale: values.rescale) }
            }
            if case .failure(let error) = filled { throw .invalidValue(tag: .rows, reason: error.description) }
            progress(slice)
        }
    }
}
