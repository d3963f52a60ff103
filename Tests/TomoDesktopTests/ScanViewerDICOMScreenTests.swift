import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTestSupport
@testable import TomoDesktop

extension DesktopTests {
    /// The CT viewer's screen over DICOM files: the series picker, opening with the keyboard, dropping
    /// folders on it, and the Open dialog.
    @Suite("The CT viewer's screen on DICOM files")
    @MainActor
    struct ScanViewerDICOMScreenTests {
        /// Slice `k` of the head CT windowed by `window`, from the volume its files were made of.
        static func expectedSlice(_ head: HeadCTSeries, _ k: Int, window: WindowLevel) throws -> Bitmap {
            try Bitmap(width: 256, height: 256, gray16: head.volume.slice(at: k)).windowed(window, rescale: head.volume.rescale)
        }

        /// Runs `body` with the CT screen over a folder of three series (the head CT's among them), opened (its
        /// picker up) in a window titled `title`; checks that GTK complained of nothing meanwhile.
        static func withThreeSeriesScreen(
            titled title: String,
            _ body: (_ model: ScanViewerModel, _ screen: ScanViewerScreen, _ window: ScreenWindow, _ head: HeadCTSeries) async throws -> Void
        ) async throws {
            try await ScreenWindow.startStyled()
            let warnings = GLibLog.count
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { folder in
                try await head.multiSeriesCopy(in: folder)
                let model = ScanViewerModel(environment: ScanViewerEnvironment.files([folder.path]))
                let screen = ScanViewerScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: title, keys: model.handle)
                defer { window.close() }
                await model.open()
                try await body(model, screen, window, head)
            }
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }

