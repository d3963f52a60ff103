import TomoCore
import TomoDICOM

/// What an image's header says about showing it beyond its place and windows (`FrameGeometry`): its colour
/// samples' planar configuration, its recorded cine speed, an INVERSE Presentation LUT Shape, what its values
/// measure, what it calls its windows, and a Modality LUT. Kept as JSON in the instance's row only when
/// there is any (``isNeeded``).
struct ImageDisplay: Codable, Sendable, Hashable {
    /// Colour samples plane by plane (1) rather than pixel by pixel (0).
    var planarConfiguration: Int
    var frameInterval: Double?
    /// Inverted other than by its photometric interpretation (a Presentation LUT Shape of INVERSE).
    var isInverted: Bool
    var rescaleType: String?
    var units: String?
    var windowExplanations: [String]
    var modalityLUT: LookupTable?
}

extension ImageDisplay {
    /// What `instance` (an image's first frame) says.
    init(_ instance: DICOMInstance) {
        self.init(
            planarConfiguration: instance.pixels.planarConfiguration, frameInterval: instance.frameInterval, isInverted: instance.isInverted && !instance.pixels.isInverted,
            rescaleType: instance.rescaleType, units: instance.units, windowExplanations: instance.windowExplanations,
            modalityLUT: instance.modalityLUT)
    }

    /// Whether it says anything a row's columns do not.
    var isNeeded: Bool {
        planarConfiguration != 0 || frameInterval != nil || isInverted || rescaleType != nil || units != nil
            || windowExplanations.contains { !$0.isEmpty } || modalityLUT != nil
    }

    /// `instance` (read from a row's columns) with what this adds.
    func applied(to instance: DICOMInstance) -> DICOMInstance {
        var instance = instance
        instance.pixels.planarConfiguration = planarConfiguration
        instance.frameInterval = frameInterval
        instance.isInverted = instance.isInverted || isInverted
        instance.rescaleType = rescaleType
        instance.units = units
        if windowExplanations.count == instance.windows.count { instance.windowExplanations = windowExplanations }
        instance.modalityLUT = modalityLUT
        return instance
    }
}
