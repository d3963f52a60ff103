/// The SOP classes Tomo asks for and takes over DIMSE (PS3.4), with the names messages use.
public enum SOPClass {
    /// Verification (C-ECHO).
    public static let verification = "1.2.840.10008.1.1"
    /// Study Root Query/Retrieve Information Model – FIND.
    public static let studyRootFind = "1.2.840.10008.5.1.4.1.2.2.1"
    /// Study Root Query/Retrieve Information Model – MOVE.
    public static let studyRootMove = "1.2.840.10008.5.1.4.1.2.2.2"
    /// Study Root Query/Retrieve Information Model – GET.
    public static let studyRootGet = "1.2.840.10008.5.1.4.1.2.2.3"

    /// The storage classes of images and reports Tomo reads.
    public static let storage: [String] = [
        "1.2.840.10008.5.1.4.1.1.2",  // CT Image
        "1.2.840.10008.5.1.4.1.1.2.1",  // Enhanced CT Image
        "1.2.840.10008.5.1.4.1.1.4",  // MR Image
        "1.2.840.10008.5.1.4.1.1.4.1",  // Enhanced MR Image
        "1.2.840.10008.5.1.4.1.1.7",  // Secondary Capture Image
        "1.2.840.10008.5.1.4.1.1.7.1",  // Multi-frame Single Bit Secondary Capture Image
        "1.2.840.10008.5.1.4.1.1.7.2",  // Multi-frame Grayscale Byte Secondary Capture Image
        "1.2.840.10008.5.1.4.1.1.7.3",  // Multi-frame Grayscale Word Secondary Capture Image
        "1.2.840.10008.5.1.4.1.1.7.4",  // Multi-frame True Color Secondary Capture Image
        "1.2.840.10008.5.1.4.1.1.1",  // Computed Radiography Image
        "1.2.840.10008.5.1.4.1.1.1.1",  // Digital X-Ray Image, for presentation
        "1.2.840.10008.5.1.4.1.1.1.1.1",  // Digital X-Ray Image, for processing
        "1.2.840.10008.5.1.4.1.1.1.2",  // Digital Mammography X-Ray Image, for presentation
        "1.2.840.10008.5.1.4.1.1.1.2.1",  // Digital Mammography X-Ray Image, for processing
        "1.2.840.10008.5.1.4.1.1.13.1.3",  // Breast Tomosynthesis Image
        "1.2.840.10008.5.1.4.1.1.6.1",  // Ultrasound Image
        "1.2.840.10008.5.1.4.1.1.6",  // Ultrasound Image (retired, still sent by older machines)
        "1.2.840.10008.5.1.4.1.1.3.1",  // Ultrasound Multi-frame Image
        "1.2.840.10008.5.1.4.1.1.20",  // Nuclear Medicine Image
        "1.2.840.10008.5.1.4.1.1.128",  // Positron Emission Tomography Image
        "1.2.840.10008.5.1.4.1.1.130",  // Enhanced PET Image
        "1.2.840.10008.5.1.4.1.1.12.1",  // X-Ray Angiographic Image
        "1.2.840.10008.5.1.4.1.1.12.2",  // X-Ray Radiofluoroscopic Image
        "1.2.840.10008.5.1.4.1.1.66.4",  // Segmentation
        "1.2.840.10008.5.1.4.1.1.88.11",  // Basic Text SR
        "1.2.840.10008.5.1.4.1.1.88.22",  // Enhanced SR
        "1.2.840.10008.5.1.4.1.1.88.33",  // Comprehensive SR
        "1.2.840.10008.5.1.4.1.1.88.59",  // Key Object Selection Document
    ]

    /// The image storage classes of `storage` (the reports left out).
    public static var imageStorage: [String] { storage.filter { !$0.hasPrefix("1.2.840.10008.5.1.4.1.1.88.") } }

