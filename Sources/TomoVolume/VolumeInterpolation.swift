/// How a volume is sampled between its voxels (an oblique plane's pixels): trilinearly for an image's values,
/// from the nearest voxel for labels, whose numbers name segments rather than measure amounts (halfway between
/// segment 1 and segment 3 is not segment 2).
public enum VolumeInterpolation: Sendable, Hashable {
    case trilinear
    case nearest
}
