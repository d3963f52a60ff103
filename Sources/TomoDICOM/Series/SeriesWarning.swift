import Foundation

/// Something about a series that keeps it from being a regular volume. The slices still show; the
/// reader is told.
public enum SeriesWarning: Sendable, Hashable, CustomStringConvertible {
    /// Images without Image Position (Patient): the series is ordered by Instance Number instead.
    case missingPositions(count: Int)
    /// Images whose orientation differs from the first image's.
    case mixedOrientations(count: Int)
    /// Images whose size differs from the first image's (they cannot join its volume).
    case mixedSizes(count: Int)
    /// Images at the same position as another.
    case duplicatePositions(count: Int)
    /// Distances between neighbouring slices that differ (in millimetres).
    case unevenSpacing(minimum: Double, maximum: Double)
    /// No Pixel Spacing: 1 mm assumed.
    case missingPixelSpacing
    /// Its file names no series (no Series Instance UID): it is a series of its own.
    case namesNoSeries
    /// Files that end inside their pixel data, each with why: their images keep their places and fail when
    /// loaded.
    case cutShortFiles([DICOMFileError])

    public var description: String {
        switch self {
        case .missingPositions(let count):
            "\(count) \(count == 1 ? "image has" : "images have") no position: slices are ordered by instance number"
        case .mixedOrientations(let count):
            "\(count) \(count == 1 ? "image lies" : "images lie") in another orientation than the first"
        case .mixedSizes(let count):
            "\(count) \(count == 1 ? "image has" : "images have") another size than the first and cannot join the volume"
        case .duplicatePositions(let count):
            "\(count) \(count == 1 ? "image is" : "images are") at the same position as another"
        case .unevenSpacing(let minimum, let maximum):
            "slices are unevenly spaced, \(Self.millimetres(minimum)) to \(Self.millimetres(maximum)) apart (a gap, or missing slices)"
        case .missingPixelSpacing:
            "the images give no pixel spacing: 1 mm is assumed"
        case .namesNoSeries:
            "the file names no series (it has no Series Instance UID): it is shown as a series of its own"
        case .cutShortFiles(let files):
            "\(files.count) \(files.count == 1 ? "file ends" : "files end") inside the pixel data (truncated), "
                + "\(files.count == 1 ? "its image" : "their images") cannot load: \(files[0])"
                + (files.count > 1 ? " (and \(files.count - 1) more)" : "")
        }
    }

    private static func millimetres(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return "\(rounded.formatted(.number.precision(.fractionLength(0...2)))) mm"
    }
}
