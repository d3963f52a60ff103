import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoSeries
import TomoTestSupport
import TomoVolume

/// How the panes' views are placed on the screen: one grid of cells, any view of any pane in any cell; the
/// panes side by side, above each other, or view by view, each pane given an equal share.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PaneArrangementTests {
    private typealias Cell = ScreenLayout.Cell

    @Test("Side by side and above each other, a pane of one view and one of three get equal room; view by view pairs each view")
    func arrangementsPlaceEveryView() {
        let sideBySide = ScreenLayout(panes: [(1, .axial), (2, .threePlanes)], arrangement: .sideBySide)
        #expect(sideBySide.cells == [
            Cell(pane: 1, plane: .axial, column: 0, row: 0, width: 3),
            Cell(pane: 2, plane: .axial, column: 3, row: 0), Cell(pane: 2, plane: .coronal, column: 4, row: 0),
            Cell(pane: 2, plane: .sagittal, column: 5, row: 0),
        ])
        let stacked = ScreenLayout(panes: [(1, .axial), (2, .planesAnd3D)], arrangement: .stacked)
        #expect(stacked.cells == [
            Cell(pane: 1, plane: .axial, column: 0, row: 0, width: 2, height: 2),
            Cell(pane: 2, plane: .axial, column: 0, row: 2), Cell(pane: 2, plane: .coronal, column: 1, row: 2),
            Cell(pane: 2, plane: .sagittal, column: 0, row: 3), Cell(pane: 2, plane: nil, column: 1, row: 3),
        ])
        #expect((stacked.columns, stacked.rows) == (2, 4))
        let byView = ScreenLayout(panes: [(4, .threePlanes), (7, .threePlanes)], arrangement: .viewByView)
        #expect(byView.cells.map { "\($0.pane) \($0.plane.map { "\($0)" } ?? "3D") \($0.column),\($0.row)" } == [
            "4 axial 0,0", "7 axial 1,0", "4 coronal 2,0", "7 coronal 3,0", "4 sagittal 4,0", "7 sagittal 5,0",
        ])
        // An enlarged view spans cells: view by view cannot pair it, so the panes show side by side.
        let enlarged = [(id: 1, layout: ViewerLayout.enlarged(.coronal)), (id: 2, layout: ViewerLayout.enlarged(.coronal))]
        #expect(!ScreenLayout.canShowViewByView(enlarged.map(\.layout)))
        #expect(ScreenLayout(panes: enlarged, arrangement: .viewByView) == ScreenLayout(panes: enlarged, arrangement: .sideBySide))
        #expect(ScreenLayout(panes: enlarged, arrangement: .sideBySide).cells(ofPane: 2).map(\.column) == [3, 5, 5])
    }

    @Test("Ctrl+Shift+A steps through the arrangements two panes can show; a hanging protocol keeps and applies its arrangement")
    func keysAndProtocolsArrangeThePanes() async throws {
        let head = try await HeadCTSeries.shared()
        let model = ScanViewerModel.filesReachingPACSes(head.folder, offering: nil)
        await model.start()
        await model.waitUntilDrawn()
        #expect(!model.perform(.nextPaneArrangement), "one pane: nothing to arrange")
        #expect(model.screenLayout.cells == [Cell(pane: model.activePane.id, plane: .axial, column: 0, row: 0)])

        #expect(model.perform(.openBeside))
        await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
        let (left, right) = (model.panes[0].id, model.panes[1].id)
        #expect(model.paneArrangement == .sideBySide && model.paneArrangementMenuSelection == 0)
        #expect(model.screenLayout.cells.map { [$0.pane, $0.column, $0.row] } == [[left, 0, 0], [right, 1, 0]])
        #expect(model.perform(.nextPaneArrangement) && model.paneArrangement == .stacked)
        #expect(model.screenLayout.cells.map { [$0.pane, $0.column, $0.row] } == [[left, 0, 0], [right, 0, 1]])

        // View by view while both show one layout; a layout of the active pane alone makes it unavailable, and the
        // screen shows the panes side by side until the layouts agree again.
        #expect(model.perform(.threePlaneLayout))
        #expect(!model.canArrangePanes(.viewByView) && model.paneArrangementMenuItems[2].contains("unavailable"))
        #expect(!model.arrangePanes(.viewByView))
        #expect(model.perform(.nextPaneArrangement) && model.paneArrangement == .sideBySide, "view by view skipped")
        #expect(model.acting(on: model.panes[0]) { model.setLayout(.threePlanes) })
        #expect(model.arrangePanes(.viewByView))
        #expect(model.screenLayout.cells.map { [$0.pane, $0.column] } == [[left, 0], [right, 1], [left, 2], [right, 3], [left, 4], [right, 5]])
        #expect(model.perform(.enlargedLayout))
        #expect(model.paneArrangementMenuSelection == 0 && model.screenLayout.cells(ofPane: left).map(\.column) == [0, 1, 2])

        // Saved as a protocol, the arrangement goes with it (written only when not side by side) and comes back.
        #expect(model.perform(.threePlaneLayout))
        let saved = try #require(model.layoutAsProtocol)
        #expect(saved.arrangement == .viewByView)
        let written = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
        #expect(written.contains(#""arrangement":"view-by-view""#))
        #expect(try JSONDecoder().decode(HangingProtocol.self, from: Data(written.utf8)) == saved)
        var sideBySide = saved
        sideBySide.arrangement = .sideBySide
        #expect(!String(decoding: try JSONEncoder().encode(sideBySide), as: UTF8.self).contains("arrangement"))
        #expect(try JSONDecoder().decode(HangingProtocol.self, from: Data(#"{"name": "Old", "panes": [{}]}"#.utf8)).arrangement == .sideBySide)
    }
}
