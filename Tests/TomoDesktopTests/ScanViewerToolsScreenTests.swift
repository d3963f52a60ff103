import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoURLSession
import TomoVolume
@testable import TomoDesktop

extension DesktopTests {
    /// The CT viewer's reading tools on screen, driven by real keys and pointer events: the pixels GTK paints
    /// for a zoomed view, the probe under the pointer, a length, an ellipse and an arrow drawn by drags, the
    /// export (the three planes: `ScanViewerPlanesScreenTests`). Expectations come from the
    /// head CT's own geometry and voxels, not from the viewer's maths.
    @Suite("The CT viewer's reading tools on screen")
    @MainActor
    struct ScanViewerToolsScreenTests {
        /// The head CT open on slice `k` in a window of its own, its view drawn (the planes' tests open it too);
        /// with `reports`, its annotations can be exported as a report.
        static func open(slice k: Int, title: String, reports: Bool = false) async throws -> (ScanViewerScreen, ScreenWindow, HeadCTSeries) {
            try await ScreenWindow.startStyled()
            let head = try await HeadCTSeries.shared()
            var environment = ScanViewerEnvironment.files([head.folder.path])
            if reports { environment.reports = .live(client: HTTPClient(transport: URLSessionTransport(), retryPolicy: .never)) }
            let model = ScanViewerModel(environment: environment)
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: title, keys: model.handle)
            await model.open()
            model.setIndex(k)
            let slice = try ScanViewerDICOMScreenTests.expectedSlice(head, k, window: head.volume.defaultWindow)
            try await MainContext.waitUntil { screen.canvas().shows(slice) && screen.canvas().content.viewport != nil }
            return (screen, window, head)
        }

        /// Points per image pixel of the head (256 × 256 square pixels) fitted to `canvas`.
        private func fittedPointsPerPixel(_ canvas: SliceCanvas) -> Double {
            Double(min(canvas.area.size.width, canvas.area.size.height)) / 256
        }

        /// The image point shown at view point `point` when the head is centred at `pointsPerPixel`.
        private func imagePoint(_ point: (x: Double, y: Double), in canvas: SliceCanvas, pointsPerPixel: Double) -> (x: Double, y: Double) {
            let (width, height) = canvas.area.size
            return ((point.x - Double(width) / 2) / pointsPerPixel + 128, (point.y - Double(height) / 2) / pointsPerPixel + 128)
        }

        @Test("+ three times zooms about the centre: each painted pixel is the slice's pixel under it, drawn as blocks")
        func zoomedPixels() async throws {
            let warnings = GLibLog.count
            let (screen, window, head) = try await Self.open(slice: 53, title: "CT zoom")
            defer { window.close() }
            try await window.press("o", "plus", "plus", "plus")
            let zoom = fittedPointsPerPixel(screen.canvas()) * 1.25 * 1.25 * 1.25
            try await MainContext.waitUntil {
                screen.canvas().content.overlay == nil && abs((screen.canvas().content.viewport?.pointsPerPixel ?? 0) - zoom) < 1e-9
            }
            try #require(zoom >= SliceCanvas.blockZoom, "the view is large enough to draw pixels as blocks")
            try await MainContext.waitForFrame(of: screen.canvas().area)
            let drawn = try screen.canvas().area.renderBitmap()
            let slice = try ScanViewerDICOMScreenTests.expectedSlice(head, 53, window: head.volume.defaultWindow)
            var checked = 0, wrong: [String] = []
            for row in stride(from: 5, to: drawn.height - 5, by: 23) {
                for column in stride(from: 5, to: drawn.width - 5, by: 29) {
                    let image = imagePoint((Double(column) + 0.5, Double(row) + 0.5), in: screen.canvas(), pointsPerPixel: zoom)
                    let fraction = (image.x - image.x.rounded(.down), image.y - image.y.rounded(.down))
                    // Away from the blocks' edges, where the pixel is not in doubt.
                    guard (0.15...0.85).contains(fraction.0), (0.15...0.85).contains(fraction.1) else { continue }
                    let x = Int(image.x.rounded(.down)), y = Int(image.y.rounded(.down))
                    let expected = (0..<256).contains(x) && (0..<256).contains(y) ? Int(slice.pixels[y * 256 + x]) : 0
                    let offset = (row * drawn.width + column) * 4
                    let painted = Int(drawn.pixels[offset])
                    checked += 1
                    if abs(painted - expected) > 2 { wrong.append("(\(column), \(row)) → pixel (\(x), \(y)): \(painted), not \(expected)") }
                }
            }
            #expect(checked > 200 && wrong.isEmpty, "\(wrong.count) of \(checked) wrong: \(wrong.prefix(5))")
            await screen.model.waitUntilPreloaded()
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }

