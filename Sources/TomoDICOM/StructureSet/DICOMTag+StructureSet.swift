/// The attributes of the RT Structure Set, ROI Contour and RT ROI Observations modules (PS3.3 C.8.8.5, C.8.8.6,
/// C.8.8.8).
extension DICOMTag {
    /// (3006,0010) Referenced Frame of Reference Sequence, SQ.
    public static let referencedFrameOfReferenceSequence = DICOMTag(0x3006, 0x0010)
    /// (3006,0012) RT Referenced Study Sequence, SQ.
    public static let rtReferencedStudySequence = DICOMTag(0x3006, 0x0012)
    /// (3006,0014) RT Referenced Series Sequence, SQ.
    public static let rtReferencedSeriesSequence = DICOMTag(0x3006, 0x0014)
    /// (3006,0020) Structure Set ROI Sequence, SQ.
    public static let structureSetROISequence = DICOMTag(0x3006, 0x0020)
    /// (3006,0022) ROI Number, IS.
    public static let roiNumber = DICOMTag(0x3006, 0x0022)
    /// (3006,0024) Referenced Frame of Reference UID, UI.
    public static let referencedFrameOfReferenceUID = DICOMTag(0x3006, 0x0024)
    /// (3006,0026) ROI Name, LO.
    public static let roiName = DICOMTag(0x3006, 0x0026)
    /// (3006,002A) ROI Display Color, IS (three values, 0 to 255).
    public static let roiDisplayColor = DICOMTag(0x3006, 0x002A)
    /// (3006,0039) ROI Contour Sequence, SQ.
    public static let roiContourSequence = DICOMTag(0x3006, 0x0039)
    /// (3006,0040) Contour Sequence, SQ.
    public static let contourSequence = DICOMTag(0x3006, 0x0040)
    /// (3006,0042) Contour Geometric Type, CS: POINT, OPEN_PLANAR, OPEN_NONPLANAR, CLOSED_PLANAR.
    public static let contourGeometricType = DICOMTag(0x3006, 0x0042)
    /// (3006,0050) Contour Data, DS (x, y, z of each point, mm).
    public static let contourData = DICOMTag(0x3006, 0x0050)
    /// (3006,0080) RT ROI Observations Sequence, SQ.
    public static let rtROIObservationsSequence = DICOMTag(0x3006, 0x0080)
    /// (3006,0084) Referenced ROI Number, IS.
    public static let referencedROINumber = DICOMTag(0x3006, 0x0084)
    /// (3006,00A4) RT ROI Interpreted Type, CS: ORGAN, PTV, GTV, MARKER…
    public static let rtROIInterpretedType = DICOMTag(0x3006, 0x00A4)
}
