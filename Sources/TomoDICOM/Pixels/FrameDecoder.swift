/// Decodes one compressed frame (its fragments joined) into one word per sample, row-major, a colour pixel's
/// samples together, as the codec gives them: before stored bits are masked or sign-extended (and colour as the
/// codec leaves it: JPEG's YCbCr and JPEG 2000's RCT and ICT already turned into RGB).
protocol FrameDecoder: Sendable {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16]
}
