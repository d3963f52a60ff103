import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoTestSupport
import TomoVolume

/// `tomo render --3d` on the InVesalius head CT: the MIP seen from anterior, pixel by pixel against the test's own
/// rays through its own volume; the same image on one thread and two; a turntable's frames; the camera's
/// convention in `--help`.
@Suite("tomo render --3d")
struct Render3DTests {
    @Test("A MIP from anterior is the greatest trilinear HU along each pixel's ray, the same on 1 and 2 threads")
    func mipFromAnterior() async throws {
        let head = try await HeadCTSeries.shared()
        let volume = try head.placedVolume()
        let geometry = volume.geometry, window = WindowLevel(width: 2000, level: 400)
        try await withScratchFolder { folder in
            var images: [Data] = []
            for threads in [1, 2] {
                let output = folder.appending(path: "mip-\(threads).png")
                let run = try await Tool.run([
                    "render", "--dicom", head.folder.path, "--3d", "--size", "64,48", "--window", "2000,400", "--threads", "\(threads)",
                    "-o", output.path,
                ])
                #expect(run.status == 0 && run.text.contains("3D at azimuth 0°, elevation 0°, 64 × 48") && run.text.contains("mip, window"), "\(run.text) \(run.errors)")
                images.append(try Data(contentsOf: output))
            }
            #expect(images[0] == images[1], "byte for byte on one thread and two")
            let image = try Bitmap(decoding: images[0])

            // The test's own rays: from the box's centre, square pixels fitting its width and height, along +y.
            let (width, depth, height) = (
                Double(geometry.columns) * geometry.pixelSpacing.column, Double(geometry.rows) * geometry.pixelSpacing.row,
                Double(geometry.sliceCount) * geometry.sliceSpacing)
            let pixel = max(width / 64, height / 48)
            let step = min(geometry.pixelSpacing.row, geometry.pixelSpacing.column, geometry.sliceSpacing) / 2
            let centre = geometry.center
            var compared = 0
            for j in stride(from: 2, to: 48, by: 7) {
                for i in stride(from: 3, to: 64, by: 9) {
                    let start = centre + Vector3((Double(i) - 31.5) * pixel, 0, -(Double(j) - 23.5) * pixel)
                    let reach = Int((depth / 2 / step).rounded(.down))
                    let values = (-reach...reach).compactMap { volume.trilinearByHand(at: start + Vector3(0, Double($0) * step, 0)) }
                    guard let greatest = values.max() else { continue }
                    let expected = try Bitmap.windowing(
                        [UInt16(bitPattern: Int16(greatest.rounded()))], width: 1, height: 1, signed: true, window: window, inverted: false)
                    #expect(abs(Int(image.pixels[j * 64 + i]) - Int(expected.pixels[0])) <= 1, "pixel (\(i), \(j))")
                    compared += 1
                }
            }
            #expect(compared > 30)
        }
    }

