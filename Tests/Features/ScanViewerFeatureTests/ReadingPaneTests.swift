import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOMSeries
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoVolume

/// Panes: a second series opened beside the first (from the study browser, or from the same source), each
/// scrolled, windowed and drawn on its own, the active one taking the keys; a pane that fails says so while the
/// other keeps working; closing a pane gives its room back.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ReadingPaneTests {
    @Test("Files in one pane, a study on Orthanc beside them: each scrolled, windowed and drawn on its own")
    func filesBesideAPACSStudy() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            _ = try await orthanc.uploadThreeStudies()
            let model = ScanViewerModel.filesReachingPACSes(head.folder, offering: orthanc.dicomWebURL)
            await model.start()
            await model.waitUntilDrawn()
            #expect(model.phase == .ready && model.sliceCount == 108 && model.panes.count == 1 && !model.showsSeveralPanes)
            let files = model.activePane, filesIndex = model.index
            #expect(!model.perform(.nextPane) && !model.perform(.closePane), "one pane: nothing to switch to or close")

            // Ctrl+B in the study browser opens the highlighted study beside the files.
            #expect(model.perform(.openPACS))
            let browser = try #require(model.browser)
            await model.waitUntil { $0.browser?.phase == .found }
            let study = try #require(browser.studies.firstIndex { $0.patientName?.hasPrefix("Cranium") == true }, "\(browser.phase) \(browser.studies)")
            browser.highlight(study)
            #expect(model.canOpenStudyBeside, "a series is open: the browser offers Open Beside")
            #expect(model.perform(.openBeside))
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            await model.waitUntilDrawn()
            #expect(!model.isBrowsingStudies && model.activePaneIndex == 1 && model.showsSeveralPanes)
            #expect(model.sliceCount == 3 && model.studyText == "Cranium, Test · 2024-01-15 · Head")
            let pacs = model.activePane
            // Each pane keeps where its series came from: a report of the files is not sent to the PACS beside them.
            #expect(model.pacsTarget?.server == orthanc.dicomWebURL && model.acting(on: files) { model.pacsTarget } == nil)
            #expect(model.acting(on: files) { !model.canSendReport && !model.canSignIn })
            #expect(model.displayed?.image == (try head.shownSlice(0)), "the PACS's first slice, as the files show it")

            // The active pane takes the keys: the PACS pane moves and is windowed, the files' pane does not.
            #expect(model.perform(.nextSlice))
            await model.waitUntilDrawn()
            let second = try head.shownSlice(1)
            #expect(model.index == 1 && model.displayed?.image == second)
            #expect(model.perform(.windowPreset(2)))
            let pacsWindow = model.window
            #expect(model.acting(on: files) { model.index } == filesIndex, "the files' pane stayed on its slice")
            #expect(model.acting(on: files) { model.window } != pacsWindow, "and in its own window")

            // F6 makes the files' pane active: its own slice and window, and the keys now move it alone.
            #expect(model.perform(.nextPane) && model.activePane === files)
            #expect(model.sliceCount == 108 && model.index == filesIndex)
            #expect(model.perform(.nextSlice))
            await model.waitUntilDrawn()
            let next = try head.shownSlice(filesIndex + 1)
            #expect(model.index == filesIndex + 1 && model.displayed?.image == next)
            #expect(model.acting(on: pacs) { (model.index, model.window) } == (1, pacsWindow))

            // A study opened beside with a series it does not hold fails in its own pane, with Retry; the others work.
            await model.openStudyBeside(at: study, seriesID: "1.2.3.4")
            #expect(model.panes.count == 3 && model.phase.isOpeningFailure && model.banner != nil)
            let failed = model.activePane
            #expect(model.perform(.nextPane) && model.activePane === files && model.banner == nil)
            // Its views say so where its images would be, and how to reach Retry; the files' views show images.
            let failedSays = model.acting(on: failed) { model.viewMessage } ?? ""
            #expect(failedSays.hasPrefix("Cannot open the series: ") && failedSays.hasSuffix("\nClick this pane to retry it"), "\(failedSays)")
            #expect(model.viewMessage == nil)
            #expect(model.perform(.nextSlice) && model.index == filesIndex + 2)

            // Closing a pane gives its room back; the pane left of it becomes active.
            #expect(model.activatePane(at: 1) && model.activePane === pacs && model.perform(.closePane))
            #expect(model.panes.map(\.id) == [files.id, failed.id] && model.activePane === files)
            #expect(model.activate(failed) && model.perform(.closePane) && model.panes.count == 1 && model.activePane === files)
            #expect(model.sliceCount == 108 && !model.showsSeveralPanes)
        }
    }

    @Test("Ctrl+B beside a series of a folder of three: the new pane's picker; Escape gives the room back, Enter opens it beside")
    func besideFromTheSameSource() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try await head.multiSeriesCopy(in: folder)
            let model = ScanViewerModel.filesReachingPACSes(folder, offering: nil)
            await model.start()
            #expect(model.isChoosingSeries && !model.perform(.openBeside), "nothing is open to open beside yet")
            let headChoice = try #require(model.picker.choices.firstIndex { $0.id == head.seriesInstanceUID })
            await model.chooseSeries(at: headChoice)
            #expect(model.phase == .ready && model.sliceCount == 108)

            #expect(model.perform(.openBeside))
            await model.waitUntil { $0.panes.count == 2 && $0.isChoosingSeries }
            #expect(model.activePaneIndex == 1 && model.series == nil)
            #expect(model.perform(.closeStudyBrowser), "Escape in the new pane's picker closes it")
            #expect(model.panes.count == 1 && model.phase == .ready && model.sliceCount == 108)

            #expect(model.perform(.openBeside))
            await model.waitUntil { $0.panes.count == 2 && $0.isChoosingSeries }
            let other = try #require(model.picker.choices.firstIndex { $0.id != head.seriesInstanceUID })
            model.picker.highlight(other)
            #expect(model.perform(.openHighlightedSeries))
            await model.waitUntil { $0.phase == .ready }
            #expect(model.sliceCount == 1 && model.series?.entry.id != head.seriesInstanceUID)
            #expect(model.acting(on: model.panes[0]) { (model.sliceCount, model.series?.entry.id) } == (108, head.seriesInstanceUID))
        }
    }

    @Test("The probe reads under the pointer over a pane that is not active, from that pane's series, and shows there")
    func probeOverAnInactivePane() async throws {
        let (model, far) = try await twoSpacingsChoosingTheFirst()
        model.setViewSize(Size2D(320, 240), of: .axial)
        model.setIndex(10)
        let first = model.activePane
        await model.openBeside()
        #expect(model.isChoosingSeries && model.panes.count == 2)
        await model.chooseSeries(at: 1)
        await model.waitUntilPreloaded()
        model.setViewSize(Size2D(320, 240), of: .axial)
        model.setIndex(20)
        await model.waitUntilViewsDrawn()
        #expect(model.activePane !== first && model.series?.entry.id == far.entry.id)

        // 20 points a pixel: (50, 70) is pixel (2, 3) of slice 10 of the first pane's series, 100·10 + 10·3 + 2 HU.
        model.acting(on: first) { model.pointerMoved(to: Point2D(50, 70), in: .axial) }
        await model.waitUntil { $0.pointerProbe != nil }
        #expect(model.pointerProbe?.value == 1032 && model.pointerProbeView == ViewID(pane: first.id, plane: .axial))
        let probeText = try #require(model.pointerProbeText)
        #expect(model.acting(on: first) { model.overlay(of: .axial)?.bottomLeft.contains(probeText) } == true)
        #expect(model.overlay(of: .axial)?.bottomLeft.contains(probeText) == false, "not on the active pane's view")
        #expect(model.activePane !== first, "probing does not make a pane active")
    }

    @Test("Each pane keeps one position in the patient; a pane moved to another's position shows the same place, and says when it lies outside")
    func panesMoveToAPositionInThePatient() async throws {
        let (model, _) = try await twoSpacingsChoosingTheFirst()
        model.setLayout(.threePlanes)
        for plane in VolumePlane.allCases { model.setViewSize(Size2D(320, 240), of: plane) }
        model.setIndex(10)
        let first = model.activePane
        // The crosshair at the volume's centre voxel (8, 6) of slice 10.
        let position = try #require(model.patientPosition)
        #expect(position == Vector3(8, 6, 20) && model.sectionPlane(shownIn: .coronal) == .coronal(6) && model.sectionPlane(shownIn: .sagittal) == .sagittal(8))

        await model.openBeside()
        await model.chooseSeries(at: 1)
        await model.waitUntilPreloaded()
        model.setLayout(.threePlanes)
        #expect(model.move(toPatientPosition: position))
        #expect(model.index == 20 && model.patientPosition == position)
        #expect(model.sectionPlane(shownIn: .coronal) == model.acting(on: first) { model.sectionPlane(shownIn: .coronal) })
        #expect(model.sectionPlane(shownIn: .sagittal) == model.acting(on: first) { model.sectionPlane(shownIn: .sagittal) })

        // Past the series' last slice (39 mm): it says so, and stops at the end.
        #expect(!model.move(toPatientPosition: Vector3(position.x, position.y, 60)))
        #expect(model.index == 39)
        #expect(model.acting(on: first) { model.index } == 10, "the other pane stays")
    }

    /// A viewer of two series held in memory, slices 2 mm apart and 1 mm apart, both from the origin (slice 10 of
    /// one is slice 20 of the other), the first chosen in its picker and preloaded; and the second.
    private func twoSpacingsChoosingTheFirst() async throws -> (ScanViewerModel, InMemorySeriesSource.Series) {
        let coarse = try InMemorySeriesSource.Series.gradient(columns: 16, rows: 12, slices: 20)
        let fine = try InMemorySeriesSource.Series.gradient(columns: 16, rows: 12, slices: 40, sliceSpacing: 1)
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([coarse, fine], offersDefaultSeries: false)))
        await model.open()
        #expect(model.isChoosingSeries)
        await model.chooseSeries(at: 0)
        await model.waitUntilPreloaded()
        return (model, fine)
    }
}
