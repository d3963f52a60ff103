import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoGTKTestSupport
import TomoImaging
import TomoVolume
import TomoTestSupport
@testable import TomoDesktop

/// A segmentation on the CT viewer's screen: found beside the CT, laid over the three planes with S, its segments
/// listed with their volumes, one hidden with its row's button.
extension DesktopTests.ScanViewerDICOMScreenTests {
    @Test("A segmentation shows over the three planes with S, its segments listed; a row's button hides one")
    func segmentationOverlay() async throws {
        try await ScreenWindow.startStyled()
        try await withScratchFolder { folder in
            _ = try await SegmentationSamples.write(.binary, in: folder)
            var environment = ScanViewerEnvironment.files([folder.path])
            environment.segmentations = .live
            let model = ScanViewerModel(environment: environment)
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "CT with a segmentation", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil { model.phase == .ready && screen.segmentationPicker.isVisible }
            #expect(screen.segmentationPicker.selectedIndex == 0 && !screen.segmentList.root.isVisible)
            try await window.press("ctrl+3")
            model.setIndex(2)
            await model.waitUntilViewsDrawn()
            try await MainContext.waitUntil {
                !screen.root.isTransitionRunning && [VolumePlane.axial, .coronal, .sagittal].allSatisfy { screen.canvas($0).isCurrent }
            }
            // Before S, the colours are the crosshair's lines and the active view's frame alone.
            let before = Dictionary(uniqueKeysWithValues: [VolumePlane.axial, .coronal, .sagittal].map { ($0, Self.colouredPixels(in: screen.canvas($0))) })
            try await window.press("s")
            try await MainContext.waitUntil { screen.segmentList.root.isVisible && screen.segmentList.rowButtons.count == 2 }
            #expect(screen.segmentationPicker.selectedIndex == 1 && screen.segmentationStatus.text == "2 of 2 segments shown")
            // The list in a column of its own left of the views, over none of them (painted again with each frame of one).
            try await MainContext.waitUntil { !screen.root.isTransitionRunning }
            let list = try TestWindow.frame(of: screen.segmentList.root, in: window.window)
            let axial = try TestWindow.frame(of: screen.canvas(.axial).area, in: window.window)
            #expect(list.x + list.width <= axial.x && list.width >= SegmentListView.panelWidth, "list \(list), axial view \(axial)")
            // Every plane's view, as GTK renders it, has the segments' colours on it: hundreds of pixels more.
            try await MainContext.waitUntil { !screen.root.isTransitionRunning && screen.canvas().isCurrent }
            for plane in [VolumePlane.axial, .coronal, .sagittal] {
                try await MainContext.waitUntil { Self.colouredPixels(in: screen.canvas(plane)) > before[plane, default: 0] + 300 }
            }
            // The band's volume read from its row: 165 voxels of 6 mm³.
            let bandRow = try #require(screen.segmentList.rowLabels[2])
            #expect(bandRow.text.contains("Band") && bandRow.text.contains("1.0 mL") && bandRow.text.contains("165 voxels"), "\(bandRow.text)")
            let hide = try #require(screen.segmentList.toggleButtons[2])
            #expect(hide.label == "Hide")
            hide.click()
            try await MainContext.waitUntil {
                screen.segmentationStatus.text == "1 of 2 segments shown" && screen.segmentList.toggleButtons[2]?.label == "Show"
            }
        }
    }

    /// How many of `canvas`' rendered pixels are plainly coloured (their channels 40 or more apart); 0 when it
    /// cannot be rendered yet.
    @MainActor private static func colouredPixels(in canvas: SliceCanvas) -> Int {
        guard let drawn = try? canvas.area.renderBitmap() else { return 0 }
        let pixels = drawn.pixels, bytes = drawn.format.bytesPerPixel
        guard bytes >= 3 else { return 0 }
        var count = 0
        for start in stride(from: 0, to: pixels.count - 2, by: bytes) {
            let (r, g, b) = (Int(pixels[start]), Int(pixels[start + 1]), Int(pixels[start + 2]))
            if max(r, g, b) - min(r, g, b) >= 40 { count += 1 }
        }
        return count
    }
}
