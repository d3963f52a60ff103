import Foundation
import ScanViewerFeature
import ScanViewerLive
import TomoCore
import TomoLibrary
import TomoPipeline
import Testing
import TomoGTKTestSupport
import TomoTestSupport
@testable import TomoDesktop

/// Export Anonymized… on the CT viewer's screen: the report menu's button asks for a folder in GTK's dialog with
/// the options as check boxes; the export's outcome shows beside the menu.
extension DesktopTests.ScanViewerDICOMScreenTests {
    @Test("Export Anonymized… asks for a folder with the options as check boxes; cancelled, nothing is written; done, it says so")
    func anonymizedExport() async throws {
        try await ScreenWindow.startStyled()
        try await withScratchFolder { folder in
            let model = ScanViewerModel(environment: try await ScanViewerAnonymizedScreen.environment(in: folder, library: false))
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "Export anonymized", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil { model.phase == .ready && screen.reportMenu.isVisible }
            #expect(screen.exportAnonymizedButton.isVisible && screen.exportAnonymizedButton.isSensitive)
            #expect(!screen.exportReportButton.isVisible, "no reports wired here: the menu shares the series alone")

            screen.exportAnonymizedButton.click()
            try await MainContext.waitUntil { screen.anonymizedDialog != nil }
            let dialog = try #require(screen.anonymizedDialog)
            #expect(ScanViewerScreen.anonymizedChoices.allSatisfy { !dialog.choice($0.id) }, "every option off at first")
            dialog.setChoice("shift-dates", true)
            #expect(dialog.choice("shift-dates"))
            dialog.cancel()
            try await MainContext.waitUntil { screen.anonymizedDialog == nil && model.anonymized.request == nil }
            #expect(!screen.anonymizedStatus.isVisible && !FileManager.default.fileExists(atPath: folder.appending(path: "anonymized").path))

            await model.exportAnonymized(to: folder, options: AnonymizedExportOptions())
            try await MainContext.waitUntil { screen.anonymizedStatus.isVisible }
            #expect(screen.anonymizedStatus.text == "Anonymized 5 files into anonymized")
        }
    }

    @Test("In a library's study browser, Export Anonymized… asks for a folder for the highlighted study")
    func anonymizedStudyExport() async throws {
        try await ScreenWindow.startStyled()
        try await withScratchFolder { folder in
            let model = ScanViewerModel(environment: try await ScanViewerAnonymizedScreen.environment(in: folder, library: true))
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "Library", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil { model.browser?.studies.count == 1 && screen.studyBrowserView.exportAnonymizedButton.isSensitive }
            screen.studyBrowserView.exportAnonymizedButton.click()
            try await MainContext.waitUntil { screen.anonymizedDialog != nil }
            #expect(model.anonymized.request?.suggestedName == "anonymized-study")
            screen.anonymizedDialog?.cancel()
            try await MainContext.waitUntil { screen.anonymizedDialog == nil && model.anonymized.request == nil }
            await model.exportAnonymized(to: folder, options: AnonymizedExportOptions())
            try await MainContext.waitUntil { screen.studyBrowserView.anonymizedStatus.isVisible }
            #expect(screen.studyBrowserView.anonymizedStatus.text == "Anonymized 6 files into anonymized")
        }
    }
}

/// What the Export Anonymized… screen tests open.
enum ScanViewerAnonymizedScreen {
    /// The small CT and its segmentation written into `folder/in`, opened as files (the CT) or, with `library`,
    /// imported into a library in `folder/library` and opened from it; Export Anonymized… keyed by `folder/config/deidentification.key` (made on first use).
    static func environment(in folder: URL, library: Bool) async throws -> ScanViewerEnvironment {
        let input = folder.appending(path: "in")
        _ = try await SegmentationSamples.write(.binary, in: input)
        var environment = ScanViewerEnvironment.files([input.appending(path: "ct").path])
        if library {
            let libraryFolder = folder.appending(path: "library")
            _ = try await StudyLibrary(folder: libraryFolder).importFiles([input.path])
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            environment = .library(libraryFolder, client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
        }
        environment.anonymizedExport = .live(keyFile: folder.appending(path: "config/deidentification.key"))
        return environment
    }
}
