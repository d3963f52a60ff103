import Foundation
import Testing
import TomoCore
import TomoTestSupport

extension DesktopProcessTests {
    /// Annotations kept between runs, in the real program: a series' annotation document left in the data
    /// folder by an earlier run is read when the series opens, and what the app learns (the region's figures,
    /// measured from the head's voxels) is written back without being asked, members it does not read kept.
    @Suite("tomo-desktop keeps annotations between runs")
    struct KeptAnnotationsProcessTests {
        @Test(
            "An earlier run's ellipse is restored on its slice, measured, and written back with its figures",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb and xdotool (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func anEarlierRunsAnnotationsAreRestoredAndKept() async throws {
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { scratch in
                let data = scratch.appending(path: "data")
                let annotations = data.appending(path: "tomo/annotations", directoryHint: .isDirectory)
                try FileManager.default.createDirectory(at: annotations, withIntermediateDirectories: true)
                let document = annotations.appending(path: "\(head.seriesInstanceUID).json")
                // As an earlier run leaves it, before its figures were measured; with a member Tomo does not read.
                try Data("""
                    {"seriesInstanceUID": "\(head.seriesInstanceUID)", "reader": "dr-a", "annotations": [
                      {"kind": "ellipse", "plane": "axial", "slice": 60, "center": [128, 128], "radii": [20, 10], "label": "lesion"}
                    ]}
                    """.utf8).write(to: document)
                let display = try await onBlockingThread { try XvfbServer(width: 1280, height: 1024) }
                defer { display.stop() }
                var environment = display.environment
                environment["XDG_DATA_HOME"] = data.path
                let app = try DesktopProcess([head.folder.path, "--cache-dir", scratch.appending(path: "cache").path], environment: environment)
                defer { _ = app.stop() }

                try await FolderWatch(folder: annotations).wait(isAlive: { app.isRunning }) { _ in
                    (try? String(contentsOf: document, encoding: .utf8))?.contains("\"Mean\"") == true
                }
                let kept = try JSONValue(parsing: Data(contentsOf: document))
                #expect(kept["reader"] == .string("dr-a"), "the member Tomo does not read is kept")
                let ellipses = try #require(kept["annotations"]?.array)
                #expect(ellipses.count == 1 && ellipses[0]["label"] == .string("lesion") && ellipses[0]["slice"] == .number(60))
                let figures = try #require(ellipses[0]["measurements"]?.array)
                let names = figures.compactMap { $0["name"]?.string }
                #expect(names.contains("Area"), "\(names)")
                // The figures are the head's own: its voxels inside the ellipse, in HU.
                let mean = try #require(figures.first { $0["name"] == .string("Mean") }?["value"]?.double)
                let expected = try Self.meanHU(of: head, slice: 60, center: (128, 128), radii: (20, 10))
                #expect(abs(mean - expected) < 1e-3, "\(mean) HU, not \(expected)")
            }
        }

        /// The mean HU of slice `slice`'s pixels whose centres lie in the ellipse, counted here from the head's
        /// own stored samples and rescale.
        static func meanHU(of head: HeadCTSeries, slice: Int, center: (Double, Double), radii: (Double, Double)) throws -> Double {
            let samples = try head.volume.slice(at: slice)
            let (columns, rows) = (head.volume.geometry.columns, head.volume.geometry.rows)
            var sum = 0.0, count = 0
            for row in 0..<rows {
                for column in 0..<columns {
                    let dx = (Double(column) - center.0) / radii.0, dy = (Double(row) - center.1) / radii.1
                    guard dx * dx + dy * dy <= 1 else { continue }
                    sum += head.volume.rescale.physicalValue(ofStored: Double(samples[row * columns + column]))
                    count += 1
                }
            }
            return sum / Double(count)
        }
    }
}
