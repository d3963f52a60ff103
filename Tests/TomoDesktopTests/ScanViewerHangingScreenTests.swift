import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoGTKTestSupport
import TomoSeries
import TomoTestSupport
@testable import TomoDesktop

/// Hanging protocols on the CT viewer's screen: a study of several series opens hung, its volume in three planes,
/// the layout menu's tip naming the protocol; Ctrl+Shift+H saves the layout as a protocol and says where.
extension DesktopTests.ScanViewerDICOMScreenTests {
    @Test("A study of several series opens hung in three planes; Ctrl+Shift+H saves the layout as a protocol")
    func hangingProtocols() async throws {
        try await ScreenWindow.startStyled()
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let study = folder.appending(path: "study")
            try await head.twoSeriesStudy(in: study)
            let file = folder.appending(path: "hanging-protocols.json")
            var environment = ScanViewerEnvironment.files([study.path])
            environment.hangingProtocols = .file(at: file)
            let model = ScanViewerModel(environment: environment)
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "CT hung", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil {
                model.phase == .ready && screen.canvas(.coronal).area.isVisible && screen.canvas(.sagittal).area.isVisible
            }
            #expect(model.series?.entry.id == head.seriesInstanceUID, "the volume, not the short series; no picker")
            #expect(screen.layoutPicker.selectedIndex == 1 && screen.layoutPicker.tooltipText == "Hung by the hanging protocol “CT with MPR”")

            try await window.press("ctrl+2")
            try await window.press("ctrl+shift+h")
            try await MainContext.waitUntil { screen.priorStatus.isVisible }
            let name = "Head · Axial enlarged · coronal · sagittal"
            #expect(screen.priorStatus.text == "Saved the layout as the hanging protocol “\(name)” in \(file.path)")
            #expect(try HangingProtocolFile(url: file).protocols().map(\.name) == [name])
            #expect(screen.layoutPicker.tooltipText == "Hung by the hanging protocol “\(name)”")
        }
    }
}
