/// The voxels a segment covers in one slice of a volume: their indices within the slice (`row × columns +
/// column`, ascending), or a BINARY frame's bits laid on the slice's first voxels (bit n on voxel n), kept packed
/// so that measuring the segment reads them without listing them.
public enum SliceCover: Sendable, Equatable {
    case indices([Int])
    case bits(PackedBits)

    /// The voxels' indices within the slice, ascending.
    public var indices: [Int] {
        switch self {
        case .indices(let indices): indices
        case .bits(let bits): bits.setOffsets
        }
    }

    /// How many voxels.
    public var count: Int {
        switch self {
        case .indices(let indices): indices.count
        case .bits(let bits): bits.setCount
        }
    }
}
