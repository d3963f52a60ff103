/// What a hanging protocol's rule looks at: a study's or a series' attribute, as its catalog lists it.
public enum HangingAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    /// `CT`, `MR`…: the series', or any of the study's series'.
    case modality
    /// The Body Part Examined (`CHEST`): the series', or any of the study's series'.
    case bodyPart
    /// The Study Description.
    case studyDescription
    /// The Series Description: the series', or any of the study's series'.
    case seriesDescription
    /// The plane nearest the images' orientation: `axial`, `coronal` or `sagittal`.
    case orientation
    /// The distance between slices, in mm.
    case sliceThickness
    /// How many images the series holds.
    case imageCount
    /// Which prior the study is: 0 for the most recent before the current study, 1 for the one before…; a rule
    /// on it holds only for a prior.
    case priorIndex

    /// Whether its values are numbers (matched by `equals` a number, or `range`).
    public var isNumeric: Bool { [.sliceThickness, .imageCount, .priorIndex].contains(self) }
}