    /// The storage classes a series of `modality` may hold (all of `storage` when it is not known): few
    /// enough that a retrieval offers each in every transfer syntax apart, so that the node sends each
    /// instance as it stores it.
    public static func storageClasses(forModality modality: String?) -> [String] {
        let secondaryCapture = "1.2.840.10008.5.1.4.1.1.7"
        return switch modality?.uppercased() {
        case "CT": ["1.2.840.10008.5.1.4.1.1.2", "1.2.840.10008.5.1.4.1.1.2.1", secondaryCapture]
        case "MR": ["1.2.840.10008.5.1.4.1.1.4", "1.2.840.10008.5.1.4.1.1.4.1", secondaryCapture]
        case "US": ["1.2.840.10008.5.1.4.1.1.6.1", "1.2.840.10008.5.1.4.1.1.3.1", "1.2.840.10008.5.1.4.1.1.6", secondaryCapture]
        case "CR", "DX": ["1.2.840.10008.5.1.4.1.1.1", "1.2.840.10008.5.1.4.1.1.1.1", "1.2.840.10008.5.1.4.1.1.1.1.1", secondaryCapture]
        case "MG": [
            "1.2.840.10008.5.1.4.1.1.1.2", "1.2.840.10008.5.1.4.1.1.1.2.1", "1.2.840.10008.5.1.4.1.1.13.1.3", secondaryCapture,
        ]
        case "XA", "RF": ["1.2.840.10008.5.1.4.1.1.12.1", "1.2.840.10008.5.1.4.1.1.12.2", secondaryCapture]
        case "NM": ["1.2.840.10008.5.1.4.1.1.20", secondaryCapture]
        case "PT": ["1.2.840.10008.5.1.4.1.1.128", "1.2.840.10008.5.1.4.1.1.130", secondaryCapture]
        case "SEG": ["1.2.840.10008.5.1.4.1.1.66.4"]
        // Basic Text, Enhanced, Comprehensive, Comprehensive 3D (Tomo's measurement reports) and Extensible SR;
        // Key Object Selection (key images).
        case "SR": [
            "1.2.840.10008.5.1.4.1.1.88.11", "1.2.840.10008.5.1.4.1.1.88.22", "1.2.840.10008.5.1.4.1.1.88.33",
            "1.2.840.10008.5.1.4.1.1.88.34", "1.2.840.10008.5.1.4.1.1.88.35",
        ]
        case "KO": ["1.2.840.10008.5.1.4.1.1.88.59"]
        default: storage
        }
    }

    /// Names of the classes above, for messages.
    public static let names: [String: String] = [
        verification: "Verification", studyRootFind: "Study Root Query/Retrieve – FIND",
        studyRootMove: "Study Root Query/Retrieve – MOVE", studyRootGet: "Study Root Query/Retrieve – GET",
        "1.2.840.10008.5.1.4.1.1.2": "CT Image Storage", "1.2.840.10008.5.1.4.1.1.2.1": "Enhanced CT Image Storage",
        "1.2.840.10008.5.1.4.1.1.4": "MR Image Storage", "1.2.840.10008.5.1.4.1.1.4.1": "Enhanced MR Image Storage",
        "1.2.840.10008.5.1.4.1.1.7": "Secondary Capture Image Storage",
    ]
}

/// The transfer syntaxes Tomo proposes and accepts (PS3.5 A).
public enum TransferSyntaxUID {
    /// Implicit VR Little Endian, every node's default.
    public static let implicitVRLittleEndian = "1.2.840.10008.1.2"
    /// Explicit VR Little Endian.
    public static let explicitVRLittleEndian = "1.2.840.10008.1.2.1"
    /// Deflated Explicit VR Little Endian.
    public static let deflatedExplicitVRLittleEndian = "1.2.840.10008.1.2.1.99"
    /// Explicit VR Big Endian (retired).
    public static let explicitVRBigEndian = "1.2.840.10008.1.2.2"

    /// For commands' data sets (queries): what every peer takes.
    public static let uncompressed = [explicitVRLittleEndian, implicitVRLittleEndian]

    /// For images, as stored: everything Tomo decodes, uncompressed first.
    public static let decodable = [
        explicitVRLittleEndian, implicitVRLittleEndian, explicitVRBigEndian, deflatedExplicitVRLittleEndian,
        "1.2.840.10008.1.2.5",  // RLE Lossless
        "1.2.840.10008.1.2.4.70",  // JPEG Lossless, SV1
        "1.2.840.10008.1.2.4.57",  // JPEG Lossless
        "1.2.840.10008.1.2.4.80",  // JPEG-LS Lossless
        "1.2.840.10008.1.2.4.81",  // JPEG-LS Near-Lossless
        "1.2.840.10008.1.2.4.90",  // JPEG 2000 Lossless
        "1.2.840.10008.1.2.4.91",  // JPEG 2000
        "1.2.840.10008.1.2.4.201",  // HTJ2K Lossless
        "1.2.840.10008.1.2.4.202",  // HTJ2K Lossless RPCL
        "1.2.840.10008.1.2.4.203",  // HTJ2K
        "1.2.840.10008.1.2.4.50",  // JPEG Baseline
    ]
}
