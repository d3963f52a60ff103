import FeatureSupport
import Foundation
import Testing
import TomoImageCodecs
import TomoImaging
import TomoCore
import TomoTestSupport
import TomoSeries
import TomoVolume
@testable import ScanViewerFeature

/// Export Cine… (Ctrl+Shift+E) on the head CT: every axial section as an APNG whose frames, read back by Pillow,
/// are the slices as the viewer shows them; a coronal GIF of every coronal section; an MP4 (H.264, by ffmpeg); a
/// WebM refused, saying why, nothing written; a turned view offers none; with the overlays and annotations, each frame says what the view
/// says over its section and shows the measurements on it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScanViewerCineExportTests {
    @Test func everySectionOfTheActiveViewIsWrittenAsTheViewDrawsIt() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let model = ScanViewerModel(environment: .files([head.folder.path]))
            await model.open()
            #expect(ScanViewerModel.keys.action(for: .controlShift("e")) == .exportCine)
            #expect(model.canExportCine && model.perform(.exportCine) && model.cineExport.request?.suggestedName == "Cranium-Test-axial.gif")
            model.dismissCineExportRequest()
            #expect(model.cineExport.request == nil)

            let apng = folder.appending(path: "head.apng")
            await model.exportCine(to: apng)
            let count = head.volume.geometry.sliceCount
            #expect(model.cineExport.state == .exported(apng, frames: count) && model.cineExport.state.message == "Saved head.apng (\(count) frames)")
            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                for frame in (0, 40, image.n_frames - 1):
                    image.seek(frame)
                    image.save(sys.argv[1] + "-%d.png" % frame)
                print(image.n_frames, image.info["loop"])
                """, apng.path])
            #expect(read.status == 0 && read.text == "\(count) 0\n", "\(read.text) \(read.errors)")
            for slice in [0, 40, count - 1] {
                let frame = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: apng.path + "-\(slice).png")))
                #expect(frame.converted(to: .rgba8) == (try head.shownSlice(slice)).converted(to: .rgba8), "slice \(slice) as shown")
            }

            // The coronal view, active: every coronal section, in a GIF.
            model.setLayout(.threePlanes)
            model.views.activate(.coronal)
            #expect(model.requestCineExport() && model.cineExport.request?.suggestedName == "Cranium-Test-coronal.gif")
            model.dismissCineExportRequest()
            let gif = folder.appending(path: "coronal.gif")
            await model.exportCine(to: gif)
            #expect(model.cineExport.state == .exported(gif, frames: head.volume.geometry.rows), "\(model.cineExport.state)")
            // Its 108 slices 1.5 mm apart, its pixels 0.957 mm: 107 gaps of 1.57 pixels, 169 rows.
            let geometry = head.volume.geometry
            let rows = Int((Double(geometry.sliceCount - 1) * geometry.sliceSpacing / geometry.pixelSpacing.column).rounded()) + 1
            #expect(rows > geometry.sliceCount, "the head CT's slices lie further apart than its pixels")
            let size = try await ProcessRun.run(python, ["-c", "import sys; from PIL import Image; print(*Image.open(sys.argv[1]).size)", gif.path])
            #expect(size.text == "\(geometry.columns) \(rows)\n", "at square pixels, as the view shows it: \(size.text)")

            // From the first key image to the last: the slices between them alone, the first frame the first's.
            model.setLayout(.axial)
            #expect(model.cineKeyImageRange == nil && model.cineKeyImageRangeTitle == nil, "no key images yet")
            model.keyImages.restore([12, 30], of: try #require(model.series?.entry.id))
            #expect(model.cineKeyImageRange == 12...30)
            #expect(model.cineKeyImageRangeTitle == "Only from the first key image to the last (slices 13–31)")
            let range = folder.appending(path: "range.apng")
            await model.exportCine(to: range, keyImagesOnly: true)
            #expect(model.cineExport.state == .exported(range, frames: 19), "\(model.cineExport.state)")
            let first = try await ProcessRun.run(python, ["-c", """
                import sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                image.save(sys.argv[1] + "-first.png")
                print(image.n_frames)
                """, range.path])
            #expect(first.text == "19\n", "\(first.errors)")
            let frame = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: range.path + "-first.png")))
            #expect(frame.converted(to: .rgba8) == (try head.shownSlice(12)).converted(to: .rgba8))

            let video = folder.appending(path: "head.mp4")
            await model.exportCine(to: video)
            #expect(model.cineExport.state == .exported(video, frames: count), "\(model.cineExport.state)")
            let probe = try await ProcessRun.run(try #require(TestEnvironment.program("ffprobe")), [
                "-v", "error", "-show_entries", "stream=codec_name,nb_frames", "-of", "csv=p=0", video.path])
            #expect(probe.text == "h264,\(count)\n", "\(probe.text) \(probe.errors)")
            let webm = folder.appending(path: "head.webm")
            await model.exportCine(to: webm)
            #expect(model.cineExport.state.message == "Could not save head.webm: Tomo writes a video as MP4 (H.264), not WEBM: name it .mp4, .gif or .apng", "\(model.cineExport.state)")
            #expect(!FileManager.default.fileExists(atPath: webm.path) && model.canExportCine, "nothing written; another name is one click")
        }
    }

    @Test func annotatedFramesSayWhatTheViewSaysAndShowTheMeasurementsOnTheirSection() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let model = ScanViewerModel(environment: .files([head.folder.path]))
            await model.open()
            model.setIndex(40)
            #expect(model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(20.5, 150.5), end: Point2D(120.5, 150.5)) } != nil)
            model.setIndex(41)
            await model.waitUntilDrawn()
            model.setViewSize(Size2D(400, 400), of: .axial)
            let overlay = try #require(model.overlay(of: .axial))
            #expect(model.cineAnnotationsTitle.hasPrefix("Draw the overlays and annotations"))

            let apng = folder.appending(path: "annotated.apng")
            await model.exportCine(to: apng, annotated: true)
            #expect(model.cineExport.state == .exported(apng, frames: head.volume.geometry.sliceCount), "\(model.cineExport.state)")
            let python = try #require(TestEnvironment.program("python3"))
            let read = try await ProcessRun.run(python, ["-c", """
                import sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                for frame in (40, 41):
                    image.seek(frame)
                    image.convert("RGBA").save(sys.argv[1] + "-%d.png" % frame)
                """, apng.path])
            #expect(read.status == 0, "\(read.errors)")
            let frames = try [40, 41].map { try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: apng.path + "-\($0).png"))).converted(to: .rgba8) }

            // Slice 41's frame: the slice as shown with what the view says over it but its zoom, in the view's places.
            let spacing = head.volume.geometry.pixelSpacing.column
            var expected = RasterCanvas(try head.shownSlice(41))
            var shown = overlay
            shown.bottomRight.removeAll { $0.hasPrefix("Zoom") }
            shown.scaleBar = ScaleBar(pointsPerMillimetre: 1 / spacing, maximumPoints: Double(head.volume.geometry.columns) / 4)
            expected.draw(shown)
            #expect(overlay.bottomLeft.first?.hasPrefix("slice 42 / ") == true && overlay.bottomRight.first?.hasPrefix("W ") == true)
            #expect(frames[1] == (try expected.bitmap()).converted(to: .rgba8), "slice 41 as the view shows it, with its overlays")

            // The length, drawn on slice 40, is in its frame alone, in its colour along its row.
            let amber = AnnotationStyle.measurement.colour
            func isAmber(_ frame: Bitmap, _ x: Int, _ y: Int) -> Bool {
                let offset = (y * frame.width + x) * 4
                return Array(frame.pixels[offset ..< offset + 3]) == [amber.red, amber.green, amber.blue]
            }
            #expect([25, 70, 115].allSatisfy { isAmber(frames[0], $0, 150) }, "the length on slice 40")
            #expect(!(0..<frames[1].height).contains { y in (0..<frames[1].width).contains { isAmber(frames[1], $0, y) } }, "and nowhere on 41")

            // Coronal section 150 passes through it: at slice 40's height in the frame at square pixels (row 67 of
            // 108 counted from the head, 1.567 times lower: row 105), not where it lies in the section as cut.
            model.setLayout(.threePlanes)
            model.views.activate(.coronal)
            let coronal = folder.appending(path: "coronal.apng")
            await model.exportCine(to: coronal, annotated: true)
            let saved = try await ProcessRun.run(python, ["-c", """
                import sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                image.seek(150)
                image.convert("RGBA").save(sys.argv[1] + "-150.png")
                """, coronal.path])
            #expect(saved.status == 0, "\(saved.errors)")
            let section = try Bitmap(decoding: Data(contentsOf: URL(fileURLWithPath: coronal.path + "-150.png"))).converted(to: .rgba8)
            let amberRows = Set((0..<section.height).filter { y in (20...120).contains { isAmber(section, $0, y) } })
            #expect(!amberRows.isEmpty && amberRows.isSubset(of: 103...107), "\(amberRows.sorted())")
        }
    }
}
