import CGtk
import Foundation
import TomoImaging

/// Pixels GTK can draw: an immutable `GdkTexture`.
@MainActor
public final class Texture: GObjectRef {
    var texture: OpaquePointer { tomo_texture(pointer) }

    /// A texture with a copy of `bitmap`'s pixels: gray8 (drawn as gray RGB), rgb8 or rgba8 (straight
    /// alpha). 16-bit gray has no GTK format: window it to 8-bit first.
    public convenience init(_ bitmap: Bitmap) throws(GtkError) {
        self.init(try Prepared(bitmap))
    }

    /// The texture made off the main thread as `prepared`.
    public convenience init(_ prepared: Prepared) {
        self.init(adopting: prepared.take())
    }

    /// A texture made on any thread, for the main thread to wrap with `Texture(_:)`: a `GdkTexture` is
    /// immutable and thread-safe, so copying the pixels need not hold up the GTK thread.
    public final class Prepared: @unchecked Sendable {
        /// The new texture's reference, until `take()` hands it over (its only mutation, under `lock`).
        private var texture: UnsafeMutableRawPointer?
        private let lock = NSLock()

        /// A texture with a copy of `bitmap`'s pixels, as `Texture(_ bitmap:)` makes.
        public init(_ bitmap: Bitmap) throws(GtkError) {
            let (bytes, format, stride) = try Texture.memory(of: bitmap)
            defer { g_bytes_unref(bytes) }
            let texture = gdk_memory_texture_new(Int32(bitmap.width), Int32(bitmap.height), format, bytes, stride)
            self.texture = UnsafeMutableRawPointer(texture!)
        }

        /// The texture's reference, once.
        fileprivate func take() -> UnsafeMutableRawPointer {
            lock.withLock {
                defer { texture = nil }
                return texture!
            }
        }

        deinit {
            if let texture { g_object_unref(texture) }
        }
    }

    /// Width in pixels.
    public var width: Int { Int(gdk_texture_get_width(texture)) }

    /// Height in pixels.
    public var height: Int { Int(gdk_texture_get_height(texture)) }

    /// The texture's pixels as an rgba8 bitmap (straight alpha).
    public func download() -> Bitmap {
        let (width, height) = (width, height)
        // GDK textures are at least 1×1, the only size a bitmap refuses.
        var bitmap = try! Bitmap(width: width, height: height, format: .rgba8)
        bitmap.withUnsafeMutablePixels { pixels in
            // GDK downloads Cairo's ARGB32: premultiplied, in native (little-endian) order B, G, R, A.
            gdk_texture_download(texture, pixels.baseAddress, gsize(width * 4))
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                let (blue, red, alpha) = (pixels[offset], pixels[offset + 2], pixels[offset + 3])
                pixels[offset] = Self.unpremultiply(red, alpha)
                pixels[offset + 1] = Self.unpremultiply(pixels[offset + 1], alpha)
                pixels[offset + 2] = Self.unpremultiply(blue, alpha)
            }
        }
        return bitmap
    }

    private static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        switch alpha {
        case 255: value
        case 0: 0
        default: UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
    }

    /// The bitmap's pixels in a GDK memory format, as new `GBytes` the caller unrefs.
    ///
    /// GTK 4.8's cairo renderer converts a texture into Cairo's ARGB32 every time it draws it, on the
    /// main thread. From `R8G8B8` that is a byte shuffle (0.6 ms for 1200 × 800 pixels here) and from
    /// `R8G8B8A8` 2.9 ms; from ARGB32 itself (`B8G8R8A8_PREMULTIPLIED`) it is a round trip through floats
    /// (6 ms), so textures keep the bitmap's own layout.
    private nonisolated static func memory(of bitmap: Bitmap) throws(GtkError) -> (OpaquePointer, GdkMemoryFormat, gsize) {
        switch bitmap.format {
        case .gray8:
            // GTK 4.8 has no gray texture format.
            let rgb = bitmap.converted(to: .rgb8)
            return (copy(rgb), GDK_MEMORY_R8G8B8, gsize(rgb.bytesPerRow))
        case .rgb8:
            return (copy(bitmap), GDK_MEMORY_R8G8B8, gsize(bitmap.bytesPerRow))
        case .rgba8:
            return (copy(bitmap), GDK_MEMORY_R8G8B8A8, gsize(bitmap.bytesPerRow))
        case .gray16:
            throw .unsupportedPixelFormat(.gray16)
        }
    }

    private nonisolated static func copy(_ bitmap: Bitmap) -> OpaquePointer {
        bitmap.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    }
}
