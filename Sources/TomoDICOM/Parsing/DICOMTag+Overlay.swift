extension DICOMTag {
    // The Overlay Plane module (PS3.3 C.9.2) in group 6000; an image's other overlays repeat it in the even
    // groups up to 601E (`inOverlayGroup`).
    /// (6000,0010) Overlay Rows, US.
    public static let overlayRows = DICOMTag(0x6000, 0x0010)
    /// (6000,0011) Overlay Columns, US.
    public static let overlayColumns = DICOMTag(0x6000, 0x0011)
    /// (6000,0015) Number of Frames in Overlay, IS.
    public static let numberOfFramesInOverlay = DICOMTag(0x6000, 0x0015)
    /// (6000,0022) Overlay Description, LO.
    public static let overlayDescription = DICOMTag(0x6000, 0x0022)
    /// (6000,0040) Overlay Type, CS.
    public static let overlayType = DICOMTag(0x6000, 0x0040)
    /// (6000,0050) Overlay Origin, SS.
    public static let overlayOrigin = DICOMTag(0x6000, 0x0050)
    /// (6000,0051) Image Frame Origin, US.
    public static let imageFrameOrigin = DICOMTag(0x6000, 0x0051)
    /// (6000,0100) Overlay Bits Allocated, US.
    public static let overlayBitsAllocated = DICOMTag(0x6000, 0x0100)
    /// (6000,0102) Overlay Bit Position, US.
    public static let overlayBitPosition = DICOMTag(0x6000, 0x0102)
    /// (6000,1500) Overlay Label, LO.
    public static let overlayLabel = DICOMTag(0x6000, 0x1500)
    /// (6000,3000) Overlay Data, OW.
    public static let overlayData = DICOMTag(0x6000, 0x3000)

    /// The overlay groups an image may have: 6000, 6002, … 601E.
    public static let overlayGroups: [UInt16] = stride(from: 0x6000, through: 0x601E, by: 2).map(UInt16.init)

    /// Whether it is an element of an overlay group (60xx, xx even and at most 1E).
    public var isInOverlayGroup: Bool { group & 0xFFE1 == 0x6000 }

    /// The same element in overlay group `group` (an overlay element of group 6000 moved to 6002, …).
    public func inOverlayGroup(_ group: UInt16) -> DICOMTag { DICOMTag(group, element) }

    /// The overlay elements of group 6000, which every overlay group repeats: their names and VRs.
    static let overlayDictionary: [DICOMTag: (name: String, vr: ValueRepresentation)] = [
        overlayRows: ("Overlay Rows", .US),
        overlayColumns: ("Overlay Columns", .US),
        numberOfFramesInOverlay: ("Number of Frames in Overlay", .IS),
        overlayDescription: ("Overlay Description", .LO),
        overlayType: ("Overlay Type", .CS),
        overlayOrigin: ("Overlay Origin", .SS),
        imageFrameOrigin: ("Image Frame Origin", .US),
        overlayBitsAllocated: ("Overlay Bits Allocated", .US),
        overlayBitPosition: ("Overlay Bit Position", .US),
        overlayLabel: ("Overlay Label", .LO),
        overlayData: ("Overlay Data", .OW),
    ]

    /// The name and VR Tomo knows the tag by: from the dictionary, an overlay group's as group 6000's.
    static func entry(_ tag: DICOMTag) -> (name: String, vr: ValueRepresentation)? {
        dictionary[tag] ?? (tag.isInOverlayGroup ? overlayDictionary[tag.inOverlayGroup(0x6000)] : nil)
    }
}