        @Test("The pointer over a pixel: the overlay reads its HU and patient position, from the voxel")
        func probeUnderThePointer() async throws {
            let (screen, window, head) = try await Self.open(slice: 20, title: "CT probe")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            let zoom = fittedPointsPerPixel(screen.canvas()), (width, height) = screen.canvas().area.size
            let frame = try TestWindow.frame(of: screen.canvas().area, in: window.window)
            let geometry = head.volume.geometry
            for (column, row) in [(200, 37), (128, 128), (31, 220)] {
                let x = Double(width) / 2 + (Double(column) + 0.5 - 128) * zoom
                let y = Double(height) / 2 + (Double(row) + 0.5 - 128) * zoom
                try await XInput.move(
                    x: frame.x + Int(x.rounded()), y: frame.y + Int(y.rounded()), inWindowTitled: window.title, on: window.display)
                let stored = try head.volume.slice(at: 20)[row * 256 + column]
                let origin = HeadCTSeries.origin
                let reading = ProbeReading(
                    slice: 20, column: column, row: row, value: head.volume.rescale.physicalValue(ofStored: Double(stored)),
                    position: Vector3(
                        origin.x + Double(column) * geometry.pixelSpacing.column,
                        origin.y + Double(row) * geometry.pixelSpacing.row, origin.z + 20 * geometry.sliceSpacing))
                let expected = ScanViewerModel.probeText(reading)
                try await MainContext.waitUntil { screen.canvas().content.overlay?.bottomLeft.last == expected }
            }
        }

        @Test("M, then a drag: a length in mm from the pixel spacing, painted and listed; a middle drag pans; Ctrl+Z, Ctrl+Shift+Z")
        func lengthByDrag() async throws {
            let (screen, window, head) = try await Self.open(slice: 0, title: "CT length")
            defer { window.close() }
            let zoom = fittedPointsPerPixel(screen.canvas()), (width, height) = screen.canvas().area.size
            let frame = try TestWindow.frame(of: screen.canvas().area, in: window.window)
            try await window.press("m")
            try await MainContext.waitUntil { screen.model.tool == .length }
            let start = (x: width / 2 - 80, y: height / 2 + 10)
            try await XInput.drag(
                from: frame.x + start.x, frame.y + start.y, dx: 150, dy: 0, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.canvas().content.annotations.map(\.isDraft) == [false] }
            let length = try #require(screen.model.annotations(LengthAnnotation.self, shownIn: .axial).first)
            #expect(screen.canvas().content.annotations[0].label == length.lengthText)
            let expected = 150 / zoom * head.volume.geometry.pixelSpacing.column
            #expect(abs(length.millimetres - expected) < 1e-6, "\(length.millimetres) mm, not \(expected)")
            #expect(screen.findingsPanel.isVisible && screen.findingsList.text == "Axial 1: \(length.lengthText)")

            // Painted in the selected colour along the line.
            try await MainContext.waitForFrame(of: screen.canvas().area)
            let drawn = try screen.canvas().area.renderBitmap()
            // The line (1.5 points wide, antialiased) covers the row it is on and a part of a neighbour.
            let colours = (start.y - 1...start.y + 1).map { row in
                let offset = (row * drawn.width + start.x + 75) * 4
                return (drawn.pixels[offset], drawn.pixels[offset + 1], drawn.pixels[offset + 2])
            }
            #expect(colours.contains { $0.2 > 200 && $0.0 < 150 && $0.1 > 150 }, "across the line's middle: \(colours)")

            try await XInput.drag(
                from: frame.x + width / 2, frame.y + height / 2, dx: 30, dy: -10, button: 2, inWindowTitled: window.title,
                on: window.display)
            try await MainContext.waitUntil { screen.canvas().content.viewport?.pan == Point2D(30, -10) }
            #expect(screen.model.annotations.all(LengthAnnotation.self).count == 1, "the middle button pans, whatever the tool")

            // Ctrl+Z takes the length away, Ctrl+Shift+Z (a capital Z with Control, as GTK reports it) brings it back.
            try await window.press("ctrl+z")
            try await MainContext.waitUntil { screen.canvas().content.annotations.isEmpty && screen.model.annotations.isEmpty }
            try await window.press("ctrl+shift+z")
            try await MainContext.waitUntil { screen.canvas().content.annotations.count == 1 }
            #expect(screen.model.annotations.all(LengthAnnotation.self) == [length])
            await screen.model.waitUntilPreloaded()
        }
    
