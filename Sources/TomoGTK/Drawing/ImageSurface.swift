import CGtk
import TomoImaging

/// A bitmap's pixels as Cairo draws them (a 32-bit image surface), made on any thread, then drawn on
/// the main thread with `CairoContext.draw(_:smooth:)`. Immutable once made.
public final class ImageSurface: @unchecked Sendable {
    /// The surface (its pixels are never written after `init`; Cairo counts references atomically).
    let surface: OpaquePointer
    /// Its size in pixels.
    public let width: Int
    public let height: Int

    /// A surface with `bitmap`'s pixels (gray8, rgb8 or rgba8), dark for light and light for dark when
    /// `inverted`. 16-bit gray must be windowed to 8-bit first.
    public init(_ bitmap: Bitmap, inverted: Bool = false) throws(GtkError) {
        let format = bitmap.format == .rgba8 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        guard bitmap.format != .gray16 else { throw .unsupportedPixelFormat(.gray16) }
        guard let surface = cairo_image_surface_create(format, Int32(bitmap.width), Int32(bitmap.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { throw .renderFailed("Cairo cannot make a \(bitmap.width) × \(bitmap.height) surface") }
        self.surface = surface
        width = bitmap.width
        height = bitmap.height
        let stride = Int(cairo_image_surface_get_stride(surface))
        let flip: UInt32 = inverted ? 0x00FF_FFFF : 0
        bitmap.pixels.withUnsafeBufferPointer { source in
            for y in 0..<bitmap.height {
                let input = source.baseAddress! + y * bitmap.bytesPerRow
                let output = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                switch bitmap.format {
                case .gray8:
                    for x in 0..<bitmap.width {
                        output[x] = (0xFF00_0000 | UInt32(input[x]) &* 0x01_0101) ^ flip
                    }
                case .rgb8:
                    for x in 0..<bitmap.width {
                        let pixel = input + 3 * x
                        output[x] = (0xFF00_0000 | UInt32(pixel[0]) << 16 | UInt32(pixel[1]) << 8 | UInt32(pixel[2])) ^ flip
                    }
                default:
                    // Cairo's ARGB32 is premultiplied.
                    for x in 0..<bitmap.width {
                        let pixel = input + 4 * x, alpha = UInt32(pixel[3])
                        func channel(_ value: UInt8) -> UInt32 {
                            let value = inverted ? 255 - UInt32(value) : UInt32(value)
                            return (value * alpha + 127) / 255
                        }
                        output[x] = alpha << 24 | channel(pixel[0]) << 16 | channel(pixel[1]) << 8 | channel(pixel[2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The surface's pixels as an rgba8 bitmap (straight alpha): what Cairo draws, for tests.
    public func download() -> Bitmap {
        var bitmap = try! Bitmap(width: width, height: height, format: .rgba8)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.withUnsafeMutablePixels { pixels in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x], alpha = pixel >> 24, offset = (y * width + x) * 4
                    func channel(_ shift: UInt32) -> UInt8 {
                        let value = (pixel >> shift) & 0xFF
                        return UInt8(alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha))
                    }
                    (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) =
                        (channel(16), channel(8), channel(0), UInt8(alpha))
                }
            }
        }
        return bitmap
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
