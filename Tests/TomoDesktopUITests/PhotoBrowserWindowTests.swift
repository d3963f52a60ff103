import Foundation
import PhotoBrowserFeature
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

extension DesktopUITests {
    /// The desktop app's photo browser as a user drives it: a real window on a private Xvfb display, real
    /// keys, against the reference server's Picsum API over HTTP.
    @Suite("tomo-desktop's photo browser under Xvfb")
    struct PhotoBrowserWindowTests {
        @Test(
            "Tiles show their photos; a photo opens, turns gray, blurs by 7 exactly as the client's filter does, steps and goes back",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func listDetailAndFilters() async throws {
            try await withTestServer { base in
                let (display, report, app) = try await DesktopLaunch.start(
                    api: base, arguments: ["--screen", "photos"], display: (1280, 1024), report: "state.photos.json")
                    as (XvfbServer, ReportFile<PhotoBrowserReport>, DesktopProcess)
                defer { _ = app.stop(); display.stop(); report.removeFolder() }
                let screen = Screen(display: display, title: "Tomo")
                let api = PicsumAPI(baseURL: base)

                let list = try await report.wait(isAlive: { app.isRunning }) { $0.isSettled }
                #expect(list.columns == 4, "the default 900 px wide window: 4 columns of at least 220")
                for tile in list.tiles {
                    #expect(tile.id == String(tile.index), "tile \(tile.index) shows photo \(tile.id)")
                    let width = try #require(tile.width), height = PhotoSizing.thumbnailHeight(forWidth: width)
                    let expected = try await Self.fetch(api.imageURL(id: tile.id, width: width, height: height))
                    #expect(tile.pixelHash == expected.pixelHash, "tile \(tile.index) shows other pixels")
                }

                try await screen.press(["Return"])
                let opened = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.state == "photo" }
                let photo = try #require(opened.detail)
                #expect(photo.index == 0 && photo.mode == "normal" && photo.shownFilter == "Normal")
                let width = try #require(photo.width), height = try #require(photo.height)
                #expect(max(width, height) > 400, "the photo at the stage's size, not the thumbnail")
                let original = try await Self.fetch(api.imageURL(id: photo.photoID, width: width, height: height))
                #expect(photo.pixelHash == original.pixelHash)

                try await screen.press(["g"])
                let gray = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.shownFilter == "Grayscale" }
                #expect(gray.detail?.pixelHash == (try PhotoFilter.grayscale.apply(to: original)).pixelHash)

                try await screen.press(["b", "Up", "Up"])
                let blurred = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.shownFilter == "Blur 7" }
                #expect(blurred.detail?.mode == "blur" && blurred.detail?.blurAmount == 7)
                #expect(blurred.detail?.pixelHash == (try PhotoFilter.blur(7).apply(to: original)).pixelHash)

                try await screen.press(["Right"])
                let next = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.index == 1 && $0.detail?.shownFilter == "Blur 7" }
                #expect(next.detail?.photoID == "1", "the filter stays as the user steps")

                try await screen.press(["Escape"])
                let back = try await report.wait(isAlive: { app.isRunning }) { $0.detail == nil }
                #expect(back.selectedIndex == 1 && back.visibleFirst == 0)
            }
        }

        @Test(
            "Save… asks for a file through GTK's dialog and writes the blurred photo at full resolution; a name it cannot write says why",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func saveThroughTheDialog() async throws {
            try await withScratchFolder { folder in
                try await withTestServer { base in
                    let (display, report, app) = try await DesktopLaunch.start(
                        api: base, arguments: ["--screen", "photos"], display: (1280, 1024), report: "state.photos.json")
                        as (XvfbServer, ReportFile<PhotoBrowserReport>, DesktopProcess)
                    defer { _ = app.stop(); display.stop(); report.removeFolder() }
                    let window = Screen(display: display, title: "Tomo"), dialog = Screen(display: display, title: "Save Photo")
                    let api = PicsumAPI(baseURL: base)
                    // The smallest original of the first twelve keeps the server's full-size rendering short.
                    let photos = try await HTTPClient(transport: URLSessionTransport()).send(api.list(page: 1, limit: 12)).photos
                    let index = try #require(photos.indices.min { photos[$0].width * photos[$0].height < photos[$1].width * photos[$1].height })
                    let photo = photos[index]

                    _ = try await report.wait(isAlive: { app.isRunning }) { $0.isSettled }
                    try await window.press(["Return"] + Array(repeating: "Right", count: index) + ["b"])
                    _ = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.index == index && $0.detail?.shownFilter == "Blur 5" }

                    try await window.press(["ctrl+s"])
                    try await dialog.press(["ctrl+a"])
                    try await dialog.type(folder.appending(path: "photo.gif").path)
                    try await dialog.press(["Return"])
                    let refused = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.saveStatus?.hasPrefix("Could not") == true }
                    #expect(refused.detail?.saveStatus == "Could not save photo.gif: \(PhotoExport.Failure.unsupportedFileType("gif"))")

                    let file = folder.appending(path: "saved photo.png")
                    try await window.press(["ctrl+s"])
                    try await dialog.press(["ctrl+a"])
                    try await dialog.type(file.path)
                    try await dialog.press(["Return"])
                    _ = try await report.wait(isAlive: { app.isRunning }) { $0.detail?.saveStatus == "Saved saved photo.png" }
                    let saved = try Bitmap(decoding: try Data(contentsOf: file))
                    #expect(saved.width == photo.width && saved.height == photo.height)
                    let original = try await Self.fetch(api.imageURL(id: photo.id, width: photo.width, height: photo.height))
                    #expect(saved.pixelHash == (try PhotoFilter.blur(5).apply(to: original)).pixelHash)
                }
            }
        }

        /// The image at `url`, fetched and decoded the plainest way.
        static func fetch(_ url: URL) async throws -> Bitmap {
            try Bitmap(decoding: try await URLSessionTransport().send(HTTPRequest(url: url)).body)
        }
    }
}

extension PhotoBrowserReport {
    /// Whether every visible tile shows its thumbnail.
    var isSettled: Bool {
        !tiles.isEmpty && tiles.count == visibleEnd - visibleFirst && tiles.allSatisfy { $0.state == "image" }
    }
}
