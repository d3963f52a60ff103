import Foundation
import ScanViewerFeature
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
    /// The CT viewer's three planes on screen, driven by real keys and pointer events: the coronal view's
    /// painted pixels, a slab, a plane turned by its crosshair line's handle, the enlarged layout. Expectations
    /// come from the head CT's own geometry and voxels, not from the viewer's maths.
    @Suite("The CT viewer's three planes on screen")
    @MainActor
    struct ScanViewerPlanesScreenTests {
        /// The head's voxels in a volume of the test's own, at the InVesalius project's origin or, with
        /// `placedAsTheFiles`, where the DICOM files the viewer opens put it.
        private static func volume(of head: HeadCTSeries, placedAsTheFiles: Bool = false) throws -> CTVolume {
            var geometry = head.volume.geometry
            if placedAsTheFiles { geometry.origin = Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z) }
            let volume = try CTVolume(geometry: geometry)
            for k in 0..<geometry.sliceCount {
                try volume.fill(slice: k, with: StoredSamples(words: try head.volume.slice(at: k), isSigned: false), rescale: head.volume.rescale)
            }
            return volume
        }

        @Test("Ctrl+3: three views; the coronal one paints the volume's row through the crosshair, head up, slices 1.5 mm tall; a click there moves the axial slice")
        func coronalView() async throws {
            let warnings = GLibLog.count
            let (screen, window, head) = try await ScanViewerToolsScreenTests.open(slice: 53, title: "CT planes")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+3", "o")
            let coronal = screen.canvas(.coronal)
            try await MainContext.waitUntil {
                coronal.area.isVisible && screen.canvas(.sagittal).area.isVisible && coronal.content.viewport != nil
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
                    // Four rows in from the top and bottom edges: text the view draws beside the image reaches into
                    // its first row on some machines (a glyph's stroke, in whatever font the machine has).
                    guard x >= 1, y >= 4, x < 255, y < 104 else { continue }
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
            try await MainContext.waitUntil { screen.canvas().shows(try ScanViewerDICOMScreenTests.expectedSlice(head, 97, window: window8)) }
            #expect(coronal.content.isActive && !screen.canvas().content.isActive)
            #expect(GLibLog.messages(since: warnings).isEmpty, "GTK complained")
        }
    
        @Test("] and T: the axial view paints the MinIP slab of 5 mm (slices 52 to 54) the test cuts from its own volume, and says so")
        func slabKeys() async throws {
            let (screen, window, head) = try await ScanViewerToolsScreenTests.open(slice: 53, title: "CT slab")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            let volume = try Self.volume(of: head)
            let slab = Slab(thickness: 5, projection: .minip)
            let expected = try #require(volume.section(.axial(53), slab: slab)).image(window: head.volume.defaultWindow)
            try await window.press("bracketright", "t")
            try await MainContext.waitUntil {
                screen.canvas().shows(expected) && screen.canvas().content.overlay?.bottomLeft.contains("MinIP 5 mm") == true
            }
            #expect(screen.model.slab(of: .axial) == slab)
            #expect(screen.slabPicker.isVisible && screen.slabPicker.selectedIndex == ScanViewerModel.slabMenuChoices.firstIndex(of: slab))
            try await window.press("bracketleft")
            let plain = try ScanViewerDICOMScreenTests.expectedSlice(head, 53, window: head.volume.defaultWindow)
            try await MainContext.waitUntil { screen.canvas().shows(plain) && screen.model.slab(of: .axial) == nil }
            #expect(screen.slabPicker.selectedIndex == 0)
        }

        @Test("In three planes, a drag of the coronal line's handle in the axial view turns it: the coronal view paints the oblique plane the test cuts from its own volume; Ctrl+R squares it")
        func obliqueByHandle() async throws {
            let warnings = GLibLog.count
            let (screen, window, head) = try await ScanViewerToolsScreenTests.open(slice: 53, title: "CT oblique")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+3")
            let axial = screen.canvas(), coronal = screen.canvas(.coronal)
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
            let volume = try Self.volume(of: head, placedAsTheFiles: true)
            let expected = try #require(volume.section(.oblique(plane))).image(window: head.volume.defaultWindow)
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
            let (screen, window, _) = try await ScanViewerToolsScreenTests.open(slice: 53, title: "CT enlarged")
            defer { window.close() }
            await screen.model.waitUntilPreloaded()
            try await window.press("ctrl+3")
            let sagittal = screen.canvas(.sagittal)
            try await MainContext.waitUntil { sagittal.area.isVisible && sagittal.content.viewport != nil && sagittal.isCurrent }
            let clickAt = try TestWindow.frame(of: sagittal.area, in: window.window)
            try await XInput.click(
                x: clickAt.x + clickAt.width / 2, y: clickAt.y + clickAt.height / 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.activePlane == .sagittal }

            try await window.press("ctrl+2")
            try await MainContext.waitUntil { screen.model.layout == .enlarged(.sagittal) && screen.layoutPicker.selectedIndex == 4 }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            let big = try TestWindow.frame(of: sagittal.area, in: window.window)
            let axial = try TestWindow.frame(of: screen.canvas().area, in: window.window)
            let coronal = try TestWindow.frame(of: screen.canvas(.coronal).area, in: window.window)
            #expect(big.x < axial.x && axial.x == coronal.x && axial.y < coronal.y, "\(big) \(axial) \(coronal)")
            // Two columns and the spacing between them (GTK rounds each), two rows and theirs.
            #expect(abs(big.width - (2 * axial.width + 2)) <= 2 && abs(big.height - (axial.height + coronal.height + 2)) <= 1, "\(big) \(axial) \(coronal)")
            #expect(axial.width == coronal.width && abs(axial.height - coronal.height) <= 1)
            // Each view fitted to its new size, the sagittal one still framed as the view keys act on.
            try await MainContext.waitUntil {
                screen.model.viewport(of: .sagittal)?.viewSize == Size2D(Double(big.width), Double(big.height))
                    && screen.model.viewport(of: .axial)?.viewSize == Size2D(Double(axial.width), Double(axial.height))
                    && sagittal.isCurrent && screen.canvas().isCurrent
            }
            #expect(sagittal.content.isActive && !screen.canvas().content.isActive)

            // Axial alone, then enlarged again: the axial view, now the active one.
            try await window.press("ctrl+1")
            try await MainContext.waitUntil { screen.model.layout == .axial && !sagittal.area.isVisible && !screen.canvas(.coronal).area.isVisible }
            try await window.press("ctrl+2")
            try await MainContext.waitUntil { screen.model.layout == .enlarged(.axial) && screen.layoutPicker.selectedIndex == 2 }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            #expect(try TestWindow.frame(of: screen.canvas().area, in: window.window).width > 2 * TestWindow.frame(of: sagittal.area, in: window.window).width)

            // A double-click in the small coronal view enlarges it.
            let small = try TestWindow.frame(of: screen.canvas(.coronal).area, in: window.window)
            try await XInput.click(x: small.x + small.width / 2, y: small.y + small.height / 2, count: 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.layout == .enlarged(.coronal) && screen.layoutPicker.selectedIndex == 3 }
            try await MainContext.waitForFrame(of: screen.viewsGrid)
            let large = try TestWindow.frame(of: screen.canvas(.coronal).area, in: window.window)
            #expect(large.x == 0 && large.width > 2 * small.width - 4, "\(large)")
            // A click moves the crosshair there; a double-click in the enlarged view, three side by side.
            let before = screen.model.crosshair
            try await XInput.click(x: large.x + large.width / 3, y: large.y + large.height / 3, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.crosshair != before }
            try await XInput.click(x: large.x + large.width / 4, y: large.y + large.height / 4, count: 2, inWindowTitled: window.title, on: window.display)
            try await MainContext.waitUntil { screen.model.layout == .threePlanes && screen.layoutPicker.selectedIndex == 1 }
        }
    }
}
