extension Bitmap {
    /// This image in another pixel format; the same format returns `self`.
    ///
    /// - gray → colour copies the gray level into red, green and blue.
    /// - colour → gray is BT.601 luma, exactly as `grayscaled()`.
    /// - Adding alpha makes every pixel opaque (255); dropping alpha discards it without compositing.
    /// - `.gray8` → `.gray16` multiplies by 257 (0 → 0, 255 → 65535).
    /// - `.gray16` → `.gray8` takes the nearest 8-bit level, `(v + 128) / 257`, which is `v / 257`
    ///   rounded (never a tie), so `.gray8` → `.gray16` → `.gray8` gives back the original.
    ///
    /// Other pairs go through `.gray8`. Lossless round trips: `.gray8` → any format → `.gray8`, and
    /// `.rgb8` → `.rgba8` → `.rgb8`.
    public func converted(to target: PixelFormat) -> Bitmap {
        switch (format, target) {
        case (.gray8, .gray8), (.gray16, .gray16), (.rgb8, .rgb8), (.rgba8, .rgba8):
            return self
        case (.gray16, _):
            return gray16ToGray8().converted(to: target)
        case (_, .gray16):
            return converted(to: .gray8).gray8ToGray16()
        case (.rgb8, .gray8), (.rgba8, .gray8):
            return grayscaled()
        case (.gray8, .rgb8):
            return mapped(to: target) { source, destination in
                destination[0] = source[0]; destination[1] = source[0]; destination[2] = source[0]
            }
        case (.gray8, .rgba8):
            return mapped(to: target) { source, destination in
                destination[0] = source[0]; destination[1] = source[0]; destination[2] = source[0]; destination[3] = 255
            }
        case (.rgb8, .rgba8):
            return mapped(to: target) { source, destination in
                destination[0] = source[0]; destination[1] = source[1]; destination[2] = source[2]; destination[3] = 255
            }
        case (.rgba8, .rgb8):
            return mapped(to: target) { source, destination in
                destination[0] = source[0]; destination[1] = source[1]; destination[2] = source[2]
            }
        }
    }

    private func gray16ToGray8() -> Bitmap {
        withSamples(as: UInt16.self) { source in
            Bitmap.make(width: width, height: height, format: .gray8, sample: UInt8.self) { destination in
                for i in 0..<destination.count {
                    destination[i] = UInt8(truncatingIfNeeded: (UInt32(source[i]) + 128) / 257)
                }
            }
        }
    }

    private func gray8ToGray16() -> Bitmap {
        withSamples(as: UInt8.self) { source in
            Bitmap.make(width: width, height: height, format: .gray16, sample: UInt16.self) { destination in
                for i in 0..<destination.count {
                    destination[i] = UInt16(source[i]) &* 257
                }
            }
        }
    }

    /// Converts between 8-bit formats pixel by pixel; `body` gets one source and one destination pixel.
    @inline(__always)
    private func mapped(
        to target: PixelFormat,
        _ body: (UnsafePointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Void
    ) -> Bitmap {
        let sourceChannels = format.channelCount, targetChannels = target.channelCount
        return withSamples(as: UInt8.self) { source in
            Bitmap.make(width: width, height: height, format: target, sample: UInt8.self) { destination in
                for i in 0..<(width * height) {
                    body(source.baseAddress! + i * sourceChannels, destination.baseAddress! + i * targetChannels)
                }
            }
        }
    }
}
