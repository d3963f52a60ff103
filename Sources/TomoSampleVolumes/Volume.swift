import TomoCore
import TomoVolume

/// A CT volume the reference server can serve slice by slice.
///
/// New sources (e.g. a DICOM folder) conform to this; the server's routes only see `any Volume`.
public protocol Volume: Sendable {
    /// A short stable key, unique per volume, e.g. `cranium` or `phantom-256x256x128`.
    ///
    /// The server derives stable UUIDs from it.
    var key: String { get }
    /// Human-readable description, e.g. "Head CT (ProMED CT 0051)".
    var title: String { get }
    /// The DICOM modality code, e.g. `CT`.
    var modality: String { get }
    /// Slice size, slice count and spacing.
    var geometry: VolumeGeometry { get }
    /// Maps the stored (unsigned) values to Hounsfield units.
    var rescale: Rescale { get }
    /// The window the 8-bit slice images default to.
    var defaultWindow: WindowLevel { get }
    /// The stored (unsigned) values of slice `index` in display order: row-major, top row first,
    /// `geometry.columns * geometry.rows` samples.
    ///
    /// Throws ``VolumeError/sliceOutOfRange(index:count:)`` unless `0 <= index < geometry.sliceCount`.
    func slice(at index: Int) throws(VolumeError) -> [UInt16]
}
