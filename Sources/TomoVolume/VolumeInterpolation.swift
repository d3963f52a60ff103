/// How a volume is sampled between its voxels (an oblique plane's pixels): trilinearly for an image's values,
/// from the nearest voxel for labels, whose numbers name segments rather than measure amounts (halfway between
/// segment 1 and segment 3 is not segment 2).
public enum VolumeInterpolation: Sendable, Hashable {
    /// From the 8 voxels around a point, weighted by nearness.
    case trilinear
    /// The value of the voxel nearest a point.
    case nearest
}
