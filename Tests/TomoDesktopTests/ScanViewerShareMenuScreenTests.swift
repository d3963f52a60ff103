import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoGTKTestSupport
import TomoPipeline
import TomoTestSupport
@testable import TomoDesktop

/// The share menu's key images and cine on the CT viewer's screen: * (typed with xdotool) and the star beside the
/// slider star the slice, the slider marks the key slices and their menu goes to one; Export Key Images… asks for a
/// file in GTK's dialog and writes the starred slices' images under the title chosen; Export Cine… asks for a file
/// and writes the active view's sections, saying how it went beside the menu.
extension DesktopTests.ScanViewerDICOMScreenTests {
    @Test("* and the star mark key slices, the menu goes to one, Export Key Images… writes them under the title chosen")
    func keyImages() async throws {
        try await ScreenWindow.startStyled()
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            var environment = ScanViewerEnvironment.files([head.folder.path])
            environment.keyImages = .live(client: HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never))
            let model = ScanViewerModel(environment: environment)
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "Key images", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil { model.phase == .ready && screen.keyImageButton.isVisible }
            #expect(screen.keyImageButton.label == "☆" && !screen.keyImagePicker.isVisible && !screen.exportKeyImagesButton.isSensitive)

            model.setIndex(4)
            try await window.press("asterisk")
            try await MainContext.waitUntil { screen.keyImageButton.label == "★" }
            #expect(model.markedKeySlices == [4])
            model.setIndex(9)
            try await MainContext.waitUntil { screen.keyImageButton.label == "☆" }
            screen.keyImageButton.click()
            try await MainContext.waitUntil { screen.keyImagePicker.itemCount == 3 }
            #expect(screen.keyImageButton.label == "★" && screen.keyImagePicker.isVisible && screen.keyImagePicker.selectedIndex == 2)
            screen.keyImagePicker.choose(1)
            try await MainContext.waitUntil { model.index == 4 }
            try await window.press("ctrl+Right")
            try await MainContext.waitUntil { model.index == 9 }

            #expect(screen.exportKeyImagesButton.isSensitive && !screen.saveKeyImagesButton.isSensitive, "files: exported, not saved")
            #expect(screen.saveKeyImagesButton.tooltipText == model.saveKeyImagesHelp)
            let teaching = try #require(model.keyImages.titles.firstIndex(of: "For Teaching"))
            screen.keyImageTitlePicker.choose(teaching)
            try await MainContext.waitUntil { model.keyImages.title == "For Teaching" }
            screen.exportKeyImagesButton.click()
            try await MainContext.waitUntil { screen.keyImagesDialog != nil }
            #expect(model.keyImages.request?.suggestedName == "Cranium-Test-key-images.dcm")
            let url = folder.appending(path: "key-images.dcm")
            screen.keyImagesDialog?.accept(url)
            try await MainContext.waitUntil { screen.keyImagesDialog == nil && model.keyImages.request == nil && model.keyImages.state.message?.hasPrefix("Saved") == true }
            try await MainContext.waitUntil { screen.keyImageStatus.isVisible }
            #expect(screen.keyImageStatus.text == "Saved key-images.dcm (2 key images)")
            let written = try KeyObjectSelection.read(try DICOMFile.read(path: url.path).dataSet)
            #expect(written.title.meaning == "For Teaching" && written.images.map(\.sopInstanceUID) == [4, 9].map(head.sopInstanceUID(ofSlice:)))
        }
    }

    @Test("Ctrl+Shift+E asks for a file in GTK's dialog and writes every axial section as a GIF, saying so beside the menu; its boxes write the key images' range and draw the overlays")
    func cineExport() async throws {
        try await ScreenWindow.startStyled()
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            var environment = ScanViewerEnvironment.files([head.folder.path])
            environment.keyImages = .live(client: HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never))
            let model = ScanViewerModel(environment: environment)
            let screen = ScanViewerScreen(model: model)
            let window = try await ScreenWindow.show(screen.root, title: "Cine export", keys: model.handle)
            defer { window.close() }
            await model.start()
            try await MainContext.waitUntil { model.phase == .ready && screen.reportMenu.isVisible && screen.exportCineButton.isSensitive }
            #expect(!screen.cineStatus.isVisible)
            try await window.press("ctrl+shift+e")
            try await MainContext.waitUntil { screen.cineDialog != nil }
            #expect(model.cineExport.request?.suggestedName == "Cranium-Test-axial.gif")
            #expect(screen.cineDialog?.choiceIDs == [ScanViewerScreen.annotationsChoice], "no key images: no such box")
            let file = folder.appending(path: "head.gif")
            screen.cineDialog?.accept(file)
            let frames = head.volume.geometry.sliceCount
            try await MainContext.waitUntil { screen.cineStatus.text == "Saved head.gif (\(frames) frames)" }
            #expect(screen.cineStatus.isVisible && screen.cineDialog == nil && FileManager.default.fileExists(atPath: file.path))

            // With slices 21 and 31 starred, the dialog's box writes only the slices between them.
            for slice in [20, 30] {
                model.setIndex(slice)
                #expect(model.toggleKeyImage())
            }
            try await window.press("ctrl+shift+e")
            try await MainContext.waitUntil { screen.cineDialog != nil }
            #expect(screen.cineDialog?.choiceIDs == [ScanViewerScreen.annotationsChoice, ScanViewerScreen.keyImageRangeChoice])
            screen.cineDialog?.setChoice(ScanViewerScreen.keyImageRangeChoice, true)
            screen.cineDialog?.accept(folder.appending(path: "key.apng"))
            try await MainContext.waitUntil { screen.cineStatus.text == "Saved key.apng (11 frames)" }

            // The other box draws the overlays on each frame: the same slices, in colour, not as the plain ones.
            try await window.press("ctrl+shift+e")
            try await MainContext.waitUntil { screen.cineDialog != nil }
            screen.cineDialog?.setChoice(ScanViewerScreen.keyImageRangeChoice, true)
            screen.cineDialog?.setChoice(ScanViewerScreen.annotationsChoice, true)
            screen.cineDialog?.accept(folder.appending(path: "key-annotated.apng"))
            try await MainContext.waitUntil { screen.cineStatus.text == "Saved key-annotated.apng (11 frames)" }
            let python = try #require(TestEnvironment.program("python3"))
            let modes = try await ProcessRun.run(python, ["-c", """
                import sys
                from PIL import Image
                print(*(Image.open(name).mode for name in sys.argv[1:]))
                """, folder.appending(path: "key.apng").path, folder.appending(path: "key-annotated.apng").path])
            #expect(modes.text == "L RGB\n", "\(modes.text) \(modes.errors)")
        }
    }
}
