extension ImagePixelDescription: Codable {
    private enum CodingKeys: String, CodingKey {
        case rows, columns, samplesPerPixel, bitsAllocated, bitsStored, highBit, isSigned, photometricInterpretation, frameCount
        case planarConfiguration
    }

    /// The description `decoder` holds, checked as one read from a header is: a size or frame count no image
    /// can have is refused, whoever wrote it. No `planarConfiguration` reads as 0, pixel by pixel.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            rows: values.decode(Int.self, forKey: .rows), columns: values.decode(Int.self, forKey: .columns),
            bitsAllocated: values.decode(Int.self, forKey: .bitsAllocated), bitsStored: values.decode(Int.self, forKey: .bitsStored),
            highBit: values.decode(Int.self, forKey: .highBit), isSigned: values.decode(Bool.self, forKey: .isSigned),
            photometricInterpretation: values.decode(String.self, forKey: .photometricInterpretation),
            samplesPerPixel: values.decode(Int.self, forKey: .samplesPerPixel), frameCount: values.decode(Int.self, forKey: .frameCount),
            allowsColour: true)
        planarConfiguration = try values.decodeIfPresent(Int.self, forKey: .planarConfiguration) ?? 0
    }

    /// Writes every field, by name.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(rows, forKey: .rows)
        try values.encode(columns, forKey: .columns)
        try values.encode(samplesPerPixel, forKey: .samplesPerPixel)
        try values.encode(bitsAllocated, forKey: .bitsAllocated)
        try values.encode(bitsStored, forKey: .bitsStored)
        try values.encode(highBit, forKey: .highBit)
        try values.encode(isSigned, forKey: .isSigned)
        try values.encode(photometricInterpretation, forKey: .photometricInterpretation)
        try values.encode(frameCount, forKey: .frameCount)
        try values.encode(planarConfiguration, forKey: .planarConfiguration)
    }
}
