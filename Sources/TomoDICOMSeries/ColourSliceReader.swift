import TomoCore
import TomoDICOM
import TomoImaging
import TomoSeries

/// Makes a series' colour slices in RGB from their instances' files, wherever the files come from (a
/// folder, a DICOMweb server). It keeps the slice made last, which the probe reads at every move of the
/// pointer (a colour image is in no volume), and the file read last, whole, while its frames are shown: a
/// loop plays from it without reading it again for every frame (tomo-bench's cine: 34.5 ms a step when each
/// frame read its file).
public final class ColourSliceReader: Sendable {
    private let lastSlice = Locked<SeriesSlice?>(nil)
    private let lastFile = Locked<(place: InstanceLocation, file: DICOMFile)?>(nil)

    public init() {}

    /// Slice `index`, frame `instance.frame` of `instance`, in RGB (8 bits a sample): the one kept, or made
    /// from the instance's file (the one kept, else `read` and kept instead). Conversion runs on the
    /// blocking-work threads.
    /// - Throws: what `read` throws; `DICOMFileError` naming the instance when its frame cannot be shown.
    public func slice(
        _ index: Int, of instance: DICOMInstance, read: @escaping @Sendable () async throws -> DICOMFile
    ) async throws -> SeriesSlice {
        if let kept = lastSlice.withLock({ $0 }), kept.index == index { return kept }
        let file: DICOMFile
        if let kept = lastFile.withLock({ $0 }), kept.place == instance.location {
            file = kept.file
        } else {
            file = try await read()
            lastFile.withLock { $0 = (instance.location, file) }
        }
        let image = try await BlockingWork.run { () throws -> Bitmap in
            do {
                return try file.colourFrame(instance.frame).bitmap()
            } catch let error as DICOMError {
                throw DICOMFileError(path: instance.location.description, error: error)
            }
        }
        let slice = SeriesSlice.colour(
            index: index, image: image, position: instance.position, pixelSpacing: instance.pixelSpacing, orientation: instance.orientation)
        lastSlice.withLock { $0 = slice }
        return slice
    }
}
