import Foundation
import Testing
import TomoImaging
import TomoTestSupport

/// `tomo render --cine`: every section of a plane as one GIF or APNG, read back by Pillow, each frame the image
/// `tomo render --slice` writes of it.
@Suite("tomo render --cine")
struct RenderCineTests {
    /// Pillow's frames of `file` as PNG files beside it; its frame count, duration and loop.
    private static func pillowFrames(of file: URL) async throws -> String {
        let python = try #require(TestEnvironment.program("python3"))
        let run = try await ProcessRun.run(python, ["-c", """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            for frame in range(image.n_frames):
                image.seek(frame)
                image.save(sys.argv[1] + "-%d.png" % frame)
            print(image.n_frames, round(image.info["duration"]), image.info["loop"])
            """, file.path])
        #expect(run.status == 0, "\(run.errors)")
        return run.text
    }

    @Test("Each frame is the section --slice renders, through the window, with the slab; GIF and APNG")
    func framesAreTheSections() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            for (plane, format, extra, sections) in [
                ("axial", "gif", [String](), 40...43), ("coronal", "apng", ["--slab", "6", "--projection", "mip"], 120...122),
            ] {
                let cine = folder.appending(path: "\(plane).\(format)")
                let run = try await Tool.run(
                    ["render", "--dicom", head.folder.path, "--cine", "--plane", plane, "--range", "\(sections.lowerBound),\(sections.upperBound)",
                     "--window", "bone", "--fps", "10"] + extra + ["-o", cine.path])
                #expect(run.status == 0, "\(run.errors)")
                #expect(run.text.contains("\(format.uppercased()) of \(sections.count) frames, 10 a second, \(plane) \(sections.lowerBound)…\(sections.upperBound) of"), "\(run.text)")
                #expect(try await Self.pillowFrames(of: cine) == "\(sections.count) 100 0\n")
                for (frame, section) in sections.enumerated() {
                    let single = folder.appending(path: "\(plane)-\(section).png")
                    let one = try await Tool.run(
                        ["render", "--dicom", head.folder.path, "--plane", plane, "--slice", "\(section)", "--window", "bone", "--no-overlays"]
                            + extra + ["-o", single.path])
                    #expect(one.status == 0, "\(one.errors)")
                    let expected = try Bitmap(decoding: Data(contentsOf: single))
                    let back = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: cine.path + "-\(frame).png")))
                    #expect(back.width == expected.width && back.pixels == expected.pixels, "\(plane) section \(section)")
                }
            }
            let all = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "-o", folder.appending(path: "all.gif").path])
            #expect(all.text.contains("GIF of 108 frames, 15 a second, axial 0…107 of 108"), "\(all.text)")
        }
    }

    @Test("tomo export-cine SRC writes what render --dicom SRC --cine does, its other options passed on; its refusals are render's")
    func exportCine() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let options = ["--plane", "sagittal", "--range", "100,102", "--slab", "4", "--projection", "minip", "--window", "600,40", "--fps", "5"]
            let exported = try await Tool.run(["export-cine", head.folder.path] + options + ["--series", head.seriesInstanceUID, "-o", folder.appending(path: "e.gif").path])
            let rendered = try await Tool.run(["render", "--dicom", head.folder.path, "--cine"] + options + ["-o", folder.appending(path: "r.gif").path])
            #expect(exported.status == 0 && rendered.status == 0, "\(exported.errors)")
            #expect(exported.text.contains("GIF of 3 frames, 5 a second, sagittal 100…102 of 256, MinIP 4 mm slabs"), "\(exported.text)")
            #expect(try Data(contentsOf: folder.appending(path: "e.gif")) == Data(contentsOf: folder.appending(path: "r.gif")))
            let png = try await Tool.run(["export-cine", head.folder.path, "-o", folder.appending(path: "e.png").path])
            #expect(png.status == 2 && png.errors.contains("--cine writes an animation: -o FILE.gif or FILE.apng"), "\(png.errors)")
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "e.png").path))
        }
    }

    @Test("--cine refuses a PNG, a slice, an oblique plane and a range outside the plane")
    func refusals() async throws {
        let head = try await HeadCTSeries.shared()
        let png = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "-o", "/tmp/x.png"])
        #expect(png.status != 0 && png.errors.contains("--cine writes an animation: -o FILE.gif or FILE.apng, not /tmp/x.png"), "\(png.errors)")
        let video = try await Tool.run(["export-cine", head.folder.path, "-o", "/tmp/x.mp4"])
        #expect(video.status == 2 && video.errors.contains("not /tmp/x.mp4: a video (MP4) needs GStreamer's or FFmpeg's libraries, which this build of Tomo does not use"), "\(video.errors)")
        let slice = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "--slice", "3", "-o", "/tmp/x.gif"])
        #expect(slice.status != 0 && slice.errors.contains("leave out --montage, --slice"), "\(slice.errors)")
        let range = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "--plane", "sagittal", "--range", "10,400", "-o", "/tmp/x.gif"])
        #expect(range.status == 2 && range.errors.contains("--range for the sagittal plane is A,B: two of its 256 sections, 0…255"), "\(range.errors)")
    }
}
