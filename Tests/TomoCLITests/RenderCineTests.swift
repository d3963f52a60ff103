import Foundation
import Testing
import TomoImaging
import TomoSeries
import TomoVolume
import TomoTestSupport

/// `tomo render --cine`: every section of a plane as one GIF or APNG (read back by Pillow) or MP4 (by ffmpeg), each frame the image
/// `tomo render --slice` writes of it, with `--annotations` the viewer's overlays over it.
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
            #expect(png.status == 2 && png.errors.contains("--cine writes an animation: -o FILE.gif, FILE.apng or FILE.mp4"), "\(png.errors)")
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "e.png").path))
        }
    }

    @Test("-o FILE.mp4: an H.264 video of the sections at the rate asked, each frame close to --slice's")
    func mp4() async throws {
        let head = try await HeadCTSeries.shared()
        let ffmpeg = try #require(TestEnvironment.program("ffmpeg"))
        try await withScratchFolder { folder in
            let video = folder.appending(path: "head.mp4")
            let run = try await Tool.run(["export-cine", head.folder.path, "--range", "40,49", "--window", "400,40", "--fps", "12", "-o", video.path])
            #expect(run.status == 0 && run.text.contains("wrote \(video.path): MP4 of 10 frames, 12 a second, axial 40…49 of 108"), "\(run.text) \(run.errors)")
            let frame = folder.appending(path: "frame-3.png")
            let decode = try await ProcessRun.run(ffmpeg, ["-v", "error", "-i", video.path, "-vf", "select=eq(n\\,3)", "-frames:v", "1", "-pix_fmt", "gray", frame.path])
            #expect(decode.status == 0, "\(decode.errors)")
            let single = folder.appending(path: "slice-43.png")
            #expect(try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "43", "--window", "400,40", "--no-overlays", "-o", single.path]).status == 0)
            let shown = try Bitmap(decoding: Data(contentsOf: frame)).converted(to: .gray8)
            #expect(try PeakSignalToNoise.decibels(shown, Bitmap(decoding: Data(contentsOf: single)).converted(to: .gray8)) > 35, "frame 3 is slice 43")

            // An ffmpeg that fails: its last word said, nothing written.
            let fake = folder.appending(path: "bin")
            try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
            let script = fake.appending(path: "ffmpeg")
            try "#!/bin/sh\ncat > /dev/null\necho 'Unknown encoder libx264' >&2\nexit 1\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            let failed = folder.appending(path: "failed.mp4")
            let broken = try await Tool.run(
                ["export-cine", head.folder.path, "--range", "40,42", "-o", failed.path], environment: ["PATH": fake.path + ":/usr/bin:/bin"])
            #expect(broken.status == 6 && broken.errors.contains("could not encode MP4: ffmpeg failed (Unknown encoder libx264)"), "\(broken.status) \(broken.errors)")
            #expect(!FileManager.default.fileExists(atPath: failed.path))
        }
    }

    @Test("--annotations: each frame is --slice's with it, the viewer's overlays over the section as the view places them")
    func annotations() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let cine = folder.appending(path: "annotated.apng"), window = ["--window", "400,40"]
            let run = try await Tool.run(["export-cine", head.folder.path, "--range", "40,41", "--annotations"] + window + ["-o", cine.path])
            #expect(run.status == 0, "\(run.errors)")
            #expect(try await Self.pillowFrames(of: cine).hasPrefix("2 "))
            let plain = folder.appending(path: "plain.png"), annotated = folder.appending(path: "annotated.png")
            let plainRun = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "40", "--no-overlays"] + window + ["-o", plain.path])
            #expect(plainRun.text.contains("slice 40 of 108, at 100.0 mm"), "\(plainRun.text)")
            let one = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "40", "--annotations"] + window + ["-o", annotated.path])
            #expect(one.status == 0, "\(one.errors)")
            let frame = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: cine.path + "-0.png"))).converted(to: .rgb8)
            #expect(frame == (try Bitmap(decoding: Data(contentsOf: annotated))).converted(to: .rgb8), "frame 0 is --slice 40 --annotations")

            // The head CT's own words: its patient, study and series, slice 41 of 108 at 100 mm, the window; lying
            // face up, head first: R, L, A, P; 0.957 mm pixels: a 5 cm bar.
            var expected = RasterCanvas(try Bitmap(decoding: Data(contentsOf: plain)))
            let spacing = head.volume.geometry.pixelSpacing.column
            expected.draw(ViewOverlay(
                topLeft: ["Cranium, Test · 2024-01-15 · Head", "Head CT (ProMED CT 0051)"], bottomLeft: ["slice 41 / 108 · 100 mm"],
                bottomRight: ["W 400  L 40"], markers: OrientationMarkers(top: "A", bottom: "P", left: "R", right: "L"),
                scaleBar: ScaleBar(pointsPerMillimetre: 1 / spacing, maximumPoints: Double(head.volume.geometry.columns) / 4)))
            #expect(frame == (try expected.bitmap()), "the caption's words and places")
            #expect(ScaleBar(pointsPerMillimetre: 1 / spacing, maximumPoints: 64)?.label == "5 cm")

            let second = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: cine.path + "-1.png"))).converted(to: .rgb8)
            #expect(second != frame, "slice 42's frame says so")
            let montage = try await Tool.run(["render", "--dicom", head.folder.path, "--montage", "--annotations", "-o", "/tmp/x.png"])
            #expect(montage.status == 2 && montage.errors.contains("--annotations draws on a section of --plane axial, coronal or sagittal"), "\(montage.errors)")
        }
    }

    @Test("--cine refuses a PNG, a slice, an oblique plane and a range outside the plane")
    func refusals() async throws {
        let head = try await HeadCTSeries.shared()
        let png = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "-o", "/tmp/x.png"])
        #expect(png.status != 0 && png.errors.contains("--cine writes an animation: -o FILE.gif, FILE.apng or FILE.mp4, not /tmp/x.png"), "\(png.errors)")
        let webm = try await Tool.run(["export-cine", head.folder.path, "-o", "/tmp/x.webm"])
        #expect(webm.status == 2 && webm.errors.contains("not /tmp/x.webm: Tomo writes a video as MP4 (H.264), not WEBM"), "\(webm.errors)")
        let noFFmpeg = try await Tool.run(["export-cine", head.folder.path, "-o", "/tmp/x.mp4"], environment: ["PATH": "/nonexistent"])
        #expect(noFFmpeg.status == 2 && noFFmpeg.errors.contains("not /tmp/x.mp4: a video (MP4) is encoded by the ffmpeg program (FFmpeg), which is not installed here (apt install ffmpeg): name it .gif or .apng"), "\(noFFmpeg.errors)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/x.mp4"))
        let slice = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "--slice", "3", "-o", "/tmp/x.gif"])
        #expect(slice.status != 0 && slice.errors.contains("leave out --montage, --slice"), "\(slice.errors)")
        let range = try await Tool.run(["render", "--dicom", head.folder.path, "--cine", "--plane", "sagittal", "--range", "10,400", "-o", "/tmp/x.gif"])
        #expect(range.status == 2 && range.errors.contains("--range for the sagittal plane is A,B: two of its 256 sections, 0…255"), "\(range.errors)")
    }
}