        @Test("E, then a drag: an ellipse over the box dragged, its figures (from the head's own voxels) painted beside it and listed")
        func ellipseByDrag() async throws {
            let (screen, window, head) = try await Self.open(slice: 40, title: "CT ellipse")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            let zoom = fittedPointsPerPixel(screen.canvas()), (width, height) = screen.canvas().area.size
            let frame = try TestWindow.frame(of: screen.canvas().area, in: window.window)
            try await window.press("e")
            try await MainContext.waitUntil { screen.model.tool == .ellipse }
            let start = (x: Double(width / 2 - 60), y: Double(height / 2 - 40))
            try await XInput.drag(
                from: frame.x + Int(start.x), frame.y + Int(start.y), dx: 120, dy: 70, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil {
                screen.canvas().content.annotations.map(\.isDraft) == [false]
                    && screen.canvas().content.annotations.first?.label.contains("Measuring") == false
            }
            // The region from the drag's ends, in the slice's pixels (centres at whole numbers).
            let corner = imagePoint(start, in: screen.canvas(), pointsPerPixel: zoom)
            let opposite = imagePoint((start.x + 120, start.y + 70), in: screen.canvas(), pointsPerPixel: zoom)
            let volume = try CTVolume(geometry: head.volume.geometry)
            try volume.fill(slice: 40, with: StoredSamples(words: try head.volume.slice(at: 40), isSigned: false), rescale: head.volume.rescale)
            let region = EllipseRegion(
                center: ((corner.x + opposite.x) / 2 - 0.5, (corner.y + opposite.y) / 2 - 0.5),
                radii: ((opposite.x - corner.x) / 2, (opposite.y - corner.y) / 2))
            let expected = try #require(volume.statistics(in: region, of: .axial(40)))
            let ellipse = try #require(screen.model.annotations(EllipseAnnotation.self, shownIn: .axial).first)
            #expect(ellipse.measurement?.statistics == expected && expected.count > 500)
            let label = screen.canvas().content.annotations[0].label
            #expect(label.hasPrefix("Ellipse\nArea ") && label.contains("(\(expected.count) px)"), "\(label)")
            #expect(label.contains("Mean \(RegionMeasurement.decimal(expected.mean)) HU"), "\(label)")
            #expect(screen.findingsList.text == "Axial 41: \(label.replacing("\n", with: ", "))")

            // Painted in the selected colour at the right end of its horizontal axis.
            try await MainContext.waitForFrame(of: screen.canvas().area)
            let drawn = try screen.canvas().area.renderBitmap()
            let right = (x: Int(start.x) + 120, y: Int(start.y) + 35)
            let colours = (right.x - 2...right.x + 1).flatMap { x in
                (right.y - 1...right.y + 1).map { y in
                    let offset = (y * drawn.width + x) * 4
                    return (drawn.pixels[offset], drawn.pixels[offset + 1], drawn.pixels[offset + 2])
                }
            }
            #expect(colours.contains { $0.2 > 200 && $0.0 < 150 && $0.1 > 150 }, "at the ellipse's right end: \(colours)")
        }

        @Test("N, then a drag: an arrow, its text typed in the field that takes the focus, Enter keeps it; the keys are the viewer's again")
        func arrowWithText() async throws {
            let (screen, window, _) = try await Self.open(slice: 40, title: "CT arrow")
            defer { window.close() }
            let (width, height) = screen.canvas().area.size
            let frame = try TestWindow.frame(of: screen.canvas().area, in: window.window)
            try await window.press("n")
            try await MainContext.waitUntil { screen.model.tool == .arrow }
            try await XInput.drag(
                from: frame.x + width / 2, frame.y + height / 2, dx: 60, dy: -50, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.noteEntry.isVisible && window.window.isEditingText }
            try await XInput.type("Lesion b", into: { screen.noteEntry.text }, inWindowTitled: window.title, on: window.display)
            try await window.press("Return")
            try await MainContext.waitUntil { screen.model.noteEditing == nil && !screen.noteEntry.isVisible }
            let arrow = try #require(screen.model.annotations(ArrowAnnotation.self, shownIn: .axial).first)
            #expect(arrow.note == "Lesion b", "typed letters are the field's, not the viewer's keys (b is the rectangle tool)")
            #expect(screen.model.tool == .arrow && screen.canvas().content.annotations.first?.label == "Lesion b")
            #expect(screen.findingsList.text == "Axial 41: Lesion b")
            #expect(screen.canvas().area.isFocus && !window.window.isEditingText, "the focus is the view's at once")
            try await MainContext.waitForFrame(of: screen.canvas().area)  // where GTK would move a hidden field's focus
            #expect(screen.canvas().area.isFocus)
            try await window.press("e")
            try await MainContext.waitUntil { screen.model.tool == .ellipse }
        }

        @Test("Ctrl+S exports the views as painted, overlays and all, to the PNG file chosen in GTK's dialog")
        func exportThroughTheDialog() async throws {
            try await withScratchFolder { folder in
                let (screen, window, _) = try await Self.open(slice: 30, title: "CT export")
                defer { window.close() }
                await screen.model.waitUntilPreloaded()
                try await window.press("ctrl+3")
                try await MainContext.waitUntil { screen.canvas(.coronal).isCurrent && screen.canvas(.sagittal).isCurrent }
                try await window.press("ctrl+s")
                try await MainContext.waitUntil { screen.exportDialog != nil }
                #expect(screen.model.exportRequest?.suggestedName == "Cranium-Test-planes-31.png")
                let file = folder.appending(path: "head view.png")
                screen.exportDialog?.accept(file)  // as the report's below: typing raced the dialog's focus
                try await MainContext.waitUntil { screen.exportStatus.text == "Saved head view.png" }
                let saved = try Bitmap(decoding: try Data(contentsOf: file))
                let painted = try screen.viewsOverlay.renderBitmap()
                #expect(saved.width == screen.viewsOverlay.size.width && saved.height == screen.viewsOverlay.size.height)
                #expect(saved.converted(to: .rgba8) == painted, "the file holds what GTK painted")
                // The overlays are in it: light text in the axial view's top left corner, on black.
                let corner = try painted.cropped(x: 0, y: 0, width: 120, height: 24)
                #expect(stride(from: 0, to: corner.pixels.count, by: 4).contains { corner.pixels[$0] > 180 }, "no overlay text")
            }
        }

        @Test("Ctrl+Shift+S writes the series' annotations as a DICOM SR report to the file chosen in GTK's dialog; opened beside the series, it is offered and painted read-only")
        func exportReportThroughTheDialog() async throws {
            try await withScratchFolder { folder in
                let (screen, window, _) = try await Self.open(slice: 30, title: "CT report", reports: true)
                defer { window.close() }
                #expect(screen.reportMenu.isVisible && !screen.exportReportButton.isSensitive, "nothing to report yet")
                screen.model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(20, 30), end: Point2D(120, 30)) }
                try await MainContext.waitUntil { screen.exportReportButton.isSensitive }
                #expect(!screen.sendReportButton.isSensitive, "files came from no PACS")
                try await window.press("ctrl+shift+s")
                try await MainContext.waitUntil { screen.reportDialog != nil }
                let file = folder.appending(path: "head report.dcm")
                // Answered through the dialog itself: typing into GTK's own dialog raced its focus.
                screen.reportDialog?.accept(file)
                do {
                    try await MainContext.waitUntil { screen.reportStatus.text == "Saved head report.dcm (1 finding)" }
                } catch {
                    Issue.record("status \(screen.reportStatus.text), dialog \(screen.reportDialog != nil), request \(String(describing: screen.model.reportRequest)), file \(FileManager.default.fileExists(atPath: file.path))")
                    throw error
                }
                let reading = try MeasurementReport.read(try DICOMFile.read(path: file.path).dataSet)
                #expect(reading.groups.map(\.trackingIdentifier) == ["Length 1"])

                // Ctrl+Shift+M: the measurements as CSV, through the menu's dialog.
                #expect(screen.exportMeasurementsButton.isSensitive)
                try await window.press("ctrl+shift+m")
                try await MainContext.waitUntil { screen.measurementsDialog != nil }
                #expect(screen.model.reports.measurementsRequest?.suggestedName == "Cranium-Test-measurements.csv")
                let csv = folder.appending(path: "head measurements.csv")
                screen.measurementsDialog?.accept(csv)
                try await MainContext.waitUntil { screen.reportStatus.text == "Saved head measurements.csv (1 finding)" }
                let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
                #expect(rows.count == 3 && rows[0].hasPrefix("finding,tracking uid,kind,") && rows[1].hasPrefix("Length 1,"), "\(rows)")
                try FileManager.default.removeItem(at: csv)

                // The series opened again with the report's folder beside it (the length drawn deleted first):
                // "1 report" offered; chosen, it is painted in pink on its slice, without handles, and listed
                // with the value it states.
                #expect(screen.model.deleteSelectedAnnotation())
                let head = try await HeadCTSeries.shared()
                await screen.model.open(paths: [head.folder.path, folder.path])
                screen.model.setIndex(30)
                let slice = try ScanViewerDICOMScreenTests.expectedSlice(head, 30, window: head.volume.defaultWindow)
                try await MainContext.waitUntil { screen.reportPicker.isVisible && screen.canvas().shows(slice) }
                #expect(screen.model.reportMenuItems.first == "1 report" && screen.reportPicker.selectedIndex == 0)
                screen.model.selectReportMenuItem(at: 1)  // what the picker's choice calls
                try await MainContext.waitUntil {
                    screen.canvas().content.annotations.map(\.style) == [.report] && screen.reportPicker.selectedIndex == 1
                }
                #expect(screen.findingsList.text.hasPrefix("Report, Length 1 (Axial 31): Length 95.7"), "\(screen.findingsList.text)")
                #expect(screen.canvas().content.annotations[0].handles.isEmpty)
                // Opening the folder may have passed through another page: the views' page settled, and the canvas
                // drawn again once mapped (it has no frame to render until then, however long that takes).
                try await MainContext.waitUntil { !screen.root.isTransitionRunning && screen.canvas().isCurrent }
                var rendered: Bitmap?
                try await MainContext.waitUntil {
                    rendered = try? screen.canvas().area.renderBitmap()
                    return rendered != nil
                }
                let drawn = try #require(rendered)
                let viewport = try #require(screen.canvas().content.viewport)
                let middle = viewport.viewPoint(ofImagePoint: Point2D(70, 30))
                let colours = (Int(middle.y) - 1...Int(middle.y) + 1).map { row in
                    let offset = (row * drawn.width + Int(middle.x)) * 4
                    return (drawn.pixels[offset], drawn.pixels[offset + 1], drawn.pixels[offset + 2])
                }
                #expect(colours.contains { $0.0 > 200 && $0.1 < 170 && $0.2 > 170 }, "pink across the line's middle: \(colours)")
            }
        }
}
}
