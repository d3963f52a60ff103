/// Why a volume could not be loaded, built or read.
public enum VolumeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A slice index outside `0..<count`.
    case sliceOutOfRange(index: Int, count: Int)
    /// Columns, rows or slice count is not positive.
    case invalidGeometry(columns: Int, rows: Int, sliceCount: Int)
    /// The sample array does not hold `columns * rows * sliceCount` values.
    case sampleCountMismatch(expected: Int, actual: Int)
    /// The file could not be read, or is not an intact gzip'd tar archive.
    case unreadableArchive(path: String, reason: String)
    /// The archive lacks an entry the format requires (`name` as searched for).
    case missingEntry(path: String, name: String)
    /// The archive's entries are readable but inconsistent (bad metadata, wrong data size, …).
    case invalidProject(path: String, reason: String)

    public var description: String {
        switch self {
        case .sliceOutOfRange(let index, let count):
            "slice index \(index) is out of range (the volume has \(count) slices)"
        case .invalidGeometry(let columns, let rows, let sliceCount):
            "invalid volume geometry \(columns)×\(rows)×\(sliceCount): every dimension must be positive"
        case .sampleCountMismatch(let expected, let actual):
            "the volume needs \(expected) samples but \(actual) were given"
        case .unreadableArchive(let path, let reason):
            "cannot read archive \(path): \(reason)"
        case .missingEntry(let path, let name):
            "archive \(path) has no entry \(name)"
        case .invalidProject(let path, let reason):
            "invalid project \(path): \(reason)"
        }
    }
}
