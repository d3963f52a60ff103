import TomoCore
import TomoDICOM

/// What an image's header says about showing it beyond its place and windows (`FrameGeometry`): its colour
/// samples' planar configuration, its recorded cine speed (each frame's, when uneven), an INVERSE Presentation LUT Shape, what its values
/// measure, what it calls its windows, a Modality LUT, its Overlay Planes, why its pixels cannot load, and whether its file names no series. Kept as JSON in the instance's row only when
/// there is any (``isNeeded``).
struct ImageDisplay: Codable, Sendable, Hashable {
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

extension ImageDisplay {
    /// What `instances` (an image's frames, the first first) say.
    init(_ instances: [DICOMInstance]) {
        let instance = instances[0]
        let steps = instances.map(\.timeToNextFrame)
        self.init(
            planarConfiguration: instance.pixels.planarConfiguration, frameInterval: instance.frameInterval,
            timesToNextFrame: steps.contains { $0 != nil } ? steps : nil, isInverted: instance.isInverted && !instance.pixels.isInverted,
            rescaleType: instance.rescaleType, units: instance.units, windowExplanations: instance.windowExplanations,
            modalityLUT: instance.modalityLUT, overlays: instance.overlays.isEmpty ? nil : instance.overlays,
            pixelDataProblem: instance.pixelDataProblem, namesNoSeries: instance.namesNoSeries ? true : nil)
    }

    /// Whether it says anything a row's columns do not.
    var isNeeded: Bool {
        planarConfiguration != 0 || frameInterval != nil || timesToNextFrame != nil || isInverted || rescaleType != nil || units != nil
            || windowExplanations.contains { !$0.isEmpty } || modalityLUT != nil || overlays != nil || pixelDataProblem != nil
            || namesNoSeries != nil
    }

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
