import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume
@testable import TomoDesktop

extension DesktopTests {
    /// The CT viewer's reading tools on screen, driven by real keys and pointer events: the pixels GTK paints
    /// for a zoomed view, the probe under the pointer, a length drawn by a drag. Expectations come from the
    /// head CT's own geometry and voxels, not from the viewer's maths.
    @Suite("The CT viewer's reading tools on screen")
    @MainActor
    struct ScanViewerToolsScreenTests {
        /// The head CT open on slice `k` in a window of its own, its view drawn.
        private func open(slice k: Int, title: String) async throws -> (ScanViewerScreen, ScreenWindow, HeadCTSeries) {
            try await ScreenWindow.startStyled()
            let head = try await HeadCTSeries.shared()
            let model = ScanViewerModel(environment: ScanViewerEnvironment.files([head.folder.path]))
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: title, keys: model.handle)
            await model.open()
            model.setIndex(k)
            let slice = try ScanViewerDICOMScreenTests.expectedSlice(head, k, window: head.volume.defaultWindow)
            try await MainContext.waitUntil { screen.canvas.shows(slice) && screen.canvas.content.viewport != nil }
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
            let (screen, window, head) = try await open(slice: 53, title: "CT zoom")
            defer { window.close() }
            try await window.press("o", "plus", "plus", "plus")
            let zoom = fittedPointsPerPixel(screen.canvas) * 1.25 * 1.25 * 1.25
            try await MainContext.waitUntil {
                screen.canvas.content.overlay == nil && abs((screen.canvas.content.viewport?.pointsPerPixel ?? 0) - zoom) < 1e-9
            }
            try #require(zoom >= SliceCanvas.blockZoom, "the view is large enough to draw pixels as blocks")
            try await MainContext.waitForFrame(of: screen.canvas.area)
            let drawn = try screen.canvas.area.renderBitmap()
            let slice = try ScanViewerDICOMScreenTests.expectedSlice(head, 53, window: head.volume.defaultWindow)
            var checked = 0, wrong: [String] = []
            for row in stride(from: 5, to: drawn.height - 5, by: 23) {
                for column in stride(from: 5, to: drawn.width - 5, by: 29) {
                    let image = imagePoint((Double(column) + 0.5, Double(row) + 0.5), in: screen.canvas, pointsPerPixel: zoom)
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
            let (screen, window, head) = try await open(slice: 20, title: "CT probe")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            let zoom = fittedPointsPerPixel(screen.canvas), (width, height) = screen.canvas.area.size
            let frame = try TestWindow.frame(of: screen.canvas.area, in: window.window)
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
                try await MainContext.waitUntil { screen.canvas.content.overlay?.bottomLeft.last == expected }
            }
        }

        @Test("M, then a drag: a length in mm from the pixel spacing, painted and listed; a middle drag pans")
        func lengthByDrag() async throws {
            let (screen, window, head) = try await open(slice: 0, title: "CT length")
            defer { window.close() }
            let zoom = fittedPointsPerPixel(screen.canvas), (width, height) = screen.canvas.area.size
            let frame = try TestWindow.frame(of: screen.canvas.area, in: window.window)
            try await window.press("m")
            try await MainContext.waitUntil { screen.model.tool == .length }
            let start = (x: width / 2 - 80, y: height / 2 + 10)
            try await XInput.drag(
                from: frame.x + start.x, frame.y + start.y, dx: 150, dy: 0, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.canvas.content.annotations.map(\.isDraft) == [false] }
            let length = try #require(screen.model.annotations(LengthAnnotation.self, shownIn: .axial).first)
            #expect(screen.canvas.content.annotations[0].label == length.lengthText)
            let expected = 150 / zoom * head.volume.geometry.pixelSpacing.column
            #expect(abs(length.millimetres - expected) < 1e-6, "\(length.millimetres) mm, not \(expected)")
            #expect(screen.findingsPanel.isVisible && screen.findingsList.text == "Axial 1: \(length.lengthText)")

            // Painted in the selected colour along the line.
            try await MainContext.waitForFrame(of: screen.canvas.area)
            let drawn = try screen.canvas.area.renderBitmap()
            // The line (1.5 points wide, antialiased) covers the row it is on and a part of a neighbour.
            let colours = (start.y - 1...start.y + 1).map { row in
                let offset = (row * drawn.width + start.x + 75) * 4
                return (drawn.pixels[offset], drawn.pixels[offset + 1], drawn.pixels[offset + 2])
            }
            #expect(colours.contains { $0.2 > 200 && $0.0 < 150 && $0.1 > 150 }, "across the line's middle: \(colours)")

            try await XInput.drag(
                from: frame.x + width / 2, frame.y + height / 2, dx: 30, dy: -10, button: 2, inWindowTitled: window.title,
                on: window.display)
            try await MainContext.waitUntil { screen.canvas.content.viewport?.pan == Point2D(30, -10) }
            #expect(screen.model.annotations.all(LengthAnnotation.self).count == 1, "the middle button pans, whatever the tool")
            await screen.model.waitUntilPreloaded()
        }
    
