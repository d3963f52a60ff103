#if canImport(ImageIO)
import CoreGraphics
import Foundation
import ImageIO
import TomoImaging

/// Encodes PNG and JPEG with ImageIO on Apple platforms.
///
/// Same pixel formats and errors as on Linux; ImageIO chooses the PNG filters and the JPEG chroma
/// subsampling itself.
enum ImageIOEncoder {
    static func encode(_ bitmap: Bitmap, format: ImageFormat, quality: Int?) throws(ImagingError) -> Data {
        if format == .jpeg {
            try JPEGQuality.validate(quality ?? 85)
            if bitmap.format == .gray16 { throw .unsupportedPixelFormat(.gray16, operation: "JPEG encoding") }
        }
        let image = try cgImage(bitmap, ignoringAlpha: format == .jpeg)
        let output = NSMutableData()
        let type = (format == .png ? "public.png" : "public.jpeg") as CFString
        guard let destination = CGImageDestinationCreateWithData(output as CFMutableData, type, 1, nil) else {
            throw .encodingFailed(format: format.displayName, reason: "ImageIO has no encoder for it")
        }
        var properties: [CFString: Any] = [:]
        if let quality, format == .jpeg {
            properties[kCGImageDestinationLossyCompressionQuality] = Double(quality) / 100
        }
        CGImageDestinationAddImage(destination, image, properties as CFDictionary)
        guard CGImageDestinationFinalize(destination) else {
            throw .encodingFailed(format: format.displayName, reason: "ImageIO could not write the image")
        }
        return output as Data
    }

    /// Wraps the pixels (rows `bytesPerRow` apart) in a CGImage without colour conversion.
    private static func cgImage(_ bitmap: Bitmap, ignoringAlpha: Bool) throws(ImagingError) -> CGImage {
        let gray = bitmap.format == .gray8 || bitmap.format == .gray16
        let space = gray ? CGColorSpaceCreateDeviceGray() : (CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB())
        let bitmapInfo: UInt32 = switch bitmap.format {
        case .gray8, .rgb8: CGImageAlphaInfo.none.rawValue
        case .gray16: CGImageAlphaInfo.none.rawValue | CGBitmapInfo.byteOrder16Little.rawValue  // native on Apple hardware
        case .rgba8: ignoringAlpha ? CGImageAlphaInfo.noneSkipLast.rawValue : CGImageAlphaInfo.last.rawValue
        }
        guard let provider = CGDataProvider(data: Data(bitmap.pixels) as CFData),
            let image = CGImage(
                width: bitmap.width, height: bitmap.height,
                bitsPerComponent: bitmap.format == .gray16 ? 16 : 8, bitsPerPixel: bitmap.format.bytesPerPixel * 8,
                bytesPerRow: bitmap.bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
                provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else {
            throw .encodingFailed(format: "image", reason: "Core Graphics cannot wrap a \(bitmap.format.rawValue) bitmap")
        }
        return image
    }
}
#endif
