import Foundation
import Testing
import TomoImageCodecs
import TomoImaging
import TomoTestSupport

/// Animated GIF and APNG, read back by Pillow (a decoder that is not ours): every frame, its timing and the loop.
@Suite("Animated images")
struct AnimatedImageTests {
    /// Noise a frame: it fills GIF's LZW table many times over, so the clear codes and code widths are exercised.
    private static func noise(width: Int, height: Int, seed: UInt64, format: PixelFormat = .gray8) throws -> Bitmap {
        var state = seed
        let pixels = (0..<(width * height * format.bytesPerPixel)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return try Bitmap(width: width, height: height, format: format, pixels: pixels)
    }

    /// A smooth picture of many colours (more than GIF's 256).
    private static func gradient(width: Int, height: Int, shift: Int) throws -> Bitmap {
        var pixels: [UInt8] = []
        for row in 0..<height {
            for column in 0..<width {
                pixels += [UInt8((column * 255 / (width - 1) + shift) % 256), UInt8(row * 255 / (height - 1)), UInt8((column + row) % 256)]
            }
        }
        return try Bitmap(width: width, height: height, format: .rgb8, pixels: pixels)
    }

    /// Pillow's reading of `file`: its frames as PNG files beside it, and its format, frame count, duration and loop.
    private static func readWithPillow(_ file: URL) async throws -> (format: String, frames: [Bitmap], duration: Double, loop: Int) {
        let python = try #require(TestEnvironment.program("python3"))
        let run = try await ProcessRun.run(python, ["-c", """
            import sys, json
            from PIL import Image
            image = Image.open(sys.argv[1])
            for frame in range(image.n_frames):
                image.seek(frame)
                image.convert("RGB").save(sys.argv[1] + "-%d.png" % frame)
            print(json.dumps({"format": image.format, "frames": image.n_frames, "duration": image.info["duration"], "loop": image.info["loop"]}))
            """, file.path])
        #expect(run.status == 0, "\(run.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let count = try #require(json["frames"] as? Int)
        let frames = try (0..<count).map { try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: file.path + "-\($0).png"))) }
        return (json["format"] as? String ?? "", frames, json["duration"] as? Double ?? -1, json["loop"] as? Int ?? -1)
    }

    /// `bitmap` as 8-bit RGB, as Pillow's frames are given back.
    private static func rgb(_ bitmap: Bitmap) -> [UInt8] {
        switch bitmap.format {
        case .gray8: bitmap.pixels.flatMap { [$0, $0, $0] }
        case .rgba8: stride(from: 0, to: bitmap.pixels.count, by: 4).flatMap { bitmap.pixels[$0..<($0 + 3)] }
        default: bitmap.pixels
        }
    }

    @Test("A GIF of grey frames gives back every frame exactly, at its rate, looping; noise resets the LZW table")
    func greyGIF() async throws {
        let frames = try (0..<3).map { try Self.noise(width: 301, height: 203, seed: UInt64($0)) } + [try Bitmap(width: 301, height: 203, format: .gray8, fill: 77)]
        var writer = try AnimatedImageWriter(format: .gif, framesPerSecond: 20)
        for frame in frames { try writer.append(frame) }
        let data = try writer.data()
        #expect(try data == { () throws -> Data in
            var again = try AnimatedImageWriter(format: .gif, framesPerSecond: 20)
            for frame in frames { try again.append(frame) }
            return try again.data()
        }(), "the same frames give the same bytes")
        try await withScratchFolder { folder in
            let file = folder.appending(path: "grey.gif")
            try data.write(to: file)
            let read = try await Self.readWithPillow(file)
            #expect(read.format == "GIF" && read.duration == 50 && read.loop == 0)
            #expect(read.frames.count == 4)
            for (index, (written, back)) in zip(frames, read.frames).enumerated() {
                #expect(Self.rgb(written) == back.pixels, "frame \(index)")
            }
        }
    }

    @Test("A GIF frame of at most 256 colours is exact; one of more is reduced to 256 close to the original")
    func colourGIF() async throws {
        var fewPixels: [UInt8] = []
        for pixel in 0..<(64 * 48) {
            let level = UInt8(pixel % 200)
            fewPixels += [level, level / 2, 9, 255]
        }
        let few = try Bitmap(width: 64, height: 48, format: .rgba8, pixels: fewPixels)
        let many = try Self.gradient(width: 200, height: 150, shift: 0)
        var writer = try AnimatedImageWriter(format: .gif, framesPerSecond: 12.5)
        try writer.append(Bitmap(width: 64, height: 48, format: .gray8, fill: 0))
        try await withScratchFolder { folder in
            var gif = try AnimatedImageWriter(format: .gif, framesPerSecond: 12.5)
            try gif.append(few)
            let exactFile = folder.appending(path: "few.gif")
            try gif.data().write(to: exactFile)
            let exact = try await Self.readWithPillow(exactFile)
            #expect(exact.duration == 80 && exact.frames.first?.pixels == Self.rgb(few), "200 colours, kept")

            var reduced = try AnimatedImageWriter(format: .gif, framesPerSecond: 10)
            try reduced.append(many)
            try reduced.append(Self.gradient(width: 200, height: 150, shift: 100))
            let manyFile = folder.appending(path: "many.gif")
            try reduced.data().write(to: manyFile)
            let back = try await Self.readWithPillow(manyFile)
            #expect(back.frames.count == 2)
            let original = Self.rgb(many), shown = try #require(back.frames.first).pixels
            let errors = zip(original, shown).map { abs(Int($0) - Int($1)) }
            #expect(Set(stride(from: 0, to: shown.count, by: 3).map { shown[$0..<($0 + 3)] }).count <= 256)
            #expect(Double(errors.reduce(0, +)) / Double(errors.count) < 5, "mean error of a primary, over some 30,000 colours")
            #expect(errors.max()! <= 16, "no pixel far from its colour")
        }
        #expect(throws: ImagingError.self) { try writer.append(Bitmap(width: 65, height: 48, format: .gray8, fill: 0)) }
        #expect(throws: ImagingError.self) { try writer.append(Bitmap(width: 64, height: 48, format: .gray16, fill: 0)) }
    }

    @Test("A grey frame with a few colours drawn on it keeps them exactly, and each grey within one level")
    func greysWithColoursDrawnOnThem() async throws {
        var pixels: [UInt8] = []
        let amber: [UInt8] = [255, 209, 74], pink: [UInt8] = [245, 133, 217]
        for row in 0..<64 {
            for column in 0..<256 {
                pixels += row == 10 && column < 100 ? amber : row == 20 && column > 150 ? pink : [UInt8(column), UInt8(column), UInt8(column)]
            }
        }
        let frame = try Bitmap(width: 256, height: 64, format: .rgb8, pixels: pixels)
        try await withScratchFolder { folder in
            var gif = try AnimatedImageWriter(format: .gif, framesPerSecond: 10)
            try gif.append(frame)
            let file = folder.appending(path: "drawn.gif")
            try gif.data().write(to: file)
            let back = try #require(try await Self.readWithPillow(file).frames.first).pixels
            #expect(Array(back[(10 * 256 + 50) * 3 ..< (10 * 256 + 50) * 3 + 3]) == amber && Array(back[(20 * 256 + 200) * 3 ..< (20 * 256 + 200) * 3 + 3]) == pink)
            let errors = zip(pixels, back).map { abs(Int($0) - Int($1)) }
            #expect(errors.max() == 1, "254 steps for 256 greys: none more than a level off, some one")
        }
    }

    @Test("An MP4 is H.264 from ffmpeg at the rate asked, padded to even sizes, its frames close to the originals; refused, saying why, without ffmpeg")
    func mp4() async throws {
        let (width, height) = (301, 203)
        let frames = try (0..<10).map { shift in
            try Bitmap(width: width, height: height, format: .gray8, pixels: (0..<(width * height)).map { UInt8(($0 % width + $0 / width + shift * 10) % 256) })
        }
        var writer = try AnimatedImageWriter(format: .mp4, framesPerSecond: 20)
        for frame in frames { try writer.append(frame) }
        #expect(writer.frameCount == 10)
        let ffprobe = try #require(TestEnvironment.program("ffprobe")), ffmpeg = try #require(TestEnvironment.program("ffmpeg"))
        try await withScratchFolder { folder in
            let file = folder.appending(path: "gradient.mp4")
            try writer.data().write(to: file)
            let probe = try await ProcessRun.run(ffprobe, [
                "-v", "error", "-count_frames", "-show_entries", "stream=codec_name,width,height,nb_read_frames,r_frame_rate,pix_fmt",
                "-of", "default=noprint_wrappers=1", file.path])
            #expect(probe.text == "codec_name=h264\nwidth=302\nheight=204\npix_fmt=yuv420p\nr_frame_rate=20/1\nnb_read_frames=10\n", "\(probe.text) \(probe.errors)")
            let raw = folder.appending(path: "frames.gray")
            let decode = try await ProcessRun.run(ffmpeg, ["-v", "error", "-i", file.path, "-vf", "format=gray,crop=\(width):\(height):0:0", "-f", "rawvideo", "-pix_fmt", "gray", raw.path])
            #expect(decode.status == 0, "\(decode.errors)")
            let bytes = try Data(contentsOf: raw)
            #expect(bytes.count == width * height * 10)
            for (index, frame) in frames.enumerated() {
                let back = try Bitmap(width: width, height: height, format: .gray8, pixels: Array(bytes[(index * width * height)..<((index + 1) * width * height)]))
                #expect(try PeakSignalToNoise.decibels(frame, back) > 40, "frame \(index)")
            }
        }
        #expect(AnimatedImageFormat.refusal(of: "cine.mp4") == nil)
        #expect(AnimatedImageFormat.refusal(of: "cine.mp4", searching: "/nonexistent")?.contains("encoded by the ffmpeg program (FFmpeg), which is not installed here") == true)
        #expect(AnimatedImageFormat.refusal(of: "cine.webm")?.contains("Tomo writes a video as MP4 (H.264), not WEBM") == true)
        #expect(throws: ImagingError.self) { try writer.append(Bitmap(width: 300, height: 203, format: .gray8, fill: 0)) }
    }

    @Test("An APNG gives back every frame exactly, at its rate, looping; frames unlike the first are refused")
    func apng() async throws {
        let frames = try (0..<3).map { try Self.noise(width: 97, height: 61, seed: UInt64($0), format: .rgb8) }
        var writer = try AnimatedImageWriter(format: .apng, framesPerSecond: 8)
        for frame in frames { try writer.append(frame) }
        #expect(throws: ImagingError.self) { try writer.append(Bitmap(width: 97, height: 61, format: .gray8, fill: 0)) }
        #expect(throws: ImagingError.self) { try writer.append(Bitmap(width: 96, height: 61, format: .rgb8, fill: 0)) }
        try await withScratchFolder { folder in
            let file = folder.appending(path: "noise.apng")
            try writer.data().write(to: file)
            let read = try await Self.readWithPillow(file)
            #expect(read.format == "PNG" && read.duration == 125 && read.loop == 0)
            #expect(read.frames.map(\.pixels) == frames.map(\.pixels))
        }
        #expect(throws: ImagingError.self) { try AnimatedImageWriter(format: .apng, framesPerSecond: 0).data() }
        #expect(throws: ImagingError.self) { try AnimatedImageWriter(format: .gif, framesPerSecond: 24).data() }
        #expect(AnimatedImageFormat(fileName: "Turn.GIF") == .gif && AnimatedImageFormat(fileName: "a.apng") == .apng)
        #expect(AnimatedImageFormat(fileName: "a.png") == nil)
    }
}