    @Test("--turntable N writes N frames turning by 360/N, each the image of its azimuth; --preset composites")
    func turntable() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let output = folder.appending(path: "turn.png")
            let run = try await Tool.run([
                "render", "--dicom", head.folder.path, "--3d", "--preset", "ct-bone", "--size", "40,30", "--turntable", "4", "--azimuth", "10", "-o", output.path,
            ])
            #expect(run.status == 0 && run.text.contains("4 frames turning by 90°"), "\(run.text) \(run.errors)")
            #expect(run.text.contains("(the first, building the volume's bricks), then") && run.text.contains("ms a frame (median)"), "\(run.text)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["turn-000.png", "turn-001.png", "turn-002.png", "turn-003.png"], "\(names)")
            let single = folder.appending(path: "single.png")
            let one = try await Tool.run([
                "render", "--dicom", head.folder.path, "--3d", "--preset", "CT-Bone", "--size", "40,30", "--azimuth", "100", "-o", single.path,
            ])
            #expect(one.status == 0 && one.text.contains("3D at azimuth 100°, elevation 0°, 40 × 30") && one.text.contains("CT-Bone"), "\(one.text)")
            #expect(try Data(contentsOf: single) == Data(contentsOf: folder.appending(path: "turn-001.png")), "frame 1 is azimuth 10 + 90")
            let image = try Bitmap(decoding: Data(contentsOf: single))
            #expect(image.format == .rgb8 && Set(image.pixels).count > 50, "a coloured picture")
            // Samples 3 mm apart: a coarser picture of the same volume.
            let coarse = folder.appending(path: "coarse.png")
            let sparse = try await Tool.run([
                "render", "--dicom", head.folder.path, "--3d", "--preset", "CT-Bone", "--size", "40,30", "--azimuth", "100", "--sample-spacing", "3",
                "-o", coarse.path,
            ])
            #expect(sparse.status == 0, "\(sparse.errors)")
            #expect(try Data(contentsOf: coarse) != Data(contentsOf: single))
        }
    }

    @Test("--turntable N to FILE.apng or FILE.gif writes one looping animation of the frames FILE.png would be split into")
    func turntableAnimation() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            func turn(_ name: String, _ extra: [String] = []) async throws -> ProcessRun {
                try await Tool.run(
                    ["render", "--dicom", head.folder.path, "--3d", "--size", "40,30", "--turntable", "3"] + extra + ["-o", folder.appending(path: name).path])
            }
            let frames = try await turn("frames.png", ["--preset", "CT-Bone"])
            let apng = try await turn("turn.apng", ["--preset", "CT-Bone", "--fps", "6"])
            #expect(frames.status == 0 && apng.status == 0, "\(apng.errors)")
            #expect(apng.text.contains("turn.apng: APNG of 3 frames, 6 a second, turning by 120°; rendered in"), "\(apng.text)")
            let mip = try await turn("mip.gif", ["--window", "2000,400"])
            #expect(mip.text.contains("mip.gif: GIF of 3 frames, 15 a second"), "\(mip.text)")
            let singles = try await turn("mip.png", ["--window", "2000,400"])
            #expect(singles.status == 0)

            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys
                from PIL import Image
                for name in sys.argv[2:]:
                    image = Image.open(sys.argv[1] + "/" + name)
                    for frame in range(image.n_frames):
                        image.seek(frame)
                        image.save(sys.argv[1] + "/%s-back-%d.png" % (name, frame))
                    print(name, image.n_frames, image.info["duration"], image.info["loop"])
                """, folder.path, "turn.apng", "mip.gif"])
            #expect(read.text == "turn.apng 3 166.66666666666666 0\nmip.gif 3 70 0\n", "\(read.text) \(read.errors)")
            for frame in 0..<3 {
                let number = String(format: "%03d", frame)
                let colour = try Bitmap(decoding: Data(contentsOf: folder.appending(path: "frames-\(number).png")))
                let colourBack = try Bitmap(decoding: Data(contentsOf: folder.appending(path: "turn.apng-back-\(frame).png")))
                #expect(colourBack.pixels == colour.pixels, "APNG frame \(frame), exactly")
                let grey = try Bitmap(decoding: Data(contentsOf: folder.appending(path: "mip-\(number).png")))
                let greyBack = try Bitmap(decoding: Data(contentsOf: folder.appending(path: "mip.gif-back-\(frame).png")))
                #expect(greyBack.pixels == grey.pixels, "GIF frame \(frame): grey, exactly")
            }
            let single = try await Tool.run(["render", "--dicom", head.folder.path, "--3d", "-o", folder.appending(path: "one.gif").path])
            #expect(single.status != 0 && single.errors.contains("one.gif: one image is written as PNG; --turntable N writes an animated GIF, APNG or MP4"))
            let fast = try await turn("fast.gif", ["--fps", "500"])
            #expect(fast.status != 0 && fast.errors.contains("--fps is 0.1 to 100 frames a second, not 500.0"), "\(fast.errors)")
        }
    }

    @Test("--crop keeps a box of voxels, --cut-at cuts the corner facing the camera away; negative angles are read")
    func cropAndCut() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            func mip(_ name: String, _ extra: [String]) async throws -> Bitmap {
                let output = folder.appending(path: name)
                let run = try await Tool.run(
                    ["render", "--dicom", head.folder.path, "--3d", "--size", "64,48", "--window", "2000,400"] + extra + ["-o", output.path])
                #expect(run.status == 0, "\(run.errors)")
                return try Bitmap(decoding: Data(contentsOf: output))
            }
            let whole = try await mip("whole.png", [])
            let cropped = try await mip("cropped.png", ["--crop", "0,0,40,255,255,70"])
            // From anterior the slices are the image's rows: those of slices 40–70 are the whole MIP's, the others air.
            let rows = (0..<48).map { row in (0..<64).map { cropped.pixels[row * 64 + $0] } }
            let kept = rows.indices.filter { row in rows[row] == Array(whole.pixels[(row * 64)..<(row * 64 + 64)]) && rows[row].contains { $0 > 0 } }
            let air = rows.indices.filter { rows[$0].allSatisfy { $0 == 0 } }
            #expect(kept.count + air.count >= 46 && kept.count >= 10 && air.count >= 25, "kept \(kept), air \(air)")
            #expect(kept.last.map { kept.first! + kept.count - 1 == $0 } == true, "one band of rows")

            let run = try await Tool.run([
                "render", "--dicom", head.folder.path, "--3d", "--preset", "CT-Bone", "--size", "64,48", "--azimuth", "-35", "--elevation", "-20",
                "--cut-at", "128,128,53", "-o", folder.appending(path: "cut.png").path,
            ])
            #expect(run.text.contains("3D at azimuth -35°, elevation -20°") && run.text.contains("CT-Bone, cut away at voxel 128,128,53"), "\(run.text) \(run.errors)")
            let uncut = try await Tool.run([
                "render", "--dicom", head.folder.path, "--3d", "--preset", "CT-Bone", "--size", "64,48", "--azimuth", "-35", "--elevation", "-20",
                "-o", folder.appending(path: "uncut.png").path,
            ])
            #expect(uncut.status == 0)
            #expect(try Data(contentsOf: folder.appending(path: "cut.png")) != Data(contentsOf: folder.appending(path: "uncut.png")))
            let wrong = try await Tool.run(["render", "--dicom", head.folder.path, "--3d", "--crop", "10,0,0,5,9,9", "-o", folder.appending(path: "x.png").path])
            #expect(wrong.status != 0 && wrong.errors.contains("--crop is C0,R0,S0,C1,R1,S1"), "\(wrong.errors)")
        }
    }

    @Test("From a DICOMweb server (a real Orthanc) the 3D view is the one the files give, byte for byte")
    func fromADICOMwebServer() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try await withOrthanc { orthanc in
                for slice in 0..<head.volume.geometry.sliceCount {
                    try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: slice)).path)
                }
                let threeD = ["--series", head.seriesInstanceUID, "--3d", "--azimuth", "90", "--size", "64,48", "--window", "2000,400"]
                let fromWeb = folder.appending(path: "web.png"), fromFiles = folder.appending(path: "files.png")
                let web = try await Tool.run(
                    ["render", "--dicom", orthanc.dicomWebURL.absoluteString, "--cache-dir", folder.appending(path: "cache").path, "-o", fromWeb.path] + threeD)
                #expect(web.status == 0 && web.text.contains("3D at azimuth 90°"), "\(web.text) \(web.errors)")
                #expect(try await Tool.run(["render", "--dicom", head.folder.path, "-o", fromFiles.path] + threeD).status == 0)
                #expect(try Data(contentsOf: fromWeb) == Data(contentsOf: fromFiles))
            }
        }
    }

    @Test("--draft renders as the viewer's drafts are: the volume's coarse copy, samples a voxel apart at least")
    func draft() async throws {
        let head = try await HeadCTSeries.shared()
        let volume = try head.placedVolume()
        try await withScratchFolder { folder in
            let output = folder.appending(path: "draft.png")
            let run = try await Tool.run([
                "render", "--dicom", head.folder.path, "--3d", "--preset", "CT-Bone", "--size", "40,30", "--azimuth", "30", "--draft", "-o", output.path,
            ])
            #expect(run.status == 0 && run.text.contains("CT-Bone, draft"), "\(run.text) \(run.errors)")
            let voxel = min(volume.geometry.pixelSpacing.row, volume.geometry.pixelSpacing.column, volume.geometry.sliceSpacing)
            let expected = try volume.rendering(
                .ctBone, camera: VolumeCamera(azimuth: 30), width: 40, height: 30, options: RayCastingOptions(sampleSpacing: voxel, isCoarse: true))
            #expect(try Bitmap(decoding: Data(contentsOf: output)).pixels == expected.pixels)
            let full = try volume.rendering(.ctBone, camera: VolumeCamera(azimuth: 30), width: 40, height: 30)
            #expect(expected.pixels != full.pixels, "\(volume.byteCount) bytes: a draft of its own")
        }
    }

    @Test("--help states the camera's convention; --3d refuses what does not go with it")
    func helpAndRefusals() async throws {
        let help = try await Tool.run(["render", "--help"])
        let text = help.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("At --azimuth 0 and --elevation 0 the camera looks from the patient's anterior towards posterior, superior up"))
        #expect(text.contains("at 90 it looks from the patient's left, anterior on the image's left"))
        let refused = try await Tool.run(["render", "--dicom", "/nonexistent", "--3d", "--slice", "3", "-o", "/tmp/x.png"])
        #expect(refused.status != 0 && refused.errors.contains("--3d renders the whole volume"), "\(refused.errors)")
        let unknown = try await Tool.run(["render", "--dicom", "/nonexistent", "--3d", "--preset", "CT-Glass", "-o", "/tmp/x.png"])
        #expect(unknown.status != 0 && unknown.errors.contains("--preset CT-Glass is not one of CT-AAA, CT-Bone"), "\(unknown.errors)")
        let both = try await Tool.run(["render", "--dicom", "/nonexistent", "--3d", "--preset", "CT-Bone", "--window", "bone", "-o", "/tmp/x.png"])
        #expect(both.status != 0 && both.errors.contains("--preset colours the volume itself"), "\(both.errors)")
        let flat = try await Tool.run(["render", "--dicom", "/nonexistent", "--3d", "--sample-spacing", "0", "-o", "/tmp/x.png"])
        #expect(flat.status != 0 && flat.errors.contains("--sample-spacing is a number of millimetres above 0, not 0.0"), "\(flat.errors)")
    }
}