        @Test("Several series: the picker lists them with thumbnails; ↓ and Enter open one, its study and positions shown")
        func pickerThenViewer() async throws {
            try await Self.withThreeSeriesScreen(titled: "CT picker") { model, screen, window, head in
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.picker }
                #expect(screen.seriesPickerView.heading.text == "3 series in the files: choose one")
                #expect(!screen.controlBar.isVisible && !screen.seriesPicker.isVisible)
                let rows = screen.seriesPickerView.rows
                #expect(rows.map(\.id) == model.picker.choices.map(\.id))
                let headIndex = try #require(rows.firstIndex { $0.id == head.seriesInstanceUID })
                #expect(rows[headIndex].title.text == head.volume.title && rows[headIndex].summary.text == "CT · 108 images")
                #expect(rows[headIndex].study.text == "Cranium, Test · 2024-01-15 · Head")
                try await MainContext.waitUntil { rows.allSatisfy { $0.thumbnail.texture != nil } }

                // ↓ to the head CT, then Enter.
                for _ in 0..<headIndex { try await window.press("Down") }
                try await MainContext.waitUntil { model.picker.highlighted == headIndex }
                try await window.press("Return")
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer }
                let first = try Self.expectedSlice(head, 0, window: head.volume.defaultWindow)
                try await MainContext.waitUntil { screen.canvas().shows(first) }
                #expect(screen.studyLabel.text == "Cranium, Test · 2024-01-15 · Head")
                #expect(screen.positionLabel.text == "slice 1 / 108 · 40 mm")
                #expect(screen.controlBar.isVisible && screen.seriesPicker.isVisible && screen.presetPicker.isVisible)
                try await window.press("ctrl+Down")
                let eleventh = try Self.expectedSlice(head, 10, window: head.volume.defaultWindow)
                try await MainContext.waitUntil { screen.canvas().shows(eleventh) }
                #expect(screen.positionLabel.text == "slice 11 / 108 · 55 mm")
                await model.waitUntilPreloaded()
            }
        }

        @Test("A colour ultrasound loop: its first frame in colour, its recorded 30 fps chosen; Space plays it frame by frame at that speed, and pauses it")
        func colourLoopPlays() async throws {
            try await ScreenWindow.startStyled()
            let warnings = GLibLog.count
            let path = try await DICOMSamples.pydicomFile("examples_ybr_color.dcm")
            let file = try DICOMFile.read(path: path)
            let frames = try (0..<30).map { try file.colourFrame($0).bitmap() }
            // The cine waits as the app does; each wait it asks for is kept, to check the speed it plays at.
            let waits = Locked<[Duration]>([])
            var environment = ScanViewerEnvironment.files([path])
            environment.sleep = { duration in
                waits.withLock { $0.append(duration) }
                try await Task.sleep(for: duration)
            }
            let model = ScanViewerModel(environment: environment)
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "US loop", keys: model.handle)
            defer { window.close() }
            await model.open()
            try await MainContext.waitUntil { screen.canvas().shows(frames[0]) }
            #expect(screen.positionLabel.text == "frame 1 / 30 · 0.00 s", "\(screen.positionLabel.text)")
            #expect(!screen.layoutPicker.isVisible && screen.exportButton.isVisible, "a loop has no planes to choose, and exports")
            try await MainContext.waitUntil { screen.speedPicker.selectedIndex == 0 }
            #expect(model.frameRateMenuItems.first == "30 fps (recorded)" && screen.playButton.label == "Play")

            try await window.press("space")
            try await MainContext.waitUntil { model.isPlaying && screen.playButton.label == "Pause" }
            try await MainContext.waitUntil { model.index >= 4 }
            try await window.press("space")
            try await MainContext.waitUntil { !model.isPlaying && screen.playButton.label == "Play" }
            // Paused on a later frame, shown as the loop has it, in colour.
            let stopped = model.index
            try await MainContext.waitUntil { screen.canvas().shows(frames[stopped]) }
            // Each step waited the file's Frame Time, 33.333 ms.
            let asked = waits.withLock { $0 }.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
            #expect(asked.count >= 4 && asked.allSatisfy { abs($0 - 0.033333) < 1e-9 }, "\(asked)")
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }

        @Test("Ctrl+O shows the Open dialog (Open Files… the files one); cancelling it opens nothing")
        func openDialog() async throws {
            try await ScreenWindow.startStyled()
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { folder in
                let empty = folder.appending(path: "empty")
                try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
                let model = ScanViewerModel(environment: ScanViewerEnvironment.files([empty.path]))
                let screen = ScanViewerScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: "CT drop", keys: model.handle)
                defer { window.close() }
                await model.open()
                try await MainContext.waitUntil { screen.banner.isShown }
                #expect(screen.banner.message == "Cannot open the series: no images in \(empty.path)")

                await model.open(paths: [head.folder.path])
                let first = try Self.expectedSlice(head, 0, window: head.volume.defaultWindow)
                try await MainContext.waitUntil { screen.canvas().shows(first) && !screen.banner.isShown }

                try await window.press("ctrl+o")
                try await MainContext.waitUntil { screen.openDialog != nil }
                #expect(model.openRequest == .folder)
                screen.openDialog?.cancel()
                try await MainContext.waitUntil { screen.openDialog == nil && model.openRequest == nil }
                #expect(model.series?.entry.id == head.seriesInstanceUID, "a cancelled Open changes nothing")

                screen.openFilesButton.click()
                try await MainContext.waitUntil { screen.openDialog != nil }
                #expect(model.openRequest == .files)
                screen.openDialog?.cancel()
                try await MainContext.waitUntil { screen.openDialog == nil }
                await model.waitUntilPreloaded()
            }
        }
    
        @Test("library: starts in the study browser over the library; Import Folder… asks for a folder; what it imports is listed at once")
        func libraryHome() async throws {
            try await ScreenWindow.startStyled()
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { folder in
                let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
                let model = ScanViewerModel(environment: .library(
                    folder.appending(path: "library"), client: client, pipeline: ImagePipeline(configuration: .init(client: client))))
                let screen = ScanViewerScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: "CT library", keys: model.handle)
                defer { window.close() }
                await model.start()
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.studies }
                let view = screen.studyBrowserView
                try await MainContext.waitUntil { view.status.text == "No study matches." }
                #expect(view.server.text.hasPrefix("library:/") && view.importButton.isVisible && !view.importStatus.isVisible)

                // A banner is the open series': the browser, in the viewer's place, shows none.
                let empty = folder.appending(path: "empty")
                try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
                await model.open(paths: [empty.path])
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer && screen.banner.isShown }
                model.showStudyBrowser()
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.studies && !screen.banner.isShown }

                view.importButton.click()
                try await MainContext.waitUntil { screen.openDialog != nil }
                #expect(model.openRequest == .importFolder)
                screen.openDialog?.cancel()
                try await MainContext.waitUntil { screen.openDialog == nil && model.openRequest == nil }
                #expect(!view.importStatus.isVisible, "a cancelled import imports nothing")

                await model.answer(.importFolder, with: [head.folder.path])  // what the dialog calls with the folder chosen
                try await MainContext.waitUntil {
                    view.importStatus.text == "Imported: 108 new, 0 updated, 0 unchanged, 0 skipped in 1 study" && view.rows.count == 1
                }
                #expect(view.importStatus.isVisible && view.rows[0].title.text == "Cranium, Test (ID TOMO-0001)")
                // Beside the list, the highlighted study's series: a tile with its thumbnail; a click opens it.
                try await MainContext.waitUntil { view.preview.showsEveryThumbnail }
                #expect(view.preview.root.isVisible && view.preview.status.text == "1 series" && view.preview.tiles.count == 1)
                view.preview.tiles[0].button.click()
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer }
                await model.waitUntilPreloaded()
                #expect(model.series?.entry.id == head.seriesInstanceUID && model.sliceCount == 108 && model.failedSlices.isEmpty)
            }
        }

        @Test("A PACS asking for credentials: the sign-in takes typed text (Space types), says when refused, then opens")
        func signIn() async throws {
            try await ScreenWindow.startStyled()
            let head = try await HeadCTSeries.shared()
            try await withOrthanc(users: ["reader": "pass word"]) { orthanc in
                for k in 0..<3 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
                let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
                let pipeline = ImagePipeline(configuration: .init(client: client))
                let model = ScanViewerModel(
                    environment: .dicomWeb(orthanc.dicomWebURL, credentials: nil, client: client, pipeline: pipeline))
                let screen = ScanViewerScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: "CT sign-in", keys: model.handle)
                defer { window.close() }
                await model.open()

                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.signIn }
                let view = screen.signInView
                #expect(view.heading.text == "Sign in to 127.0.0.1:\(orthanc.baseURL.port ?? 0)")
                #expect(!view.signInButton.isSensitive && !screen.controlBar.isVisible && !screen.banner.isShown)
                // Each text is typed once the focus is where it must go: the prompt puts it in the user name.
                try await MainContext.waitUntil { view.user.containsFocus }
                try await XInput.type("reader", into: { view.user.text }, inWindowTitled: window.title, on: window.display)
                try await MainContext.waitUntil { view.user.text == "reader" && view.signInButton.isSensitive }
                try await window.press("Return")  // to the password
                try await MainContext.waitUntil { view.password.containsFocus }
                try await XInput.type("wrong", into: { view.password.text }, inWindowTitled: window.title, on: window.display)
                try await MainContext.waitUntil { view.password.text == "wrong" }
                try await window.press("Return")
                try await MainContext.waitUntil { view.message.text == "The server refused the password for reader. Try again." }
                #expect(view.password.text.isEmpty && view.user.text == "reader")

                try await MainContext.waitUntil { view.password.containsFocus }
                try await XInput.type("pass word", into: { view.password.text }, inWindowTitled: window.title, on: window.display)
                try await MainContext.waitUntil { view.password.text == "pass word" }
                #expect(!model.isPlaying, "Space typed a space")
                try await window.press("Return")
                try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer }
                let first = try Self.expectedSlice(head, 0, window: head.volume.defaultWindow)
                try await MainContext.waitUntil { screen.canvas().shows(first) }
                #expect(screen.controlBar.isVisible)
                #expect(!window.window.isEditingText, "the hidden sign-in keeps no focus")
                try await window.press("space")
                try await MainContext.waitUntil { model.isPlaying }
                model.pause()
                await model.waitUntilPreloaded()
            }
        }

        @Test("Ctrl+L shows the study browser; a typed patient and Enter search; Escape leaves; a click on a study opens it")
        func studyBrowser() async throws {
            try await ScreenWindow.startStyled()
            let warnings = GLibLog.count
            let head = try await HeadCTSeries.shared()
            try await withScratchFolder { folder in
                try await withOrthanc { orthanc in
                    for k in 0..<3 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
                    for name in ["CT_small.dcm", "MR_small.dcm"] { try await orthanc.upload(try await DICOMSamples.pydicomFile(name)) }
                    let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
                    let pacs = PACSAccess.live(
                        client: client, pipeline: ImagePipeline(configuration: .init(client: client)),
                        server: orthanc.dicomWebURL)
                    let model = ScanViewerModel(
                        environment: ScanViewerEnvironment(source: DICOMSeriesSource(paths: [folder.path]), pacs: pacs))
                    let screen = ScanViewerScreen(model: model)
                    let window = try await ScreenWindow.show(screen.root, title: "CT studies", keys: model.handle)
                    defer { window.close() }
                    #expect(screen.openPACSButton.isVisible)

                    try await window.press("ctrl+l")
                    try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.studies }
                    let view = screen.studyBrowserView
                    try await MainContext.waitUntil { view.rows.count == 3 }
                    #expect(view.server.text == orthanc.dicomWebURL.absoluteString && view.status.text == "3 studies")
                    #expect(view.rows[0].title.text == "Cranium, Test (ID TOMO-0001)")
                    #expect(!screen.controlBar.isVisible)
                    #expect(!view.importButton.isVisible, "a PACS takes no files")

                    // The focus is in the patient field: typing goes there, Enter searches.
                    try await XInput.type("cran*", into: { view.patientName.text }, inWindowTitled: window.title, on: window.display)
                    try await MainContext.waitUntil { model.browser?.patientName == "cran*" }
                    try await window.press("Return")
                    try await MainContext.waitUntil { view.rows.count == 1 && view.status.text == "1 study" }
                    try await window.press("Escape")
                    try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer }
                    try await window.press("ctrl+l")
                    try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.studies }
                    #expect(view.patientName.text == "cran*" && view.rows.count == 1, "the search is kept")

                    view.rows[0].button.click()
                    try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.viewer }
                    let first = try Self.expectedSlice(head, 0, window: head.volume.defaultWindow)
                    try await MainContext.waitUntil { screen.canvas().shows(first) }
                    #expect(screen.studyLabel.text == "Cranium, Test · 2024-01-15 · Head" && screen.controlBar.isVisible)
                    await model.waitUntilPreloaded()
                }
            }
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }
}
}

