import TomoImaging

/// Renders a scene into the centre crop of a photo that fills a requested size: the way Picsum answers
/// `/id/{id}/{w}/{h}`, computed per output pixel rather than by resampling a full-size original.
struct SceneRenderer {
    /// The full photo's size in pixels.
    let photoWidth: Int
    let photoHeight: Int

    /// The `width × height` crop-to-fill of the scene as `.rgb8`. The size must already be valid.
    func render<S: Scene>(_ scene: S, width: Int, height: Int) throws(ImagingError) -> Bitmap {
        let photoAspect = Double(photoWidth) / Double(photoHeight)
        // Output pixels per scene unit: the larger of the two axis scales, so the output is covered.
        let scale = max(Double(width) / photoAspect, Double(height))
        let step = 1 / scale
        let originX = (photoAspect - Double(width) * step) / 2
        let originY = (1 - Double(height) * step) / 2
        let footprint = Float(step)
        let xs = (0..<width).map { Float(originX + (Double($0) + 0.5) * step) }
        let columns = xs.map { scene.column(x: $0, footprint: footprint) }
        var colours = [RGB](repeating: .zero, count: width)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        xs.withUnsafeBufferPointer { xs in
            columns.withUnsafeBufferPointer { columns in
                colours.withUnsafeMutableBufferPointer { colours in
                    pixels.withUnsafeMutableBufferPointer { pixels in
                        for row in 0..<height {
                            let y = Float(originY + (Double(row) + 0.5) * step)
                            scene.shadeRow(y: y, xs: xs, columns: columns, footprint: footprint, into: colours)
                            var offset = row * width * 3
                            for colour in colours {
                                pixels[offset] = Self.byte(colour.x)
                                pixels[offset + 1] = Self.byte(colour.y)
                                pixels[offset + 2] = Self.byte(colour.z)
                                offset += 3
                            }
                        }
                    }
                }
            }
        }
        return try Bitmap(width: width, height: height, format: .rgb8, pixels: pixels)
    }

    /// The 8-bit sample nearest to `value` × 255, clamped. Adding 2²³ leaves the rounded value in the
    /// low mantissa bits, so even a stray NaN gives some byte rather than a trap.
    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (min(max(value, 0), 1) * 255 + 8_388_608).bitPattern)
    }
}
