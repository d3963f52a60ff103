import Foundation
import Testing
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Linked windows and views between a study and its prior from a library (one frame of reference): a window
/// chosen in one pane applied to the other (Ctrl+K); zoom, pan and turns applied to the other's view of the plane,
/// the same place in the patient at both centres (Ctrl+Shift+K); the sync menu's presets and its custom item.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LinkedViewsTests {
    /// The patient place at the centre of `plane`'s view of the pane acted on.
    private static func centre(of plane: VolumePlane, in model: ScanViewerModel) throws -> Vector3 {
        let viewport = try #require(model.viewport(of: plane)), geometry = try #require(model.series?.geometry)
        let point = viewport.imagePoint(ofViewPoint: viewport.viewSize.centre)
        return model.sectionPlane(shownIn: plane).position(column: point.x - 0.5, row: point.y - 0.5, in: geometry)
    }

    @Test func windowsAndViewsFollowTheActivePaneWhileLinked() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.openFirstStudy()
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            let (study, prior) = (model.panes[0], try #require(model.comparison.pane))
            for pane in [study, prior] { model.acting(on: pane) { model.setViewSize(Size2D(400, 300), of: .axial) } }
            #expect(model.linkMenuItems == LinkPreset.allCases.map(\.title) && model.linkMenuSelection == 0, "Compare links the slices: stack")

            // Windows: unlinked, the prior's preset is its own; linked (Ctrl+K), the study takes it, and each next one.
            #expect(model.selectPreset(named: "bone"))
            #expect(model.acting(on: study) { model.window } != model.window)
            #expect(model.perform(.toggleLinkedWindows) && model.areWindowsLinked)
            #expect(model.acting(on: study) { model.window } == model.window, "linked: at once")
            model.adjustWindow(width: 100, level: -30)
            #expect(model.acting(on: study) { model.window } == model.window)
            #expect(model.linkMenuItems.last == "Custom: slices, window" && model.linkMenuSelection == 3)
            #expect(model.perform(.toggleLinkedWindows) && !model.areWindowsLinked)
            model.adjustWindow(width: 100, level: 0)
            #expect(model.acting(on: study) { model.window } != model.window, "unlinked, the study keeps its own")

            // Views (Ctrl+Shift+K): zoomed about a point off the centre and turned in the prior, the study's axial view
            // shows the same place at its centre, at the same scale, turned the same.
            #expect(model.perform(.toggleLinkedViews) && model.areViewsLinked)
            model.zoom(by: 2.5, around: Point2D(120, 90), in: .axial)
            model.rotateClockwise()
            let (leading, following) = (try #require(model.viewport(of: .axial)), try #require(model.acting(on: study) { model.viewport(of: .axial) }))
            #expect(abs(following.scale - leading.scale) < 1e-9 && following.orientation == leading.orientation && !following.isFitted)
            let here = try Self.centre(of: .axial, in: model), there = try model.acting(on: study) { try Self.centre(of: .axial, in: model) }
            #expect(abs(here.x - there.x) < 1e-6 && abs(here.y - there.y) < 1e-6, "\(here) against \(there)")
            model.fitToView()
            #expect(model.acting(on: study) { model.viewport(of: .axial)?.isFitted } == true)

            // The presets: tile links all three, none unlinks them.
            model.selectLinkMenuItem(at: 1)
            #expect(model.arePanesLinked && model.areWindowsLinked && model.areViewsLinked && model.linkMenuSelection == 1)
            #expect(model.acting(on: study) { model.window } == model.window, "tile: the window at once")
            model.selectLinkMenuItem(at: 2)
            #expect(!model.arePanesLinked && !model.areWindowsLinked && !model.areViewsLinked && model.linkMenuSelection == 2)
            model.zoomIn()
            #expect(model.acting(on: study) { model.viewport(of: .axial)?.isFitted } == true, "not linked: the study stays fitted")
        }
    }
}

/// A series of one slice, or one whose slices are placed nowhere, is never linked: K refuses, and the link status
/// says why.
@MainActor
struct UnlinkableSeriesTests {
    @Test func aSeriesOfOneSliceBesideAnotherIsNotLinkedAndSaysWhy() async throws {
        var scout = try InMemorySeriesSource.Series.gradient(columns: 8, rows: 8, slices: 1)
        scout.entry.id = "scout"
        scout.entry.description = "Scout"
        let source = InMemorySeriesSource([try .gradient(columns: 8, rows: 8, slices: 12), scout])
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: source))
        await model.open()
        #expect(model.linkStatus == nil && model.perform(.toggleLinkedPanes) == false, "one pane")
        await model.openBeside(source, pacsTarget: nil, seriesID: "scout")
        #expect(model.panes.count == 2 && model.sliceCount == 1)
        #expect(model.linkStatus == "Not linked: Scout cannot be, it has one slice", "\(model.linkStatus ?? "-")")
        #expect(model.perform(.toggleLinkedPanes) == false && !model.arePanesLinked)
        model.activate(model.panes[0])
        model.setIndex(7)
        #expect(model.acting(on: model.panes[1]) { model.index } == 0)
    }
}
