/// Why a series source could not list or open a series.
public enum SeriesSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source holds no series (`where` names it: files, an API), with why each file that might have held
    /// one was refused ("IM1: unsupported image: 32 bits allocated per sample …"), where the source knows.
    case noSeries(String, reasons: [String] = [])
    /// No series has this id.
    case unknownSeries(id: String, in: String)
    /// A slice index outside `0..<count`.
    case sliceOutOfRange(index: Int, count: Int)
    /// Slice `index` came as an image the source did not promise (say, 8-bit where 16-bit was asked for).
    case unexpectedImage(index: Int, reason: String)

    public var description: String {
        switch self {
        case .noSeries(let place, let reasons): "no images in \(place)" + NoImagesText.why(reasons)
        case .unknownSeries(let id, let place): "no series \(id) in \(place)"
        case .sliceOutOfRange(let index, let count): "slice \(index) is out of range (the series has \(count) slices: 0…\(count - 1))"
        case .unexpectedImage(let index, let reason): "slice \(index) is not what the source promised: \(reason)"
        }
    }
}
