#if canImport(ImageIO)
import CoreGraphics
import Foundation
import ImageIO
import TomoImaging

/// Decodes PNG and JPEG with ImageIO on Apple platforms, to the same pixel formats as libspng and
/// TurboJPEG give on Linux.
///
/// ImageIO is lenient with damaged data, so the size is checked against the limits and the file
/// structure (PNG IEND, JPEG EOI) before ImageIO sees the bytes. Colours are not converted: images
/// are drawn in their own colour space where Core Graphics allows it.
enum ImageIODecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, format: ImageFormat, limits: DecodingLimits) throws(ImagingError) -> Bitmap {
        let info = try ImageInfo(bytes)
        try limits.check(width: info.width, height: info.height)
        try checkComplete(bytes, format: format)

        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(Data(buffer: bytes) as CFData, options) else {
            throw .corrupt(format: format.displayName, reason: "ImageIO cannot read the data")
        }
        switch CGImageSourceGetStatus(source) {
        case .statusComplete: break
        case .statusUnexpectedEOF, .statusIncomplete, .statusReadingHeader: throw .truncated(format: format.displayName)
        default: throw .corrupt(format: format.displayName, reason: "ImageIO rejected the data")
        }
        guard CGImageSourceGetCount(source) > 0, let image = CGImageSourceCreateImageAtIndex(source, 0, options) else {
            throw .corrupt(format: format.displayName, reason: "ImageIO could not decode the image")
        }
        guard image.width == info.width, image.height == info.height else {
            throw .corrupt(format: format.displayName, reason: "decoded size differs from the header")
        }

        let isGray = image.colorSpace?.model == .monochrome
        let hasAlpha = ![CGImageAlphaInfo.none, .noneSkipFirst, .noneSkipLast].contains(image.alphaInfo)
        if hasAlpha { return try draw(image, as: .rgba8) }
        if isGray, image.bitsPerComponent == 16 {
            if let exact = try gray16Samples(image) { return exact }
            return try draw(image, as: .gray16)
        }
        return try draw(image, as: isGray ? .gray8 : .rgb8)
    }

    /// Throws `.truncated` unless a PNG has its IEND chunk and a JPEG an EOI marker after its first scan.
    private static func checkComplete(_ bytes: UnsafeBufferPointer<UInt8>, format: ImageFormat) throws(ImagingError) {
        switch format {
        case .png:
            guard PNGHeader.hasEndChunk(bytes) else { throw .truncated(format: "PNG") }
        case .jpeg:
            let header = try JPEGHeader(bytes, throughScanHeader: true)
            guard let scan = header.scanDataOffset, JPEGHeader.hasEndOfImage(bytes, after: scan) else {
                throw .truncated(format: "JPEG")
            }
        }
    }

    /// The samples of a 16-bit gray image exactly as stored, in native byte order; nil if the
    /// layout is not plain 16-bit integers.
    private static func gray16Samples(_ image: CGImage) throws(ImagingError) -> Bitmap? {
        guard image.bitsPerPixel == 16, !image.bitmapInfo.contains(.floatComponents),
            let provided = image.dataProvider?.data as Data?
        else { return nil }
        let bigEndian: Bool
        switch image.byteOrderInfo {
        case .orderDefault, .order16Big: bigEndian = true  // Core Graphics' default order is big-endian
        case .order16Little: bigEndian = false
        default: return nil
        }
        let width = image.width
        let height = image.height
        guard provided.count >= image.bytesPerRow * (height - 1) + width * 2 else { return nil }
        var samples = [UInt16](repeating: 0, count: width * height)
        provided.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for row in 0..<height {
                for column in 0..<width {
                    let offset = row * image.bytesPerRow + column * 2
                    let (first, second) = (UInt16(raw[offset]), UInt16(raw[offset + 1]))
                    samples[row * width + column] = bigEndian ? first << 8 | second : second << 8 | first
                }
            }
        }
        return try Bitmap(width: width, height: height, gray16: samples)
    }

    /// Draws the image into a bitmap context of `format` (RGB goes through RGBX, RGBA through
    /// premultiplied RGBA, which Core Graphics requires for drawing).
    private static func draw(_ image: CGImage, as format: PixelFormat) throws(ImagingError) -> Bitmap {
        let width = image.width
        let height = image.height
        let gray = format == .gray8 || format == .gray16
        let bitsPerComponent = format == .gray16 ? 16 : 8
        let contextBytesPerPixel = gray ? format.bytesPerPixel : 4
        var bitmapInfo: UInt32 = switch format {
        case .gray8, .gray16: CGImageAlphaInfo.none.rawValue
        case .rgb8: CGImageAlphaInfo.noneSkipLast.rawValue
        case .rgba8: CGImageAlphaInfo.premultipliedLast.rawValue
        }
        if format == .gray16 { bitmapInfo |= CGBitmapInfo.byteOrder16Little.rawValue }  // native on Apple hardware
        let space = colorSpace(of: image, gray: gray)
        var buffer = [UInt8](repeating: 0, count: width * height * contextBytesPerPixel)
        let drawn = buffer.withUnsafeMutableBytes { raw -> Bool in
            guard
                let context = CGContext(
                    data: raw.baseAddress, width: width, height: height, bitsPerComponent: bitsPerComponent,
                    bytesPerRow: width * contextBytesPerPixel, space: space, bitmapInfo: bitmapInfo)
            else { return false }
            context.setBlendMode(.copy)
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else {
            throw .corrupt(format: "image", reason: "Core Graphics cannot draw a \(format.rawValue) bitmap")
        }
        let pixels: [UInt8] = switch format {
        case .gray8, .gray16: buffer
        case .rgb8: droppingFourthByte(buffer)
        case .rgba8: unpremultiplied(buffer)
        }
        return try Bitmap(width: width, height: height, format: format, pixels: pixels)
    }

    /// The image's own colour space when a bitmap context can draw into it (so no conversion
    /// happens), else device gray or sRGB.
    private static func colorSpace(of image: CGImage, gray: Bool) -> CGColorSpace {
        if let own = image.colorSpace, own.supportsOutput, own.model == (gray ? .monochrome : .rgb) {
            return own
        }
        if gray { return CGColorSpaceCreateDeviceGray() }
        return CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()
    }

    private static func droppingFourthByte(_ rgbx: [UInt8]) -> [UInt8] {
        var rgb = [UInt8]()
        rgb.reserveCapacity(rgbx.count / 4 * 3)
        for pixel in stride(from: 0, to: rgbx.count, by: 4) {
            rgb.append(rgbx[pixel])
            rgb.append(rgbx[pixel + 1])
            rgb.append(rgbx[pixel + 2])
        }
        return rgb
    }

    private static func unpremultiplied(_ rgba: [UInt8]) -> [UInt8] {
        var result = rgba
        for pixel in stride(from: 0, to: result.count, by: 4) {
            let alpha = UInt32(result[pixel + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for channel in pixel..<(pixel + 3) {
                result[channel] = UInt8(min(255, (UInt32(result[channel]) * 255 + alpha / 2) / alpha))
            }
        }
        return result
    }
}
#endif
