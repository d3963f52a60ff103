import TomoCore

/// How stored values become what they measure (the Modality LUT module, an RT Dose grid's scaling, a PET's
/// or NM's units).
public struct ValueMapping: Sendable, Hashable, Codable {
    /// Stored values to HU (or what else `units` and `rescaleType` say they measure): the Rescale Slope and
    /// Intercept, an RT Dose grid's Dose Grid Scaling.
    public var rescale: Rescale
    /// Stored values to what they measure entry by entry, when the file gives a Modality LUT Sequence
    /// instead of a rescale (`rescale` is then unused): see `DICOMInstance.values(of:)`.
    public var modalityLUT: LookupTable?
    /// Its Rescale Type (0028,1054) (or Modality LUT Type): what its values measure when it is not a CT.
    public var rescaleType: String?
    /// A PET's or NM's Units (0054,1001), or an RT Dose grid's Dose Units (3004,0002).
    public var units: String?

    /// A mapping through `rescale` (or `modalityLUT`), its values named by `rescaleType` and `units`.
    public init(
        rescale: Rescale = Rescale(slope: 1, intercept: 0), modalityLUT: LookupTable? = nil, rescaleType: String? = nil,
        units: String? = nil
    ) {
        self.rescale = rescale
        self.modalityLUT = modalityLUT
        self.rescaleType = rescaleType
        self.units = units
    }
}
