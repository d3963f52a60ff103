import FeatureSupport
import ScanViewerFeature
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume

/// The three-plane layout on the head CT (256 × 256 × 108, head first: its coronal and sagittal sections
/// show slice 107 in their top row): the sections against a reslice of the volume the files were made
/// from, the crosshair linking the views, the tools in the reformatted views.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScanViewerPlanesTests {
    /// Row `row` (coronal) or column `column` (sagittal) of every slice of the head, top row the most
    /// superior slice, windowed by `window`: cut from the test's own volume.
    private func reslice(_ head: HeadCTSeries, _ plane: VolumePlane, at index: Int, window: WindowLevel) throws -> Bitmap {
        let slices = head.volume.geometry.sliceCount
        var samples: [UInt16] = []
        for row in 0..<slices {
            let slice = try head.volume.slice(at: slices - 1 - row)
            samples += (0..<256).map { slice[plane == .coronal ? index * 256 + $0 : $0 * 256 + index] }
        }
        return try Bitmap(width: 256, height: slices, gray16: samples).windowed(window, rescale: head.volume.rescale)
    }

    private func openHeadInThreePlanes() async throws -> (ScanViewerModel, HeadCTSeries) {
        let head = try await HeadCTSeries.shared()
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: InMemorySeriesSource([try await .headCT()])))
        await model.open()
        for plane in VolumePlane.allCases { model.setViewSize(Size2D(300, 400), of: plane) }
        await model.waitUntilPreloaded()
        #expect(model.planesUnavailableReason == nil && model.layout == .axial)
        #expect(model.handle(.control("3")) && model.layout == .threePlanes && model.layoutMenuSelection == 1)
        model.setIndex(53)
        await model.waitUntilViewsDrawn()
        return (model, head)
    }

    /// Clicks (primary button, no motion) at image pixel `pixel` of `plane`'s view; returns the view point.
    @discardableResult
    private func click(_ model: ScanViewerModel, atPixel pixel: Point2D, in plane: VolumePlane) async throws -> Point2D {
        let point = try #require(model.viewport(of: plane)).viewPoint(ofImagePoint: pixel)
        model.pointerPressed(.primary, at: point, in: plane)
        await model.pointerReleased(at: point)
        return point
    }

    @Test func theSectionsThroughTheCrosshairAreTheVolumesRowsAndColumnsHeadUp() async throws {
        let (model, head) = try await openHeadInThreePlanes()
        let window = try #require(model.window)
        #expect(model.crosshair.map { [$0.column, $0.row, $0.slice] } == [128, 128, 53])
        #expect(model.image(shownIn: .coronal)?.image == (try reslice(head, .coronal, at: 128, window: window)))
        #expect(model.image(shownIn: .sagittal)?.image == (try reslice(head, .sagittal, at: 128, window: window)))
        #expect(model.crosshairPoint(in: .axial) == Point2D(128.5, 128.5))
        #expect(model.crosshairPoint(in: .coronal) == Point2D(128.5, 107 - 53 + 0.5))

        // Their true aspect: 1.5 mm between slices against the pixels' 0.957 mm.
        let coronal = try #require(model.viewport(of: .coronal))
        let spacing = head.volume.geometry.pixelSpacing
        #expect(coronal.pixelSpacing == PixelSpacing(row: 1.5, column: spacing.column) && coronal.imageSize == Size2D(256, 108))
        #expect(model.overlay(of: .coronal)?.markers == OrientationMarkers(top: "S", bottom: "I", left: "R", right: "L"))
        #expect(model.overlay(of: .sagittal)?.markers == OrientationMarkers(top: "S", bottom: "I", left: "A", right: "P"))
        #expect(model.overlay(of: .coronal)?.bottomLeft == ["coronal 129 / 256"])

        // A new window redraws them.
        #expect(model.selectPreset(named: "bone"))
        await model.waitUntilViewsDrawn()
        #expect(model.image(shownIn: .sagittal)?.image == (try reslice(head, .sagittal, at: 128, window: WindowPreset.bone.window)))
    }

    @Test func clickingMovesTheOtherViewsAndScrollingMovesTheViewsOwnPlane() async throws {
        let (model, head) = try await openHeadInThreePlanes()
        let window = try #require(model.window)
        // A click at pixel (200, 10) of the coronal view: sagittal column 200, axial slice 107 − 10.
        let point = try await click(model, atPixel: Point2D(200.5, 10.5), in: .coronal)
        #expect(model.activePlane == .coronal && model.index == 97)
        #expect(model.crosshair.map { [$0.column, $0.row, $0.slice] } == [200, 128, 97])
        await model.waitUntilViewsDrawn()
        #expect(model.image(shownIn: .sagittal)?.image == (try reslice(head, .sagittal, at: 200, window: window)))

        // Keys move the active view's plane (the coronal's rows), the wheel the plane of the view under it.
        #expect(model.handle(.named(.down)) && model.handle(.named(.down)))
        #expect(model.crosshair?.row == 130 && model.index == 97)
        model.wheel(-5, at: point, zooming: false, in: .sagittal)
        #expect(model.crosshair?.column == 195)
        #expect(model.handle(.named(.home)) && model.crosshair?.row == 0)
        await model.waitUntilViewsDrawn()
        #expect(model.image(shownIn: .coronal)?.image == (try reslice(head, .coronal, at: 0, window: window)))
        #expect(model.image(shownIn: .sagittal)?.image == (try reslice(head, .sagittal, at: 195, window: window)))

        // The slider moves the axial plane, and the crosshair with it.
        model.setIndex(10)
        #expect(model.crosshair?.slice == 10 && model.crosshairPoint(in: .sagittal)?.y == 97.5)
        #expect(model.handle(.control("1")) && model.layout == .axial && model.crosshairPoint(in: .axial) == nil)
    }

    @Test func ctrl2EnlargesTheActiveViewAndTheViewsStayLinked() async throws {
        let (model, head) = try await openHeadInThreePlanes()
        let window = try #require(model.window)
        // A click at pixel (100, 7) of the sagittal view: coronal row 100, axial slice 107 − 7.
        try await click(model, atPixel: Point2D(100.5, 7.5), in: .sagittal)
        #expect(model.handle(.control("2")) && model.layout == .enlarged(.sagittal) && model.activePlane == .sagittal)
        #expect(model.layout.planes == [.sagittal, .axial, .coronal] && model.layoutMenuSelection == 4)
        #expect(model.layoutMenuItems == [
            "Axial", "Axial · coronal · sagittal", "Axial enlarged · coronal · sagittal", "Coronal enlarged · axial · sagittal",
            "Sagittal enlarged · axial · coronal", "Axial · coronal · sagittal · 3D",
        ])
        #expect(model.crosshair.map { [$0.column, $0.row, $0.slice] } == [128, 100, 100] && model.index == 100)
        await model.waitUntilViewsDrawn()
        #expect(model.image(shownIn: .coronal)?.image == (try reslice(head, .coronal, at: 100, window: window)))
        #expect(model.crosshairPoint(in: .sagittal) == Point2D(100.5, 7.5))

        // Keys still move the active view's plane; the other layouts keep or reset the active view.
        #expect(model.handle(.named(.down)) && model.crosshair?.column == 129)
        #expect(model.handle(.control("3")) && model.layout == .threePlanes && model.activePlane == .sagittal)
        #expect(model.handle(.control("1")) && model.layout == .axial && model.activePlane == .axial)
        #expect(model.handle(.control("2")) && model.layout == .enlarged(.axial) && model.layoutMenuSelection == 2)
        // Chosen from the menu, an enlarged view becomes the one keys act on.
        #expect(model.setLayout(.enlarged(.coronal)) && model.activePlane == .coronal)

        // A double-click enlarges the view it is in; in the enlarged view, back to three side by side.
        #expect(model.pointerDoubleClicked(in: .sagittal) && model.layout == .enlarged(.sagittal) && model.activePlane == .sagittal)
        #expect(model.pointerDoubleClicked(in: .sagittal) && model.layout == .threePlanes)
        #expect(model.pointerDoubleClicked(in: .axial) && model.layout == .enlarged(.axial))
        // Not with the tools whose clicks measure or pin, nor in the axial layout.
        #expect(model.handle(.character("p")) && !model.pointerDoubleClicked(in: .coronal) && model.layout == .enlarged(.axial))
        #expect(model.handle(.character("p")) && model.handle(.control("1")) && !model.pointerDoubleClicked(in: .axial))
    }

    @Test func theProbeAndLengthsWorkInTheReformattedViews() async throws {
        let (model, head) = try await openHeadInThreePlanes()
        let series = try #require(model.series)
        let sagittal = try #require(model.viewport(of: .sagittal))
        // Pixel (40, 20) of sagittal section 128: row 40, column 128 of slice 107 − 20.
        model.pointerMoved(to: sagittal.viewPoint(ofImagePoint: Point2D(40.5, 20.5)), in: .sagittal)
        await model.waitUntil { $0.pointerProbe?.slice == 87 }
        let expected = try #require(try await series.probe(slice: 87, column: 128, row: 40))
        #expect(model.pointerProbe == expected && model.pointerProbeView == model.viewID(of: .sagittal))
        #expect(model.overlay(of: .sagittal)?.bottomLeft.last == ScanViewerModel.probeText(expected))
        #expect(model.overlay(of: .axial)?.bottomLeft.count == 1, "the reading shows in the view it was taken in")
        // An annotation there lies where the probe read: the voxel's centre in patient space.
        let place = try #require(model.annotationPlace(in: .sagittal))
        let position = try #require(place.patientPosition(of: Point2D(40.5, 20.5)))
        #expect((position - (try #require(expected.position))).length < 1e-6, "\(position) is not where the probe read")
        // A region's statistics there come from the volume: sagittal pixels 40…42 × 20…22 are rows 40…42,
        // column 128 of slices 87…85 of the test's own volume.
        let region = RectangleRegion(corner: (40, 20), opposite: (42, 22))
        let values = try (20...22).flatMap { row in
            let slice = try head.hounsfieldUnits(ofSlice: 107 - row)
            return (40...42).map { slice[$0 * 256 + 128] }
        }
        let statistics = try #require(await model.statistics(in: region, shownIn: .sagittal))
        #expect(statistics.count == 9 && statistics.isComplete)
        #expect(abs(statistics.mean - values.reduce(0, +) / 9) < 0.5 && Double(statistics.maximum) == values.max()?.rounded())

        // 20 rows down a coronal section: 20 slices, 30 mm.
        let length = try #require(model.annotate(in: .coronal) { LengthAnnotation(place: $0, start: Point2D(10, 10), end: Point2D(10, 30)) })
        #expect(abs(length.millimetres - 20 * head.volume.geometry.sliceSpacing) < 1e-9 && length.lengthText == "30.0 mm")
        #expect(model.annotations(LengthAnnotation.self, shownIn: .coronal) == [length] && model.annotations(shownIn: .axial).isEmpty)
        #expect(model.annotations.listed.map(\.text) == ["Coronal 129: 30.0 mm"])
    }

    @Test func theAPIsSeriesFillsAVolumeAsItPreloadsAndShowsInThreePlanesToo() async throws {
        try await withTestServer(data: [.phantom(columns: 16, rows: 12, slices: 5)]) { base in
            let model = ViewerFixture.model(base: base)
            await model.open()
            await model.waitUntilPreloaded()
            let volume = try #require(model.series?.volume)
            #expect(volume.filledCount == 5 && model.planesUnavailableReason == nil)
            for plane in VolumePlane.allCases { model.setViewSize(Size2D(200, 200), of: plane) }
            #expect(model.setLayout(.threePlanes))
            await model.waitUntilViewsDrawn()
            #expect(model.image(shownIn: .coronal).map { [$0.image.width, $0.image.height] } == [16, 5])
            #expect(model.image(shownIn: .sagittal).map { [$0.image.width, $0.image.height] } == [12, 5])
            // The axial slice from the volume is the slice the API serves, windowed.
            let fetch = IndependentFetch(base: base)
            let series = try await fetch.series()
            let metadata = try await fetch.metadata(id: series.id)
            model.setIndex(3)
            await model.waitUntilDrawn()
            let expected = try await fetch.windowedSlice(series.slices[3], of: series, metadata: metadata, window: metadata.defaultWindow)
            #expect(model.displayed?.image == expected)
        }
    }
}
