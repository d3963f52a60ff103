/// Why a `CTVolume` could not be made or filled.
public enum CTVolumeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A dimension is not positive.
    case invalidGeometry(VolumeGeometry)
    /// The voxels would take more memory than allowed (`Int.max` when the size overflows).
    case tooLarge(bytes: Int)
    /// A slice index outside `0..<count`.
    case sliceOutOfRange(index: Int, count: Int)
    /// A slice's samples are not `columns * rows`.
    case sampleCountMismatch(expected: Int, actual: Int)
    /// The images are colour (`photometricInterpretation`), which has no values to make a volume of.
    case colour(photometricInterpretation: String)

    public var description: String {
        switch self {
        case .invalidGeometry(let geometry):
            "invalid volume size \(geometry.columns) × \(geometry.rows) × \(geometry.sliceCount): every dimension must be positive"
        case .tooLarge(let bytes):
            bytes == .max
                ? "the volume is too large to hold"
                : "the volume would take \(bytes / (1 << 20)) MiB, more than Tomo holds in memory"
        case .sliceOutOfRange(let index, let count):
            "slice \(index) is out of range (the volume has \(count) slices)"
        case .sampleCountMismatch(let expected, let actual):
            "a slice of this volume has \(expected) samples, not \(actual)"
        case .colour(let photometricInterpretation):
            "its images are colour (\(photometricInterpretation)): they have no HU to make a volume of"
        }
    }
}
