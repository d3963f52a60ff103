extension DICOMTag {
    // The Overlay Plane module (PS3.3 C.9.2) in group 6000; an image's other overlays repeat it in the even
    // groups up to 601E (`inOverlayGroup`).
    public static let overlayRows = DICOMTag(0x6000, 0x0010)
    public static let overlayColumns = DICOMTag(0x6000, 0x0011)
    public static let numberOfFramesInOverlay = DICOMTag(0x6000, 0x0015)
    public static let overlayDescription = DICOMTag(0x6000, 0x0022)
    public static let overlayType = DICOMTag(0x6000, 0x0040)
    public static let overlayOrigin = DICOMTag(0x6000, 0x0050)
    public static let imageFrameOrigin = DICOMTag(0x6000, 0x0051)
    public static let overlayBitsAllocated = DICOMTag(0x6000, 0x0100)
    public static let overlayBitPosition = DICOMTag(0x6000, 0x0102)
    public static let overlayLabel = DICOMTag(0x6000, 0x1500)
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
