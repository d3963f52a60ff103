/// Decodes one compressed frame (its fragments joined) into one word per sample, row-major, as the
/// codec gives them: before stored bits are masked or sign-extended.
protocol FrameDecoder: Sendable {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16]
}