        @Test("E, then a drag: an ellipse over the box dragged, its figures (from the head's own voxels) painted beside it and listed")
        func ellipseByDrag() async throws {
            let (screen, window, head) = try await open(slice: 40, title: "CT ellipse")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            let zoom = fittedPointsPerPixel(screen.canvas), (width, height) = screen.canvas.area.size
            let frame = try TestWindow.frame(of: screen.canvas.area, in: window.window)
            try await window.press("e")
            try await MainContext.waitUntil { screen.model.tool == .ellipse }
            let start = (x: Double(width / 2 - 60), y: Double(height / 2 - 40))
            try await XInput.drag(
                from: frame.x + Int(start.x), frame.y + Int(start.y), dx: 120, dy: 70, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil {
                screen.canvas.content.annotations.map(\.isDraft) == [false]
                    && screen.canvas.content.annotations.first?.label.contains("Measuring") == false
            }
            // The region from the drag's ends, in the slice's pixels (centres at whole numbers).
            let corner = imagePoint(start, in: screen.canvas, pointsPerPixel: zoom)
            let opposite = imagePoint((start.x + 120, start.y + 70), in: screen.canvas, pointsPerPixel: zoom)
            let volume = try CTVolume(geometry: head.volume.geometry)
            try volume.fill(slice: 40, with: StoredSamples(words: try head.volume.slice(at: 40), isSigned: false), rescale: head.volume.rescale)
            let region = EllipseRegion(
                center: ((corner.x + opposite.x) / 2 - 0.5, (corner.y + opposite.y) / 2 - 0.5),
                radii: ((opposite.x - corner.x) / 2, (opposite.y - corner.y) / 2))
            let expected = try #require(volume.statistics(in: region, of: .axial, at: 40))
            let ellipse = try #require(screen.model.annotations(EllipseAnnotation.self, shownIn: .axial).first)
            #expect(ellipse.measurement?.statistics == expected && expected.count > 500)
            let label = screen.canvas.content.annotations[0].label
            #expect(label.hasPrefix("Ellipse\nArea ") && label.contains("(\(expected.count) px)"), "\(label)")
            #expect(label.contains("Mean \(RegionMeasurement.decimal(expected.mean)) HU"), "\(label)")
            #expect(screen.findingsList.text == "Axial 41: \(label.replacing("\n", with: ", "))")

            // Painted in the selected colour at the right end of its horizontal axis.
            try await MainContext.waitForFrame(of: screen.canvas.area)
            let drawn = try screen.canvas.area.renderBitmap()
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
            let (screen, window, _) = try await open(slice: 40, title: "CT arrow")
            defer { window.close() }
            let (width, height) = screen.canvas.area.size
            let frame = try TestWindow.frame(of: screen.canvas.area, in: window.window)
            try await window.press("n")
            try await MainContext.waitUntil { screen.model.tool == .arrow }
            try await XInput.drag(
                from: frame.x + width / 2, frame.y + height / 2, dx: 60, dy: -50, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.noteEntry.isVisible && window.window.isEditingText }
            try await XInput.type("Lesion b", inWindowTitled: window.title, on: window.display)
            try await window.press("Return")
            try await MainContext.waitUntil { screen.model.noteEditing == nil && !screen.noteEntry.isVisible }
            let arrow = try #require(screen.model.annotations(ArrowAnnotation.self, shownIn: .axial).first)
            #expect(arrow.note == "Lesion b", "typed letters are the field's, not the viewer's keys (b is the rectangle tool)")
            #expect(screen.model.tool == .arrow && screen.canvas.content.annotations.first?.label == "Lesion b")
            #expect(screen.findingsList.text == "Axial 41: Lesion b")
            #expect(!window.window.isEditingText)
            try await window.press("e")
            try await MainContext.waitUntil { screen.model.tool == .ellipse }
        }

        @Test("Ctrl+3: three views; the coronal one paints the volume's row through the crosshair, head up, slices 1.5 mm tall; a click there moves the axial slice")
        func coronalView() async throws {
            let warnings = GLibLog.count
            let (screen, window, head) = try await open(slice: 53, title: "CT planes")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+3", "o")
            let coronal = screen.coronalCanvas
            try await MainContext.waitUntil {
                coronal.area.isVisible && screen.sagittalCanvas.area.isVisible && coronal.content.viewport != nil
                    && coronal.isCurrent && coronal.content.overlay == nil
            }
            #expect(screen.layoutPicker.selectedIndex == 1)

            // The coronal section through row 128, cut here from the test's own volume: row r is slice 107 − r.
            let window8 = head.volume.defaultWindow, rescale = head.volume.rescale
            let slices = try (0..<108).map { try head.volume.slice(at: 107 - $0) }
            func expected(column: Int, row: Int) -> Int {
                Int(try! Bitmap(width: 1, height: 1, gray16: [slices[row][128 * 256 + column]]).windowed(window8, rescale: rescale).pixels[0])
            }
            // Fitted: 256 pixels of 0.957 mm across, 108 rows of 1.5 mm down.
            let spacing = head.volume.geometry.pixelSpacing.column
            let (width, height) = coronal.area.size
            let scale = min(Double(width) / (256 * spacing), Double(height) / (108 * 1.5))
            try await MainContext.waitForFrame(of: coronal.area)
            let drawn = try coronal.area.renderBitmap()
            var checked = 0, wrong: [String] = []
            for row in stride(from: 3, to: drawn.height - 3, by: 7) {
                for column in stride(from: 3, to: drawn.width - 3, by: 11) {
                    let x = (Double(column) + 0.5 - Double(width) / 2) / (scale * spacing) + 128
                    let y = (Double(row) + 0.5 - Double(height) / 2) / (scale * 1.5) + 54
                    guard x >= 1, y >= 1, x < 255, y < 107 else { continue }
                    // Smoothly interpolated below 3 points a pixel: between its neighbours' values.
                    let (x0, y0) = (Int((x - 0.5).rounded(.down)), Int((y - 0.5).rounded(.down)))
                    let around = [(x0, y0), (x0 + 1, y0), (x0, y0 + 1), (x0 + 1, y0 + 1)].map { expected(column: $0.0, row: $0.1) }
                    let painted = Int(drawn.pixels[(row * drawn.width + column) * 4])
                    // Away from the crosshair's lines.
                    guard abs(x - 128.5) > 2, abs(y - 54.5) > 2 else { continue }
                    checked += 1
                    if painted < around.min()! - 2 || painted > around.max()! + 2 {
                        wrong.append("(\(column), \(row)) → (\(x), \(y)): \(painted) not in \(around)")
                    }
                }
            }
            #expect(checked > 300 && wrong.isEmpty, "\(wrong.count) of \(checked) wrong: \(wrong.prefix(5))")

            // A click at row 10 of the coronal view: the axial view goes to slice 97.
            let frame = try TestWindow.frame(of: coronal.area, in: window.window)
            let clickY = Double(height) / 2 + (10.5 - 54) * scale * 1.5
            try await XInput.click(
                x: frame.x + width / 2 + 20, y: frame.y + Int(clickY.rounded()), inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.index == 97 && screen.model.activePlane == .coronal }
            try await MainContext.waitUntil { screen.canvas.shows(try ScanViewerDICOMScreenTests.expectedSlice(head, 97, window: window8)) }
            #expect(coronal.content.isActive && !screen.canvas.content.isActive)
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }
    
        @Test("] and T: the axial view paints the MinIP slab of 5 mm (slices 52 to 54) the test cuts from its own volume, and says so")
        func slabKeys() async throws {
            let (screen, window, head) = try await open(slice: 53, title: "CT slab")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            let volume = try CTVolume(geometry: head.volume.geometry)
            for k in 0..<head.volume.geometry.sliceCount {
                try volume.fill(slice: k, with: StoredSamples(words: try head.volume.slice(at: k), isSigned: false), rescale: head.volume.rescale)
            }
            let slab = Slab(thickness: 5, projection: .minip)
            let expected = try #require(volume.section(.axial, at: 53, slab: slab)).image(window: head.volume.defaultWindow)
            try await window.press("bracketright", "t")
            try await MainContext.waitUntil {
                screen.canvas.shows(expected) && screen.canvas.content.overlay?.bottomLeft.contains("MinIP 5 mm") == true
            }
            #expect(screen.model.slab(of: .axial) == slab)
            #expect(screen.slabPicker.isVisible && screen.slabPicker.selectedIndex == ScanViewerModel.slabMenuChoices.firstIndex(of: slab))
            try await window.press("bracketleft")
            let plain = try ScanViewerDICOMScreenTests.expectedSlice(head, 53, window: head.volume.defaultWindow)
            try await MainContext.waitUntil { screen.canvas.shows(plain) && screen.model.slab(of: .axial) == nil }
            #expect(screen.slabPicker.selectedIndex == 0)
        }

        @Test("In three planes, a drag of the coronal line's handle in the axial view turns it: the coronal view paints the oblique plane the test cuts from its own volume; Ctrl+R squares it")
        func obliqueByHandle() async throws {
            let warnings = GLibLog.count
            let (screen, window, head) = try await open(slice: 53, title: "CT oblique")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+3")
            let axial = screen.canvas, coronal = screen.coronalCanvas
            try await MainContext.waitUntil {
                coronal.area.isVisible && coronal.isCurrent && axial.content.crosshairLines.count == 2 && axial.content.viewport != nil
            }
            // The coronal line's handle and the crosshair, in the axial view's points.
            let viewport = try #require(axial.content.viewport)
            let line = try #require(axial.content.crosshairLines.first { $0.plane == .coronal })
            let handle = viewport.viewPoint(ofImagePoint: line.handles[0])
            let center = viewport.viewPoint(ofImagePoint: try #require(screen.model.crosshairPoint(in: .axial)))
            // Dragged 35° clockwise about the crosshair, from and to whole points.
            let press = (x: Int(handle.x.rounded()), y: Int(handle.y.rounded()))
            let (px, py) = (Double(press.x) - center.x, Double(press.y) - center.y)
            let turn = 35 * Double.pi / 180
            let target = (x: Int((center.x + px * cos(turn) - py * sin(turn)).rounded()), y: Int((center.y + px * sin(turn) + py * cos(turn)).rounded()))
            let swept = remainder(atan2(Double(target.y) - center.y, Double(target.x) - center.x) - atan2(py, px), 2 * .pi)
            let frame = try TestWindow.frame(of: axial.area, in: window.window)
            try await XInput.drag(
                from: frame.x + press.x, frame.y + press.y, dx: target.x - press.x, dy: target.y - press.y,
                inWindowTitled: window.title, on: window.display)
            // Its rows turned by the angle swept (axial pixels are square: the screen's angle is the patient's;
            // the coronal rows ran along +x).
            try await MainContext.waitUntil {
                screen.model.obliquePlane(shownIn: .coronal).map { abs(atan2($0.rowDirection.y, $0.rowDirection.x) - swept) < 1e-6 } == true
            }
            let plane = try #require(screen.model.obliquePlane(shownIn: .coronal))
            #expect(screen.model.tool == .windowLevel && screen.model.obliquePlane(shownIn: .axial) == nil)

            // The coronal view paints the plane cut from the test's own volume, placed where the files say.
            var geometry = head.volume.geometry
            geometry.origin = Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z)
            let volume = try CTVolume(geometry: geometry)
            for k in 0..<geometry.sliceCount {
                try volume.fill(slice: k, with: StoredSamples(words: try head.volume.slice(at: k), isSigned: false), rescale: head.volume.rescale)
            }
            let expected = try volume.section(plane).image(window: head.volume.defaultWindow)
            try await MainContext.waitUntil { coronal.shows(expected) }
            #expect(screen.model.overlay(of: .coronal)?.markers?.right == "LP")

            // The axial view paints the coronal line turned: green 60 points from the crosshair along it.
            try await MainContext.waitForFrame(of: axial.area)
            let drawn = try axial.area.renderBitmap()
            let along = (x: cos(swept + atan2(py, px)), y: sin(swept + atan2(py, px)))
            let spot = (x: Int((center.x + 60 * along.x).rounded()), y: Int((center.y + 60 * along.y).rounded()))
            let colours = (spot.x - 1...spot.x + 1).flatMap { x in
                (spot.y - 1...spot.y + 1).map { y in
                    let offset = (y * drawn.width + x) * 4
                    return (drawn.pixels[offset], drawn.pixels[offset + 1], drawn.pixels[offset + 2])
                }
            }
            #expect(colours.contains { $0.1 > 180 && $0.0 < 140 && $0.2 < 140 }, "the coronal line's green at \(spot): \(colours)")

            try await window.press("ctrl+r")
            // The square section drawn again and painted (until then the view still holds the oblique one).
            try await MainContext.waitUntil {
                !screen.model.isOblique && screen.model.image(shownIn: .coronal).map { $0.oblique == nil } == true && coronal.isCurrent
            }
            #expect(coronal.content.crosshairLines.map(\.plane) == [.axial, .sagittal])
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }

        @Test("Ctrl+2 or a double-click enlarges a view over two columns and both rows, the other two stacked beside it")
        func enlargedView() async throws {
            let (screen, window, _) = try await open(slice: 53, title: "CT enlarged")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+3")
            let sagittal = screen.sagittalCanvas
            try await MainContext.waitUntil { sagittal.area.isVisible && sagittal.content.viewport != nil && sagittal.isCurrent }
            let clickAt = try TestWindow.frame(of: sagittal.area, in: window.window)
            try await XInput.click(
                x: clickAt.x + clickAt.width / 2, y: clickAt.y + clickAt.height / 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.activePlane == .sagittal }

            try await window.press("ctrl+2")
            try await MainContext.waitUntil { screen.model.layout == .enlarged(.sagittal) && screen.layoutPicker.selectedIndex == 4 }
            try await MainContext.waitForFrame(of: screen.views)
            let big = try TestWindow.frame(of: sagittal.area, in: window.window)
            let axial = try TestWindow.frame(of: screen.canvas.area, in: window.window)
            let coronal = try TestWindow.frame(of: screen.coronalCanvas.area, in: window.window)
            #expect(big.x < axial.x && axial.x == coronal.x && axial.y < coronal.y, "\(big) \(axial) \(coronal)")
            // Two columns and the spacing between them (GTK rounds each), two rows and theirs.
            #expect(abs(big.width - (2 * axial.width + 2)) <= 2 && abs(big.height - (axial.height + coronal.height + 2)) <= 1, "\(big) \(axial) \(coronal)")
            #expect(axial.width == coronal.width && abs(axial.height - coronal.height) <= 1)
            // Each view fitted to its new size, the sagittal one still framed as the view keys act on.
            try await MainContext.waitUntil {
                screen.model.viewport(of: .sagittal)?.viewSize == Size2D(Double(big.width), Double(big.height))
                    && screen.model.viewport(of: .axial)?.viewSize == Size2D(Double(axial.width), Double(axial.height))
                    && sagittal.isCurrent && screen.canvas.isCurrent
            }
            #expect(sagittal.content.isActive && !screen.canvas.content.isActive)

            // Axial alone, then enlarged again: the axial view, now the active one.
            try await window.press("ctrl+1")
            try await MainContext.waitUntil { screen.model.layout == .axial && !sagittal.area.isVisible && !screen.coronalCanvas.area.isVisible }
            try await window.press("ctrl+2")
            try await MainContext.waitUntil { screen.model.layout == .enlarged(.axial) && screen.layoutPicker.selectedIndex == 2 }
            try await MainContext.waitForFrame(of: screen.views)
            #expect(try TestWindow.frame(of: screen.canvas.area, in: window.window).width > 2 * TestWindow.frame(of: sagittal.area, in: window.window).width)

            // A double-click in the small coronal view enlarges it.
            let small = try TestWindow.frame(of: screen.coronalCanvas.area, in: window.window)
            try await XInput.click(x: small.x + small.width / 2, y: small.y + small.height / 2, count: 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.layout == .enlarged(.coronal) && screen.layoutPicker.selectedIndex == 3 }
            try await MainContext.waitForFrame(of: screen.views)
            let large = try TestWindow.frame(of: screen.coronalCanvas.area, in: window.window)
            #expect(large.x == 0 && large.width > 2 * small.width - 4, "\(large)")
            // A click moves the crosshair there; a double-click in the enlarged view, three side by side.
            let before = screen.model.crosshair
            try await XInput.click(x: large.x + large.width / 3, y: large.y + large.height / 3, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.crosshair != before }
            try await XInput.click(x: large.x + large.width / 4, y: large.y + large.height / 4, count: 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.layout == .threePlanes && screen.layoutPicker.selectedIndex == 1 }
        }

        @Test("Ctrl+S exports the views as painted, overlays and all, to the PNG file chosen in GTK's dialog")
        func exportThroughTheDialog() async throws {
            try await withScratchFolder { folder in
                let (screen, window, _) = try await open(slice: 30, title: "CT export")
                defer { window.close() }
                await screen.model.waitUntilPreloaded()
                try await window.press("ctrl+3")
                try await MainContext.waitUntil { screen.coronalCanvas.isCurrent && screen.sagittalCanvas.isCurrent }
                try await window.press("ctrl+s")
                try await MainContext.waitUntil { screen.exportDialog != nil }
                #expect(screen.model.exportRequest?.suggestedName == "Cranium-Test-planes-31.png")
                let file = folder.appending(path: "head view.png")
                try await ScreenWindow.answerSaveDialog(titled: "Export View", with: file, display: window.display)
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
}
}
