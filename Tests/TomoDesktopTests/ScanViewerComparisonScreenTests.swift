import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoGTKTestSupport
import TomoLibrary
import TomoPipeline
import TomoTestSupport
@testable import TomoDesktop

/// Compare with Prior on the CT viewer's screen: the prior beside the study, linked, its slice drawn across the
/// study's views, chosen from its menu.
extension DesktopTests.ScanViewerDICOMScreenTests {
    @Test("Ctrl+P compares with the prior: the patient's most recent earlier study opens beside the study; the prior picker shows another there")
    func compareWithPrior() async throws {
        try await ScreenWindow.startStyled()
        try await withScratchFolder { folder in
            try await FollowUpStudies.write(into: folder.appending(path: "files"))
            let library = folder.appending(path: "library")
            #expect(try await StudyLibrary(folder: library).importFiles([folder.appending(path: "files").path]).added == 15)
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            let model = ScanViewerModel(environment: .library(library, client: client, pipeline: ImagePipeline(configuration: .init(client: client))))
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "CT prior", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil { screen.studyBrowserView.rows.count == 4 }
            await model.openStudy(at: 0)  // the latest, as a click on its row opens it
            try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer && model.phase == .ready }
            try await MainContext.waitUntil { screen.compareButton.isVisible && screen.compareButton.isSensitive }
            #expect(!screen.priorPicker.isVisible, "no prior listed before one is asked for")

            try await window.press("ctrl+p")
            try await MainContext.waitUntil { screen.paneViews.count == 2 && model.phase == .ready && screen.priorPicker.isVisible }
            #expect(model.panes[1].loading.series?.entry.studyInstanceUID == FollowUpStudies.prior)
            #expect(model.panes[0].loading.series?.entry.studyInstanceUID == FollowUpStudies.current)
            #expect(model.priorMenuItems == ["2023-01-15 · CT · Head prior", "2021-01-15 · CT · Head older"])
            #expect(screen.priorPicker.itemCount == 2 && screen.priorPicker.selectedIndex == 0)
            #expect(screen.paneViews[1].isFramed(active: true), "the prior's pane is active")

            // Linked: ↓ in the prior's pane moves the study's pane along; K unlinks them.
            #expect(screen.linkButton.isVisible && screen.linkButton.label == "Unlink Panes")
            try await window.press("Down")
            try await MainContext.waitUntil { model.index == 1 && model.acting(on: model.panes[0]) { model.index } == 1 }
            try await window.press("k")
            try await MainContext.waitUntil { screen.linkButton.label == "Link Panes" }
            try await window.press("Down")
            try await MainContext.waitUntil { model.index == 2 }
            #expect(model.acting(on: model.panes[0]) { model.index } == 1, "unlinked, the study stays")
            screen.linkButton.click()
            try await MainContext.waitUntil { screen.linkButton.label == "Unlink Panes" && model.acting(on: model.panes[0]) { model.index } == 2 }

            // Shift+wheel over the prior nudges the alignment: the prior a slice on, the study staying; and back.
            let priorAxial = try TestWindow.frame(of: screen.paneViews[1].canvas(.axial).area, in: window.window)
            let (x, y) = (priorAxial.x + priorAxial.width / 2, priorAxial.y + priorAxial.height / 2)
            try await XInput.scroll(down: 1, up: 0, at: x, y, holding: "shift", inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { model.linkStatus?.hasPrefix("Aligned by hand: ") == true && screen.linkStatus.isVisible }
            #expect(model.index == 3 && model.acting(on: model.panes[0]) { model.index } == 2, "the prior on, the study staying")
            try await XInput.scroll(down: 0, up: 1, at: x + 1, y, holding: "shift", inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { model.index == 2 && model.linkStatus == "Aligned by hand: 0.0 mm L, 0.0 mm P, 0.0 mm S" }

            // Reference lines, unlinked: the study in three planes (F6, Ctrl+3) shows the prior's slice across its
            // coronal view; ↓ in the prior's pane moves the line a row, the study staying; Ctrl+Shift+R adds the
            // prior's first and last slices, then takes every line away, then brings the one back.
            try await window.press("k")
            try await window.press("F6")
            try await window.press("ctrl+3")
            let coronal = screen.paneViews[0].canvas(.coronal)
            try await MainContext.waitUntil { coronal.drawn?.referenceLines.count == 1 }
            #expect(screen.paneViews[1].canvas(.axial).drawn?.referenceLines == [], "the prior's axial view: parallel to the study's")
            let before = try #require(coronal.drawn?.referenceLines.first?.start.y)
            try await window.press("F6")
            try await window.press("Down")
            try await MainContext.waitUntil { coronal.drawn?.referenceLines.first.map { $0.start.y != before } == true }
            #expect(abs(abs(try #require(coronal.drawn?.referenceLines.first?.start.y) - before) - 1) < 1e-6, "a slice further: a row")
            #expect(model.index == 3 && model.acting(on: model.panes[0]) { model.index } == 2, "unlinked, the study stays")
            try await window.press("ctrl+shift+r")
            try await MainContext.waitUntil { coronal.drawn?.referenceLines.map(\.kind) == [.shown, .first, .last] }
            try await window.press("ctrl+shift+r")
            try await MainContext.waitUntil { coronal.drawn?.referenceLines == [] }
            try await window.press("ctrl+shift+r")
            try await MainContext.waitUntil { coronal.drawn?.referenceLines.count == 1 }

            // What the panes share: unlinked, the sync menu says none; Ctrl+K links the windows (a custom item says
            // so); its Tile links slices, windows and views, Ctrl+Shift+K unlinks the views again.
            #expect(screen.syncPicker.isVisible && screen.syncPicker.selectedIndex == 2 && screen.syncPicker.itemCount == 3)
            try await window.press("ctrl+k")
            try await MainContext.waitUntil { model.areWindowsLinked && screen.syncPicker.itemCount == 4 && screen.syncPicker.selectedIndex == 3 }
            screen.syncPicker.choose(1)
            try await MainContext.waitUntil { model.arePanesLinked && model.areViewsLinked && screen.syncPicker.itemCount == 3 }
            try await window.press("ctrl+shift+k")
            try await MainContext.waitUntil { !model.areViewsLinked && model.areWindowsLinked && screen.syncPicker.selectedIndex == 3 }

            // Measure Again Here: a length drawn on the prior, copied by the findings panel's button onto the study.
            #expect(!screen.measureAgainButton.isVisible)
            model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(60.5, 70.5), end: Point2D(140.5, 90.5)) }
            try await MainContext.waitUntil { screen.measureAgainButton.isVisible }
            screen.measureAgainButton.click()
            try await MainContext.waitUntil { model.activePane === model.panes[0] && model.annotations.all.count == 1 }
            #expect((model.annotations.all.first as? LengthAnnotation)?.start == Point2D(60.5, 70.5), "one frame of reference, one grid")
            #expect(model.acting(on: model.panes[0]) { model.index } == model.acting(on: model.panes[1]) { model.index })
            try await window.press("F6")

            screen.priorPicker.choose(1)
            try await MainContext.waitUntil {
                model.panes.count == 2 && model.panes[1].loading.series?.entry.studyInstanceUID == FollowUpStudies.older && model.phase == .ready
            }
            try await MainContext.waitUntil { screen.paneViews.count == 2 && screen.priorPicker.selectedIndex == 1 }
            #expect(model.sliceCount == 3 && model.panes[0].loading.series?.entry.studyInstanceUID == FollowUpStudies.current)
            await model.waitUntilPreloaded()
        }
    }
}
