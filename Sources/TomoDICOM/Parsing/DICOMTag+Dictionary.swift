extension DICOMTag {
    // File meta information.
    public static let fileMetaInformationGroupLength = DICOMTag(0x0002, 0x0000)
    public static let mediaStorageSOPClassUID = DICOMTag(0x0002, 0x0002)
    public static let mediaStorageSOPInstanceUID = DICOMTag(0x0002, 0x0003)
    public static let transferSyntaxUID = DICOMTag(0x0002, 0x0010)
    // Media storage directory (DICOMDIR).
    public static let directoryRecordSequence = DICOMTag(0x0004, 0x1220)
    public static let directoryRecordType = DICOMTag(0x0004, 0x1430)
    public static let referencedFileID = DICOMTag(0x0004, 0x1500)
    // Patient, study, series, instance.
    public static let sopClassUID = DICOMTag(0x0008, 0x0016)
    public static let sopInstanceUID = DICOMTag(0x0008, 0x0018)
    public static let studyDate = DICOMTag(0x0008, 0x0020)
    public static let studyTime = DICOMTag(0x0008, 0x0030)
    public static let accessionNumber = DICOMTag(0x0008, 0x0050)
    public static let modality = DICOMTag(0x0008, 0x0060)
    public static let modalitiesInStudy = DICOMTag(0x0008, 0x0061)
    public static let queryRetrieveLevel = DICOMTag(0x0008, 0x0052)
    public static let numberOfSeriesRelatedInstances = DICOMTag(0x0020, 0x1209)
    public static let numberOfStudyRelatedSeries = DICOMTag(0x0020, 0x1206)
    public static let numberOfStudyRelatedInstances = DICOMTag(0x0020, 0x1208)
    public static let studyDescription = DICOMTag(0x0008, 0x1030)
    public static let seriesDescription = DICOMTag(0x0008, 0x103E)
    public static let patientName = DICOMTag(0x0010, 0x0010)
    public static let patientID = DICOMTag(0x0010, 0x0020)
    public static let patientBirthDate = DICOMTag(0x0010, 0x0030)
    public static let patientSex = DICOMTag(0x0010, 0x0040)
    public static let sliceThickness = DICOMTag(0x0018, 0x0050)
    // Cine: how fast a multi-frame image was recorded and is meant to play.
    public static let recommendedDisplayFrameRate = DICOMTag(0x0008, 0x2144)
    public static let cineRate = DICOMTag(0x0018, 0x0040)
    public static let frameTime = DICOMTag(0x0018, 0x1063)
    public static let frameTimeVector = DICOMTag(0x0018, 0x1065)
    public static let studyInstanceUID = DICOMTag(0x0020, 0x000D)
    public static let seriesInstanceUID = DICOMTag(0x0020, 0x000E)
    public static let seriesNumber = DICOMTag(0x0020, 0x0011)
    public static let instanceNumber = DICOMTag(0x0020, 0x0013)
    public static let imagePositionPatient = DICOMTag(0x0020, 0x0032)
    public static let imageOrientationPatient = DICOMTag(0x0020, 0x0037)
    public static let frameOfReferenceUID = DICOMTag(0x0020, 0x0052)
    // Image pixel module.
    public static let samplesPerPixel = DICOMTag(0x0028, 0x0002)
    public static let photometricInterpretation = DICOMTag(0x0028, 0x0004)
    public static let planarConfiguration = DICOMTag(0x0028, 0x0006)
    public static let numberOfFrames = DICOMTag(0x0028, 0x0008)
    public static let rows = DICOMTag(0x0028, 0x0010)
    public static let columns = DICOMTag(0x0028, 0x0011)
    public static let pixelSpacing = DICOMTag(0x0028, 0x0030)
    public static let bitsAllocated = DICOMTag(0x0028, 0x0100)
    public static let bitsStored = DICOMTag(0x0028, 0x0101)
    public static let highBit = DICOMTag(0x0028, 0x0102)
    public static let pixelRepresentation = DICOMTag(0x0028, 0x0103)
    public static let windowCenter = DICOMTag(0x0028, 0x1050)
    public static let windowWidth = DICOMTag(0x0028, 0x1051)
    public static let rescaleIntercept = DICOMTag(0x0028, 0x1052)
    public static let rescaleSlope = DICOMTag(0x0028, 0x1053)
    public static let rescaleType = DICOMTag(0x0028, 0x1054)
    public static let windowCenterWidthExplanation = DICOMTag(0x0028, 0x1055)
    public static let voiLUTFunction = DICOMTag(0x0028, 0x1056)
    public static let modalityLUTSequence = DICOMTag(0x0028, 0x3000)
    public static let modalityLUTType = DICOMTag(0x0028, 0x3004)
    public static let lutDescriptor = DICOMTag(0x0028, 0x3002)
    public static let lutExplanation = DICOMTag(0x0028, 0x3003)
    public static let lutData = DICOMTag(0x0028, 0x3006)
    public static let voiLUTSequence = DICOMTag(0x0028, 0x3010)
    public static let presentationLUTShape = DICOMTag(0x2050, 0x0020)
    /// A PET's or NM's unit of its values (BQML, CNTS…).
    public static let units = DICOMTag(0x0054, 0x1001)
    // An RT Dose grid's: its unit (GY, RELATIVE), its frames' places along the normal, its stored values' scale.
    public static let doseUnits = DICOMTag(0x3004, 0x0002)
    public static let gridFrameOffsetVector = DICOMTag(0x3004, 0x000C)
    public static let doseGridScaling = DICOMTag(0x3004, 0x000E)
    // Palette colour lookup tables.
    public static let redPaletteDescriptor = DICOMTag(0x0028, 0x1101)
    public static let greenPaletteDescriptor = DICOMTag(0x0028, 0x1102)
    public static let bluePaletteDescriptor = DICOMTag(0x0028, 0x1103)
    public static let redPaletteData = DICOMTag(0x0028, 0x1201)
    public static let greenPaletteData = DICOMTag(0x0028, 0x1202)
    public static let bluePaletteData = DICOMTag(0x0028, 0x1203)
    public static let segmentedRedPaletteData = DICOMTag(0x0028, 0x1221)
    public static let segmentedGreenPaletteData = DICOMTag(0x0028, 0x1222)
    public static let segmentedBluePaletteData = DICOMTag(0x0028, 0x1223)
    // Multi-frame functional groups (enhanced CT).
    public static let sharedFunctionalGroupsSequence = DICOMTag(0x5200, 0x9229)
    public static let perFrameFunctionalGroupsSequence = DICOMTag(0x5200, 0x9230)
    public static let pixelMeasuresSequence = DICOMTag(0x0028, 0x9110)
    public static let planePositionSequence = DICOMTag(0x0020, 0x9113)
    public static let planeOrientationSequence = DICOMTag(0x0020, 0x9116)
    public static let pixelValueTransformationSequence = DICOMTag(0x0028, 0x9145)
    public static let frameVOILUTSequence = DICOMTag(0x0028, 0x9132)
    // Pixel data and the delimiters of undefined lengths.
    public static let pixelData = DICOMTag(0x7FE0, 0x0010)
    public static let item = DICOMTag(0xFFFE, 0xE000)
    public static let itemDelimitation = DICOMTag(0xFFFE, 0xE00D)
    public static let sequenceDelimitation = DICOMTag(0xFFFE, 0xE0DD)

    /// The name and VR of every tag Tomo reads: names for messages, VRs for Implicit VR files.
    static let dictionary: [DICOMTag: (name: String, vr: ValueRepresentation)] = [
        fileMetaInformationGroupLength: ("File Meta Information Group Length", .UL),
        mediaStorageSOPClassUID: ("Media Storage SOP Class UID", .UI),
        mediaStorageSOPInstanceUID: ("Media Storage SOP Instance UID", .UI),
        transferSyntaxUID: ("Transfer Syntax UID", .UI),
        directoryRecordSequence: ("Directory Record Sequence", .SQ),
        directoryRecordType: ("Directory Record Type", .CS),
        referencedFileID: ("Referenced File ID", .CS),
        sopClassUID: ("SOP Class UID", .UI),
        sopInstanceUID: ("SOP Instance UID", .UI),
        studyDate: ("Study Date", .DA),
        studyTime: ("Study Time", .TM),
        accessionNumber: ("Accession Number", .SH),
        modality: ("Modality", .CS),
        queryRetrieveLevel: ("Query/Retrieve Level", .CS),
        numberOfSeriesRelatedInstances: ("Number of Series Related Instances", .IS),
        modalitiesInStudy: ("Modalities in Study", .CS),
        numberOfStudyRelatedSeries: ("Number of Study Related Series", .IS),
        numberOfStudyRelatedInstances: ("Number of Study Related Instances", .IS),
        studyDescription: ("Study Description", .LO),
        seriesDescription: ("Series Description", .LO),
        patientName: ("Patient's Name", .PN),
        patientID: ("Patient ID", .LO),
        patientBirthDate: ("Patient's Birth Date", .DA),
        patientSex: ("Patient's Sex", .CS),
        sliceThickness: ("Slice Thickness", .DS),
        recommendedDisplayFrameRate: ("Recommended Display Frame Rate", .IS),
        cineRate: ("Cine Rate", .IS),
        frameTime: ("Frame Time", .DS),
        frameTimeVector: ("Frame Time Vector", .DS),
        studyInstanceUID: ("Study Instance UID", .UI),
        seriesInstanceUID: ("Series Instance UID", .UI),
        seriesNumber: ("Series Number", .IS),
        instanceNumber: ("Instance Number", .IS),
        imagePositionPatient: ("Image Position (Patient)", .DS),
        imageOrientationPatient: ("Image Orientation (Patient)", .DS),
        frameOfReferenceUID: ("Frame of Reference UID", .UI),
        samplesPerPixel: ("Samples per Pixel", .US),
        photometricInterpretation: ("Photometric Interpretation", .CS),
        planarConfiguration: ("Planar Configuration", .US),
        numberOfFrames: ("Number of Frames", .IS),
        rows: ("Rows", .US),
        columns: ("Columns", .US),
        pixelSpacing: ("Pixel Spacing", .DS),
        bitsAllocated: ("Bits Allocated", .US),
        bitsStored: ("Bits Stored", .US),
        highBit: ("High Bit", .US),
        pixelRepresentation: ("Pixel Representation", .US),
        presentationLUTShape: ("Presentation LUT Shape", .CS),
        windowCenter: ("Window Center", .DS),
        windowWidth: ("Window Width", .DS),
        rescaleIntercept: ("Rescale Intercept", .DS),
        rescaleSlope: ("Rescale Slope", .DS),
        rescaleType: ("Rescale Type", .LO),
        units: ("Units", .CS),
        doseUnits: ("Dose Units", .CS),
        gridFrameOffsetVector: ("Grid Frame Offset Vector", .DS),
        doseGridScaling: ("Dose Grid Scaling", .DS),
        windowCenterWidthExplanation: ("Window Center & Width Explanation", .LO),
        voiLUTFunction: ("VOI LUT Function", .CS),
        modalityLUTSequence: ("Modality LUT Sequence", .SQ),
        modalityLUTType: ("Modality LUT Type", .LO),
        lutDescriptor: ("LUT Descriptor", .US),
        lutExplanation: ("LUT Explanation", .LO),
        lutData: ("LUT Data", .OW),
        voiLUTSequence: ("VOI LUT Sequence", .SQ),
        redPaletteDescriptor: ("Red Palette Color Lookup Table Descriptor", .US),
        greenPaletteDescriptor: ("Green Palette Color Lookup Table Descriptor", .US),
        bluePaletteDescriptor: ("Blue Palette Color Lookup Table Descriptor", .US),
        redPaletteData: ("Red Palette Color Lookup Table Data", .OW),
        greenPaletteData: ("Green Palette Color Lookup Table Data", .OW),
        bluePaletteData: ("Blue Palette Color Lookup Table Data", .OW),
        segmentedRedPaletteData: ("Segmented Red Palette Color Lookup Table Data", .OW),
        segmentedGreenPaletteData: ("Segmented Green Palette Color Lookup Table Data", .OW),
        segmentedBluePaletteData: ("Segmented Blue Palette Color Lookup Table Data", .OW),
        sharedFunctionalGroupsSequence: ("Shared Functional Groups Sequence", .SQ),
        perFrameFunctionalGroupsSequence: ("Per-Frame Functional Groups Sequence", .SQ),
        pixelMeasuresSequence: ("Pixel Measures Sequence", .SQ),
        planePositionSequence: ("Plane Position Sequence", .SQ),
        planeOrientationSequence: ("Plane Orientation Sequence", .SQ),
        pixelValueTransformationSequence: ("Pixel Value Transformation Sequence", .SQ),
        frameVOILUTSequence: ("Frame VOI LUT Sequence", .SQ),
        pixelData: ("Pixel Data", .OW),
    ]
}
