/// The attributes of the Segmentation module and its functional groups (PS3.3 C.8.20, C.7.6.16).
extension DICOMTag {
    /// (0062,0001) Segmentation Type, CS: BINARY, FRACTIONAL, LABELMAP.
    public static let segmentationType = DICOMTag(0x0062, 0x0001)
    /// (0062,0002) Segment Sequence, SQ.
    public static let segmentSequence = DICOMTag(0x0062, 0x0002)
    /// (0062,0003) Segmented Property Category Code Sequence, SQ.
    public static let segmentedPropertyCategoryCodeSequence = DICOMTag(0x0062, 0x0003)
    /// (0062,0004) Segment Number, US.
    public static let segmentNumber = DICOMTag(0x0062, 0x0004)
    /// (0062,0005) Segment Label, LO.
    public static let segmentLabel = DICOMTag(0x0062, 0x0005)
    /// (0062,0008) Segment Algorithm Type, CS: AUTOMATIC, SEMIAUTOMATIC, MANUAL.
    public static let segmentAlgorithmType = DICOMTag(0x0062, 0x0008)
    /// (0062,0009) Segment Algorithm Name, LO.
    public static let segmentAlgorithmName = DICOMTag(0x0062, 0x0009)
    /// (0062,000A) Segment Identification Sequence, SQ (a frame's functional group).
    public static let segmentIdentificationSequence = DICOMTag(0x0062, 0x000A)
    /// (0062,000B) Referenced Segment Number, US.
    public static let referencedSegmentNumber = DICOMTag(0x0062, 0x000B)
    /// (0062,000D) Recommended Display CIELab Value, US × 3.
    public static let recommendedDisplayCIELabValue = DICOMTag(0x0062, 0x000D)
    /// (0062,000E) Maximum Fractional Value, US.
    public static let maximumFractionalValue = DICOMTag(0x0062, 0x000E)
    /// (0062,000F) Segmented Property Type Code Sequence, SQ.
    public static let segmentedPropertyTypeCodeSequence = DICOMTag(0x0062, 0x000F)
    /// (0062,0010) Segmentation Fractional Type, CS: PROBABILITY, OCCUPANCY.
    public static let segmentationFractionalType = DICOMTag(0x0062, 0x0010)
    /// (0008,1115) Referenced Series Sequence, SQ.
    public static let referencedSeriesSequence = DICOMTag(0x0008, 0x1115)
}
