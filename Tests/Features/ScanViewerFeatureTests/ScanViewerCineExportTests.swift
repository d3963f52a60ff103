import FeatureSupport
import Foundation
import Testing
import TomoImageCodecs
import TomoImaging
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Export Cine… (Ctrl+Shift+E) on the head CT: every axial section as an APNG whose frames, read back by Pillow,
/// are the slices as the viewer shows them; a coronal GIF of every coronal section; a video name refused, saying
/// why, nothing written; a turned view offers none.
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
            #expect(model.cineExport.state.message?.contains("a video (MP4) needs GStreamer's or FFmpeg's libraries, which this build of Tomo does not use: name it .gif or .apng") == true, "\(model.cineExport.state)")
            #expect(!FileManager.default.fileExists(atPath: video.path) && model.canExportCine, "nothing written; another name is one click")
        }
    }
}
