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

/// Compare with Prior on the CT viewer's screen: the prior beside the study, linked, chosen from its menu.
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
            #expect(screen.paneViews[1].root.hasCSSClass(ScanViewerStyle.activePaneClass), "the prior's pane is active")

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
