import TomoVolume

/// The layout of an image's pixels (DICOM's Image Pixel module): what a decoder needs, checked once.
public struct ImagePixelDescription: Sendable, Hashable {
    /// Its height in pixels.
    public var rows: Int
    /// Its width in pixels.
    public var columns: Int
    /// 1 for grey and palette images, 3 for RGB and YBR.
    public var samplesPerPixel: Int
    /// The bits each sample takes: 1, 8, 16 or 32.
    public var bitsAllocated: Int
    /// The bits of each sample that hold its value.
    public var bitsStored: Int
    /// The bit of each sample that holds its value's highest bit.
    public var highBit: Int
    /// Samples are two's complement (Pixel Representation 1).
    public var isSigned: Bool
    /// `MONOCHROME2`, `MONOCHROME1`, `RGB`, …
    public var photometricInterpretation: String
    /// Number of frames (1 unless the file says more).
    public var frameCount: Int
    /// Colour samples by pixel (0: R, G, B of each pixel together) or by plane (1: every R, then G, then B).
    public var planarConfiguration = 0

    /// The colour photometric interpretations Tomo converts to RGB (`DICOMFile.colourFrame`).
    public static let colourInterpretations: Set<String> = ["RGB", "YBR_FULL", "YBR_FULL_422", "YBR_RCT", "YBR_ICT", "PALETTE COLOR"]

    /// The most samples a frame may have: a 16,384 × 16,384 image. Larger claims are refused before anything
    /// is allocated for them.
    public static let maximumSamplesPerFrame = 1 << 28

    /// Reads and checks the data set's Image Pixel module: a grey image's, or, when `allowsColour`, a colour
    /// one's too (one of `colourInterpretations`: three samples per pixel, one for a palette).
    public init(_ dataSet: DataSet, allowsColour: Bool = false) throws(DICOMError) {
        func required(_ tag: DICOMTag) throws(DICOMError) -> Int {
            guard let value = dataSet.integer(tag) else {
                throw dataSet[tag] == nil ? .missingElement(tag) : .invalidValue(tag: tag, reason: "not a whole number")
            }
            return value
        }
        let bitsAllocated = try required(.bitsAllocated)
        let bitsStored = dataSet.integer(.bitsStored) ?? bitsAllocated
        try self.init(
            rows: try required(.rows), columns: try required(.columns), bitsAllocated: bitsAllocated,
            bitsStored: bitsStored, highBit: dataSet.integer(.highBit) ?? bitsStored - 1,
            isSigned: dataSet.integer(.pixelRepresentation) == 1,
            photometricInterpretation: dataSet.string(.photometricInterpretation) ?? "MONOCHROME2",
            samplesPerPixel: dataSet.integer(.samplesPerPixel) ?? 1, frameCount: dataSet.integer(.numberOfFrames) ?? 1,
            allowsColour: allowsColour)
        planarConfiguration = dataSet.integer(.planarConfiguration) ?? 0
    }

    /// A layout from its attributes (as DICOMweb's metadata gives them), checked: grayscale (or colour, when
    /// `allowsColour`), 8 or 16 bits allocated (or 1 for grey: a bitmap, as a segmentation stores; or 32 for
    /// grey, as a dose grid stores, and RGB), a size Tomo can hold.
    public init(
        rows: Int, columns: Int, bitsAllocated: Int, bitsStored: Int, highBit: Int, isSigned: Bool,
        photometricInterpretation: String = "MONOCHROME2", samplesPerPixel: Int = 1, frameCount: Int = 1, allowsColour: Bool = false
    ) throws(DICOMError) {
        self.rows = rows
        self.columns = columns
        self.bitsAllocated = bitsAllocated
        self.bitsStored = bitsStored
        self.highBit = highBit
        self.isSigned = isSigned
        self.photometricInterpretation = photometricInterpretation
        self.samplesPerPixel = samplesPerPixel
        self.frameCount = frameCount
        guard rows > 0, columns > 0, rows <= 0xFFFF, columns <= 0xFFFF, rows * columns <= Self.maximumSamplesPerFrame
        else {
            throw .invalidValue(tag: .rows, reason: "an image of \(columns) × \(rows) pixels is not one Tomo can show")
        }
        guard (1...0xFFFF).contains(frameCount) else {
            throw .invalidValue(tag: .numberOfFrames, reason: "\(frameCount) frames")
        }
        let isGrey = samplesPerPixel == 1 && photometricInterpretation.hasPrefix("MONOCHROME")
        let isColour = Self.colourInterpretations.contains(photometricInterpretation)
            && samplesPerPixel == (photometricInterpretation == "PALETTE COLOR" ? 1 : 3)
        guard isGrey || (allowsColour && isColour) else {
            throw .unsupportedImage("\(photometricInterpretation) with \(samplesPerPixel) samples per pixel (Tomo shows grayscale images)")
        }
        let isWideColour = bitsAllocated == 32 && !isSigned && photometricInterpretation == "RGB" && samplesPerPixel == 3
        guard bitsAllocated == 8 || bitsAllocated == 16 || (bitsAllocated == 1 && isGrey) || (bitsAllocated == 32 && isGrey) || isWideColour
        else {
            let kind = isGrey ? "grey" : "\(photometricInterpretation)"
            throw .unsupportedImage(
                "\(bitsAllocated) bits allocated per \(kind) sample (Tomo reads 1-bit grey, 8 and 16, and 32-bit grey and RGB)")
        }
        guard (1...bitsAllocated).contains(bitsStored), highBit >= bitsStored - 1, highBit < bitsAllocated else {
            throw .invalidValue(
                tag: .bitsStored, reason: "\(bitsStored) bits stored with high bit \(highBit) in \(bitsAllocated) allocated")
        }
    }