extension DesktopTests.ScanViewerDICOMScreenTests {
    @Test("Ctrl+B opens a series beside: two panes side by side, the active one framed; Ctrl+Shift+A stacks them; a click makes the other active, Ctrl+Shift+B closes it")
    func twoPanesSideBySide() async throws {
        try await Self.withThreeSeriesScreen(titled: "CT panes") { model, screen, window, head in
            let headIndex = try #require(model.picker.choices.firstIndex { $0.id == head.seriesInstanceUID })
            await model.chooseSeries(at: headIndex)
            let first = try Self.expectedSlice(head, 0, window: head.volume.defaultWindow)
            try await MainContext.waitUntil { screen.canvas().shows(first) }
            #expect(screen.paneViews.count == 1 && !screen.paneViews[0].isFramed(), "one pane: no frame")
            #expect(!screen.arrangementPicker.isVisible, "one pane: nothing to arrange")

            // Ctrl+B: the new pane's picker; Enter on another series opens it beside the head CT.
            try await window.press("ctrl+b")
            try await MainContext.waitUntil { screen.pages.visiblePageName == ScanViewerScreen.Page.picker && model.panes.count == 2 }
            let other = try #require(model.picker.choices.firstIndex { $0.id != head.seriesInstanceUID })
            model.picker.highlight(other)
            try await window.press("Return")
            try await MainContext.waitUntil {
                screen.pages.visiblePageName == ScanViewerScreen.Page.viewer && screen.paneViews.count == 2 && model.phase == .ready
            }
            let (left, right) = (screen.paneViews[0], screen.paneViews[1])
            try await MainContext.waitUntil {
                left.canvas(.axial).shows(first) && right.canvas(.axial).isCurrent && !screen.pages.isTransitionRunning
            }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            let leftFrame = try TestWindow.frame(of: left.canvas(.axial).area, in: window.window)
            let rightFrame = try TestWindow.frame(of: right.canvas(.axial).area, in: window.window)
            #expect(leftFrame.x < rightFrame.x && abs(leftFrame.width - rightFrame.width) <= 1 && leftFrame.y == rightFrame.y, "\(leftFrame) \(rightFrame)")
            #expect(right.isFramed(active: true) && left.isFramed() && !left.isFramed(active: true))

            // Ctrl+Shift+A: the panes above each other, as wide as the two were together; again (view by view:
            // one axial view each, so side by side) and again: side by side as before.
            try await window.press("ctrl+shift+a")
            try await MainContext.waitUntil { model.paneArrangement == .stacked && screen.arrangementPicker.selectedIndex == 1 }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            let top = try TestWindow.frame(of: left.canvas(.axial).area, in: window.window)
            let bottom = try TestWindow.frame(of: right.canvas(.axial).area, in: window.window)
            #expect(top.y + top.height <= bottom.y && top.x == bottom.x && top.width > leftFrame.width + rightFrame.width / 2, "\(top) \(bottom)")
            for _ in 0..<2 { try await window.press("ctrl+shift+a") }
            try await MainContext.waitUntil { model.paneArrangement == .sideBySide }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            #expect(try TestWindow.frame(of: right.canvas(.axial).area, in: window.window) == rightFrame)
            #expect(screen.positionLabel.text.hasPrefix("slice 1 / 1 · "), "the toolbar and slider are the active pane's")

            // A click in the left pane (near the window's left edge, wherever the panes' border settles) makes it
            // active; ↓ then moves it alone.
            let axial = try TestWindow.frame(of: left.canvas(.axial).area, in: window.window)
            try await XInput.click(x: axial.x + 24, y: axial.y + axial.height / 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil(timeout: .seconds(20)) { model.activePane === left.pane }
            try await MainContext.waitUntil(timeout: .seconds(20)) { left.isFramed(active: true) }
            #expect(!right.isFramed(active: true))
            try await window.press("Down")
            let second = try Self.expectedSlice(head, 1, window: head.volume.defaultWindow)
            try await MainContext.waitUntil { left.canvas(.axial).shows(second) && screen.positionLabel.text == "slice 2 / 108 · 41.5 mm" }
            #expect(model.acting(on: right.pane) { model.index } == 0)

            // Ctrl+Shift+B closes the active (left) pane: the right one takes the whole width.
            try await window.press("ctrl+shift+b")
            try await MainContext.waitUntil { screen.paneViews.count == 1 && screen.paneViews[0] === right }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            #expect(try TestWindow.frame(of: right.canvas(.axial).area, in: window.window).width > leftFrame.width + rightFrame.width / 2)
            #expect(!right.isFramed(), "alone again: no frame")
            await model.waitUntilPreloaded()
        }
    }
}
