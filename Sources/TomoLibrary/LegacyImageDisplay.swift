import TomoCore
import TomoDICOM

/// What rows of readings 2 and 3 kept as JSON in `display` of how an image is shown beyond its columns: read
/// once, by the migration that keeps their groups whole (`LibrarySchema.version4`), never written.
struct LegacyImageDisplay: Decodable, Sendable, Hashable {
    /// Colour samples plane by plane (1) rather than pixel by pixel (0).
    var planarConfiguration: Int
    var frameInterval: Double?
    /// Each frame's time to the next, when its frames were recorded at uneven times.
    var timesToNextFrame: [Double?]?
    /// Inverted other than by its photometric interpretation (a Presentation LUT Shape of INVERSE).
    var isInverted: Bool
    var rescaleType: String?
    var units: String?
    var windowExplanations: [String]
    var modalityLUT: LookupTable?
    /// Its overlay planes, when it has any (nil in rows of a reading before they were kept).
    var overlays: [OverlayPlane]?
    /// Why its pixels cannot load, when its file ends inside them: the image keeps its place in the series,
    /// as a scan of the files keeps it (nil in rows of a reading before such files were kept).
    var pixelDataProblem: DICOMError?
    /// Its file names no series: its series UID is a stand-in (nil in rows of a reading before such files
    /// were kept, and where it names one).
    var namesNoSeries: Bool?
}

extension LegacyImageDisplay {
    /// `instance` (read from a row's columns) with what this adds.
    func applied(to instance: DICOMInstance) -> DICOMInstance {
        var instance = instance
        instance.pixels.planarConfiguration = planarConfiguration
        instance.frameInterval = frameInterval
        instance.timeToNextFrame = timesToNextFrame.flatMap { $0.indices.contains(instance.frame) ? $0[instance.frame] : nil }
        instance.isInverted = instance.isInverted || isInverted
        instance.rescaleType = rescaleType
        instance.units = units
        if windowExplanations.count == instance.windows.count { instance.windowExplanations = windowExplanations }
        instance.modalityLUT = modalityLUT
        instance.overlays = overlays ?? []
        instance.pixelDataProblem = pixelDataProblem
        instance.namesNoSeries = namesNoSeries ?? false
        return instance
    }
}