    /// Samples in one frame.
    public var samplesPerFrame: Int { rows * columns * samplesPerPixel }

    /// Bytes of one uncompressed frame (YBR_FULL_422 keeps one Cb and one Cr for every two pixels; a 1-bit
    /// frame's bits rounded up to whole bytes, though the next frame starts at the following bit).
    public var bytesPerFrame: Int {
        ((photometricInterpretation == "YBR_FULL_422" ? rows * columns * 2 : samplesPerFrame) * bitsAllocated + 7) / 8
    }

    /// The stored values its bits can hold: 0 to 2^bits − 1, or from −2^(bits−1) when signed.
    public var storedRange: ClosedRange<Int> {
        isSigned ? -(1 << (bitsStored - 1))...(1 << (bitsStored - 1)) - 1 : 0...(1 << bitsStored) - 1
    }

    /// Whether it is a colour image (`colourInterpretations`), shown in RGB rather than windowed.
    public var isColour: Bool { Self.colourInterpretations.contains(photometricInterpretation) }

    /// Whether the lowest value shows white (MONOCHROME1).
    public var isInverted: Bool { photometricInterpretation == "MONOCHROME1" }

    /// Whether its samples are grey and 32 bits wide (a dose grid's): values no 16-bit word holds, read whole
    /// (`DICOMFile.storedValues(frame:pixels:)`) into a volume.
    public var isWideGrey: Bool { bitsAllocated == 32 && !isColour }

    /// Why a 32-bit grey frame cannot be read as 16-bit words, which its values do not fit.
    static let wideGreyRefusal = DICOMError.unsupportedImage(
        "32-bit grey samples in a frame read on its own (Tomo reads 32-bit grey images, RT dose grids, whole from their files)")

    /// The stored bits a decoded word holds: all of them up to 16; a 32-bit sample's top 16 (`word(of:)`).
    public var wordBits: Int { min(bitsStored, 16) }

    /// A 32-bit sample as a decoder's word: its stored bits, the top 16 of them (a 32-bit colour image is
    /// shown at 8 bits per sample, scaled as `ColourFrame` says).
    func word(of sample: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: storedBits(of: sample) >> UInt32(bitsStored - wordBits))
    }

    /// A 32-bit sample's stored value: its stored bits, shifted down, sign-extended when signed.
    func storedValue(of sample: UInt32) -> Int64 {
        let bits = storedBits(of: sample)
        guard isSigned, bits & (1 << UInt32(bitsStored - 1)) != 0 else { return Int64(bits) }
        return Int64(bits) - (Int64(1) << Int64(bitsStored))
    }

    /// A 32-bit sample's stored bits, shifted down and masked.
    private func storedBits(of sample: UInt32) -> UInt32 {
        let stored = sample >> UInt32(highBit + 1 - bitsStored)
        return bitsStored == 32 ? stored : stored & ((1 << UInt32(bitsStored)) - 1)
    }

    /// Decoded words as stored values: shifted down to the stored bits, masked, sign-extended if signed
    /// (a 32-bit sample's word as `word(of:)` made it).
    func storedSamples(_ words: [UInt16]) -> StoredSamples {
        if bitsAllocated == 32 { return StoredSamples(words: words, isSigned: false) }
        let shift = UInt16(highBit + 1 - bitsStored)
        let mask: UInt16 = bitsStored == 16 ? 0xFFFF : (1 << UInt16(bitsStored)) - 1
        if shift == 0, mask == 0xFFFF { return StoredSamples(words: words, isSigned: isSigned) }
        let signBit: UInt16 = 1 << UInt16(bitsStored - 1)
        let signed = isSigned
        let normalized = words.map { word -> UInt16 in
            let value = (word >> shift) & mask
            return signed && value & signBit != 0 ? value | ~mask : value
        }
        return StoredSamples(words: normalized, isSigned: isSigned)
    }
}
