/// Why a series source could not list or open a series.
public enum SeriesSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source holds no series (`where` names it: files, an API).
    case noSeries(String)
    /// No series has this id.
    case unknownSeries(id: String, in: String)
    /// A slice index outside `0..<count`.
    case sliceOutOfRange(index: Int, count: Int)

    public var description: String {
        switch self {
        case .noSeries(let place): "no images in \(place)"
        case .unknownSeries(let id, let place): "no series \(id) in \(place)"
        case .sliceOutOfRange(let index, let count): "slice \(index) is out of range (the series has \(count) slices: 0…\(count - 1))"
        }
    }
}
