import FeatureSupport
import Foundation
import PhotoBrowserFeature
import Testing
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
import TomoServer
import TomoTestSupport
@testable import TomoDesktop
import TomoURLSession

extension DesktopTests {
    /// The photo browser's screen as a user drives it: real keys in its window and in GTK's Save dialog,
    /// against the reference server's Picsum API over HTTP; textures compared with the server's rendering
    /// and with the client's filters applied to photos fetched independently.
    @Suite("The photo browser's screen")
    @MainActor
    struct PhotoBrowserScreenTests {
        @Test("Tiles show their photos; a photo opens, turns gray, blurs by 7 exactly as the client's filter does, steps and goes back")
        func listDetailAndFilters() async throws {
            try await withTestServer { base in
                let (model, screen, window) = try await Self.show(base: base, title: "Photos filters")
                defer { window.close() }
                let api = PicsumAPI(baseURL: base)

                try await MainContext.waitUntil { screen.isSettled }
                #expect(screen.layout.columns == 4, "a 900 px wide window: 4 columns of at least 220")
                let tile = try TestWindow.frame(of: try #require(screen.visibleCells.first).cell.tile, in: window.window)
                #expect(tile.width == screen.cellWidgetWidth && tile.height == screen.thumbnailHeight, "a 3:2 tile as wide as its column: \(tile)")
                for (index, cell) in screen.visibleCells {
                    #expect(cell.item?.photo.id == String(index), "tile \(index) shows photo \(cell.item?.photo.id ?? "none")")
                    let width = screen.cellPixelWidth, height = PhotoSizing.thumbnailHeight(forWidth: width)
                    let expected = try await Self.fetch(api.imageURL(id: String(index), width: width, height: height))
                    #expect(cell.picture.shows(expected), "tile \(index) shows other pixels")
                    #expect(cell.tile.tooltipText?.contains("photo \(index)") == true)
                }

                try await window.press("Return")
                try await MainContext.waitUntil { model.detail?.shownFilter == .normal && screen.detail.picture.bitmap == model.detail?.shown }
                let detail = try #require(model.detail)
                #expect(detail.index == 0 && detail.mode == .normal && screen.pages.visiblePageName == "detail")
                let photo = try #require(detail.shown)
                #expect(max(photo.width, photo.height) > 400, "the photo at the stage's size, not the thumbnail")
                let original = try await Self.fetch(api.imageURL(id: detail.photo.id, width: photo.width, height: photo.height))
                try await MainContext.waitUntil { screen.detail.picture.shows(original) }

                try await window.press("g")
                let gray = try PhotoFilter.grayscale.apply(to: original)
                try await MainContext.waitUntil { screen.detail.picture.shows(gray) }
                #expect(detail.shownFilter == .grayscale)

                try await window.press("b", "Up", "Up")
                let blurred = try PhotoFilter.blur(7).apply(to: original)
                try await MainContext.waitUntil { screen.detail.picture.shows(blurred) }
                #expect(detail.mode == .blur && detail.blurAmount == 7)
                let controls = try #require(screen.detail.controls?.owner as? PhotoDetailControls)
                #expect(controls.blurScale.value == 7 && controls.blurValue.text == "7")

                try await window.press("Right")
                try await MainContext.waitUntil { model.detail?.index == 1 && model.detail?.shownFilter == .blur(7) }
                #expect(model.detail?.photo.id == "1", "the filter stays as the user steps")

                try await window.press("Escape")
                try await MainContext.waitUntil { screen.pages.visiblePageName == "list" }
                #expect(model.detail == nil && model.selectedIndex == 1 && screen.visible.lowerBound == 0)
            }
        }

        @Test("Save… asks for a file through GTK's dialog and writes the blurred photo at full resolution; a name it cannot write says why")
        func saveThroughTheDialog() async throws {
            try await withScratchFolder { folder in
                // Photos a quarter of their usual size, and the smallest of the first twelve: the server's
                // full-size rendering and the two full-size blurs stay short.
                try await withTestServer(configure: { $0.photoSizeDivisor = 4 }) { base in
                    let (model, screen, window) = try await Self.show(base: base, title: "Photos save")
                    defer { window.close() }
                    let api = PicsumAPI(baseURL: base)
                    let photos = try await HTTPClient(transport: URLSessionTransport()).send(api.list(page: 1, limit: 12)).photos
                    let index = try #require(photos.indices.min { photos[$0].width * photos[$0].height < photos[$1].width * photos[$1].height })
                    let photo = photos[index]
                    try await MainContext.waitUntil { screen.isSettled }
                    try await window.press("Return")
                    for _ in 0..<index { try await window.press("Right") }
                    try await window.press("b")
                    try await MainContext.waitUntil { model.detail?.index == index && model.detail?.shownFilter == .blur(5) }
                    let controls = try #require(screen.detail.controls?.owner as? PhotoDetailControls)

                    // Each dialog is answered through GTK's own API: a path typed into GTK's dialog raced its
                    // location entry's completion of the folder's names (issue 56).
                    try await window.press("ctrl+s")
                    try await MainContext.waitUntil { controls.saveDialog != nil }
                    #expect(controls.saveDialog?.currentName == "photo-\(photo.id)-blur.png", "the name GTK's dialog proposes")
                    controls.saveDialog?.accept(folder.appending(path: "photo.gif"))
                    try await MainContext.waitUntil { controls.saveStatus.text.hasPrefix("Could not") && controls.saveDialog == nil }
                    #expect(controls.saveStatus.text == "Could not save photo.gif: \(ImageFile.Failure.unsupportedFileType("gif"))")

                    let file = folder.appending(path: "saved photo.png")
                    try await window.press("ctrl+s")
                    try await MainContext.waitUntil { controls.saveDialog != nil }
                    controls.saveDialog?.accept(file)
                    try await MainContext.waitUntil { controls.saveStatus.text == "Saved saved photo.png" }
                    let saved = try Bitmap(decoding: try Data(contentsOf: file))
                    #expect(saved.width == photo.width && saved.height == photo.height)
                    let original = try await Self.fetch(api.imageURL(id: photo.id, width: photo.width, height: photo.height))
                    #expect(saved == (try PhotoFilter.blur(5).apply(to: original)))
                }
            }
        }

        /// The photo browser's model and screen on `base`, in a window titled `title`, its first page in.
        private static func show(base: URL, title: String) async throws
            -> (PhotoBrowserModel, ThumbnailListScreen<PhotoBrowserEnvironment>, ScreenWindow)
        {
            try await ScreenWindow.startStyled()
            let model = PhotoBrowserModel(source: .live(baseURL: base))
            let screen = ThumbnailListScreen(model: model, controls: PhotoDetailControls().hosted)
            let window = try await ScreenWindow.show(screen.root, title: title, keys: model.handle)
            await model.start()
            return (model, screen, window)
        }

        /// The image at `url`, fetched and decoded the plainest way.
        static func fetch(_ url: URL) async throws -> Bitmap {
            try Bitmap(decoding: try await URLSessionTransport().send(HTTPRequest(url: url)).body)
        }
    }
}
