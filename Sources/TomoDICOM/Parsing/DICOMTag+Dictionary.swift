extension DICOMTag {
    // File meta information.
    /// (0002,0000) File Meta Information Group Length, UL.
    public static let fileMetaInformationGroupLength = DICOMTag(0x0002, 0x0000)
    /// (0002,0002) Media Storage SOP Class UID, UI.
    public static let mediaStorageSOPClassUID = DICOMTag(0x0002, 0x0002)
    /// (0002,0003) Media Storage SOP Instance UID, UI.
    public static let mediaStorageSOPInstanceUID = DICOMTag(0x0002, 0x0003)
    /// (0002,0010) Transfer Syntax UID, UI.
    public static let transferSyntaxUID = DICOMTag(0x0002, 0x0010)
    // Media storage directory (DICOMDIR).
    /// (0004,1220) Directory Record Sequence, SQ.
    public static let directoryRecordSequence = DICOMTag(0x0004, 0x1220)
    /// (0004,1430) Directory Record Type, CS.
    public static let directoryRecordType = DICOMTag(0x0004, 0x1430)
    /// (0004,1500) Referenced File ID, CS.
    public static let referencedFileID = DICOMTag(0x0004, 0x1500)
    // Patient, study, series, instance.
    /// (0008,0016) SOP Class UID, UI.
    public static let sopClassUID = DICOMTag(0x0008, 0x0016)
    /// (0008,0018) SOP Instance UID, UI.
    public static let sopInstanceUID = DICOMTag(0x0008, 0x0018)
    /// (0008,0020) Study Date, DA.
    public static let studyDate = DICOMTag(0x0008, 0x0020)
    /// (0008,0030) Study Time, TM.
    public static let studyTime = DICOMTag(0x0008, 0x0030)
    /// (0008,0050) Accession Number, SH.
    public static let accessionNumber = DICOMTag(0x0008, 0x0050)
    /// (0008,0060) Modality, CS.
    public static let modality = DICOMTag(0x0008, 0x0060)
    /// (0008,0061) Modalities in Study, CS.
    public static let modalitiesInStudy = DICOMTag(0x0008, 0x0061)
    /// (0008,0052) Query/Retrieve Level, CS.
    public static let queryRetrieveLevel = DICOMTag(0x0008, 0x0052)
    /// (0020,1209) Number of Series Related Instances, IS.
    public static let numberOfSeriesRelatedInstances = DICOMTag(0x0020, 0x1209)
    /// (0020,1206) Number of Study Related Series, IS.
    public static let numberOfStudyRelatedSeries = DICOMTag(0x0020, 0x1206)
    /// (0020,1208) Number of Study Related Instances, IS.
    public static let numberOfStudyRelatedInstances = DICOMTag(0x0020, 0x1208)
    /// (0008,1030) Study Description, LO.
    public static let studyDescription = DICOMTag(0x0008, 0x1030)
    /// (0008,103E) Series Description, LO.
    public static let seriesDescription = DICOMTag(0x0008, 0x103E)
    /// (0010,0010) Patient's Name, PN.
    public static let patientName = DICOMTag(0x0010, 0x0010)
    /// (0010,0020) Patient ID, LO.
    public static let patientID = DICOMTag(0x0010, 0x0020)
    /// (0010,0021) Issuer of Patient ID, LO: the authority whose IDs `patientID` is one of.
    public static let issuerOfPatientID = DICOMTag(0x0010, 0x0021)
    /// (0018,0015) Body Part Examined, CS.
    public static let bodyPartExamined = DICOMTag(0x0018, 0x0015)
    /// (0010,0030) Patient's Birth Date, DA.
    public static let patientBirthDate = DICOMTag(0x0010, 0x0030)
    /// (0010,0040) Patient's Sex, CS.
    public static let patientSex = DICOMTag(0x0010, 0x0040)
    /// (0018,0050) Slice Thickness, DS.
    public static let sliceThickness = DICOMTag(0x0018, 0x0050)
    // Cine: how fast a multi-frame image was recorded and is meant to play.
    /// (0008,2144) Recommended Display Frame Rate, IS.
    public static let recommendedDisplayFrameRate = DICOMTag(0x0008, 0x2144)
    /// (0018,0040) Cine Rate, IS.
    public static let cineRate = DICOMTag(0x0018, 0x0040)
    /// (0018,1063) Frame Time, DS.
    public static let frameTime = DICOMTag(0x0018, 0x1063)
    /// (0018,1065) Frame Time Vector, DS.
    public static let frameTimeVector = DICOMTag(0x0018, 0x1065)
    /// (0020,000D) Study Instance UID, UI.
    public static let studyInstanceUID = DICOMTag(0x0020, 0x000D)
    /// (0020,000E) Series Instance UID, UI.
    public static let seriesInstanceUID = DICOMTag(0x0020, 0x000E)
    /// (0020,0011) Series Number, IS.
    public static let seriesNumber = DICOMTag(0x0020, 0x0011)
    /// (0020,0013) Instance Number, IS.
    public static let instanceNumber = DICOMTag(0x0020, 0x0013)
    /// (0020,0032) Image Position (Patient), DS.
    public static let imagePositionPatient = DICOMTag(0x0020, 0x0032)
    /// (0020,0037) Image Orientation (Patient), DS.
    public static let imageOrientationPatient = DICOMTag(0x0020, 0x0037)
    /// (0020,0052) Frame of Reference UID, UI.
    public static let frameOfReferenceUID = DICOMTag(0x0020, 0x0052)
    // Image pixel module.
    /// (0028,0002) Samples per Pixel, US.
    public static let samplesPerPixel = DICOMTag(0x0028, 0x0002)
    /// (0028,0004) Photometric Interpretation, CS.
    public static let photometricInterpretation = DICOMTag(0x0028, 0x0004)
    /// (0028,0006) Planar Configuration, US.
    public static let planarConfiguration = DICOMTag(0x0028, 0x0006)
    /// (0028,0008) Number of Frames, IS.
    public static let numberOfFrames = DICOMTag(0x0028, 0x0008)
    /// (0028,0010) Rows, US.
    public static let rows = DICOMTag(0x0028, 0x0010)
    /// (0028,0011) Columns, US.
    public static let columns = DICOMTag(0x0028, 0x0011)
    /// (0028,0030) Pixel Spacing, DS.
    public static let pixelSpacing = DICOMTag(0x0028, 0x0030)
    /// (0028,0100) Bits Allocated, US.
    public static let bitsAllocated = DICOMTag(0x0028, 0x0100)
    /// (0028,0101) Bits Stored, US.
    public static let bitsStored = DICOMTag(0x0028, 0x0101)
    /// (0028,0102) High Bit, US.
    public static let highBit = DICOMTag(0x0028, 0x0102)
    /// (0028,0103) Pixel Representation, US.
    public static let pixelRepresentation = DICOMTag(0x0028, 0x0103)
    /// (0028,1050) Window Center, DS.
    public static let windowCenter = DICOMTag(0x0028, 0x1050)
    /// (0028,1051) Window Width, DS.
    public static let windowWidth = DICOMTag(0x0028, 0x1051)
    /// (0028,1052) Rescale Intercept, DS.
    public static let rescaleIntercept = DICOMTag(0x0028, 0x1052)
    /// (0028,1053) Rescale Slope, DS.
    public static let rescaleSlope = DICOMTag(0x0028, 0x1053)
    /// (0028,1054) Rescale Type, LO.
    public static let rescaleType = DICOMTag(0x0028, 0x1054)
    /// (0028,1055) Window Center & Width Explanation, LO.
    public static let windowCenterWidthExplanation = DICOMTag(0x0028, 0x1055)
    /// (0028,1056) VOI LUT Function, CS.
    public static let voiLUTFunction = DICOMTag(0x0028, 0x1056)
    /// (0028,3000) Modality LUT Sequence, SQ.
    public static let modalityLUTSequence = DICOMTag(0x0028, 0x3000)
    /// (0028,3004) Modality LUT Type, LO.
    public static let modalityLUTType = DICOMTag(0x0028, 0x3004)
    /// (0028,3002) LUT Descriptor, US.
    public static let lutDescriptor = DICOMTag(0x0028, 0x3002)
    /// (0028,3003) LUT Explanation, LO.
    public static let lutExplanation = DICOMTag(0x0028, 0x3003)
    /// (0028,3006) LUT Data, OW.
    public static let lutData = DICOMTag(0x0028, 0x3006)
    /// (0028,3010) VOI LUT Sequence, SQ.
    public static let voiLUTSequence = DICOMTag(0x0028, 0x3010)
    /// (2050,0020) Presentation LUT Shape, CS.
    public static let presentationLUTShape = DICOMTag(0x2050, 0x0020)
    /// A PET's or NM's unit of its values (BQML, CNTS…).
    public static let units = DICOMTag(0x0054, 0x1001)
    // An RT Dose grid's: its unit (GY, RELATIVE), its frames' places along the normal, its stored values' scale.
    /// (3004,0002) Dose Units, CS.
    public static let doseUnits = DICOMTag(0x3004, 0x0002)
    /// (3004,000C) Grid Frame Offset Vector, DS.
    public static let gridFrameOffsetVector = DICOMTag(0x3004, 0x000C)
    /// (3004,000E) Dose Grid Scaling, DS.
    public static let doseGridScaling = DICOMTag(0x3004, 0x000E)
    // Palette colour lookup tables.
    /// (0028,1101) Red Palette Color Lookup Table Descriptor, US.
    public static let redPaletteDescriptor = DICOMTag(0x0028, 0x1101)
    /// (0028,1102) Green Palette Color Lookup Table Descriptor, US.
    public static let greenPaletteDescriptor = DICOMTag(0x0028, 0x1102)
    /// (0028,1103) Blue Palette Color Lookup Table Descriptor, US.
    public static let bluePaletteDescriptor = DICOMTag(0x0028, 0x1103)
    /// (0028,1201) Red Palette Color Lookup Table Data, OW.
    public static let redPaletteData = DICOMTag(0x0028, 0x1201)
    /// (0028,1202) Green Palette Color Lookup Table Data, OW.
    public static let greenPaletteData = DICOMTag(0x0028, 0x1202)
    /// (0028,1203) Blue Palette Color Lookup Table Data, OW.
    public static let bluePaletteData = DICOMTag(0x0028, 0x1203)
    /// (0028,1221) Segmented Red Palette Color Lookup Table Data, OW.
    public static let segmentedRedPaletteData = DICOMTag(0x0028, 0x1221)
    /// (0028,1222) Segmented Green Palette Color Lookup Table Data, OW.
    public static let segmentedGreenPaletteData = DICOMTag(0x0028, 0x1222)
    /// (0028,1223) Segmented Blue Palette Color Lookup Table Data, OW.
    public static let segmentedBluePaletteData = DICOMTag(0x0028, 0x1223)
    // Multi-frame functional groups (enhanced CT).
    /// (5200,9229) Shared Functional Groups Sequence, SQ.
    public static let sharedFunctionalGroupsSequence = DICOMTag(0x5200, 0x9229)
    /// (5200,9230) Per-Frame Functional Groups Sequence, SQ.
    public static let perFrameFunctionalGroupsSequence = DICOMTag(0x5200, 0x9230)
    /// (0028,9110) Pixel Measures Sequence, SQ.
    public static let pixelMeasuresSequence = DICOMTag(0x0028, 0x9110)
    /// (0020,9113) Plane Position Sequence, SQ.
    public static let planePositionSequence = DICOMTag(0x0020, 0x9113)
    /// (0020,9116) Plane Orientation Sequence, SQ.
    public static let planeOrientationSequence = DICOMTag(0x0020, 0x9116)
    /// (0028,9145) Pixel Value Transformation Sequence, SQ.
    public static let pixelValueTransformationSequence = DICOMTag(0x0028, 0x9145)
    /// (0028,9132) Frame VOI LUT Sequence, SQ.
    public static let frameVOILUTSequence = DICOMTag(0x0028, 0x9132)
    // Pixel data and the delimiters of undefined lengths.
    /// (7FE0,0010) Pixel Data, OW.
    public static let pixelData = DICOMTag(0x7FE0, 0x0010)
    /// (FFFE,E000) Item: one item of a sequence, or one fragment of encapsulated pixel data.
    public static let item = DICOMTag(0xFFFE, 0xE000)
    /// (FFFE,E00D) Item Delimitation Item: ends an item of undefined length.
    public static let itemDelimitation = DICOMTag(0xFFFE, 0xE00D)
    /// (FFFE,E0DD) Sequence Delimitation Item: ends a sequence of undefined length.
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
