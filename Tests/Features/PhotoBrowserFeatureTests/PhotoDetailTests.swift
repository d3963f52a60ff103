import FeatureSupport
import Foundation
import PhotoBrowserFeature
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

/// The detail view: the photo at the view's size, filters rendered on the client that match the server's
/// `?grayscale` and `?blur=N`, coalesced slider moves, stepping through the list, and Save….
@MainActor
// Time limits catch hangs (DEVELOPERS.md).
@Suite(.timeLimit(.minutes(10))) struct PhotoDetailTests {
    /// Opens photo `index` in a view of 600 × 400 pixels and waits for the photo.
    private func openPhoto(_ index: Int, in model: PhotoBrowserModel) async throws -> PhotoDetailModel {
        await model.start()
        model.openDetail(at: index)
        let detail = try #require(model.detail)
        detail.setViewPixelSize(width: 600, height: 400)
        await detail.waitUntil { !$0.isLoading }
        try #require(detail.failure == nil, "\(detail.failure.map(\.detail) ?? "")")
        return detail
    }

    @Test func grayscaleAndBlurMatchTheServersRenderingWithoutARefetch() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            let model = PhotoFixture.model(base: base)
            let detail = try await openPhoto(4, in: model)
            let photo = detail.photo
            let image = try #require(detail.shown)
            let size = PhotoSizing.fittedSize(of: photo, width: 600, height: 400)
            #expect(image.width == size.width && image.height == size.height && max(size.width, size.height) >= 400)
            let requestsBefore = traffic.snapshot.requests.count
            let api = PicsumAPI(baseURL: base)

            detail.setMode(.grayscale)
            await detail.waitUntil { $0.shownFilter == .grayscale }
            let gray = try await PhotoFixture.independentImage(api.imageURL(id: photo.id, width: size.width, height: size.height, grayscale: true))
            let grayPSNR = try PeakSignalToNoise.decibels(try #require(detail.shown), gray)
            #expect(grayPSNR >= 30, "grayscale vs the server's ?grayscale: \(grayPSNR) dB")

            for amount in [1, 3, 7, 10] {
                detail.setMode(.blur)
                detail.setBlurAmount(amount)
                await detail.waitUntil { $0.shownFilter == .blur(amount) }
                let blurred = try await PhotoFixture.independentImage(api.imageURL(id: photo.id, width: size.width, height: size.height, blur: amount))
                let psnr = try PeakSignalToNoise.decibels(try #require(detail.shown), blurred)
                #expect(psnr >= 30, "blur \(amount) vs the server's ?blur=\(amount): \(psnr) dB")
            }
            detail.setMode(.normal)
            #expect(detail.shown == image, "Normal is the photo as loaded, at once")
            let detailRequests = traffic.snapshot.requests.dropFirst(requestsBefore).filter { $0.query?.isEmpty ?? true }
            #expect(detailRequests.isEmpty, "filters refetch nothing: \(detailRequests.map(\.path))")
        }
    }

    @Test func aBurstOfSliderMovesRendersOnlyTheLastValue() async throws {
        try await withTestServer { base in
            let renders = Locked<[PhotoFilter]>([])
            let model = PhotoFixture.model(base: base) { filter, image in
                renders.withLock { $0.append(filter) }
                return try filter.apply(to: image)
            }
            let detail = try await openPhoto(0, in: model)
            #expect(renders.withLock { $0 }.isEmpty, "Normal renders nothing")
            detail.setMode(.blur)
            for amount in [2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8] { detail.setBlurAmount(amount) }
            await detail.waitUntil { $0.shownFilter == .blur(8) }
            #expect(renders.withLock { $0 } == [.blur(8)], "one render for eleven moves, got \(renders.withLock { $0 })")
            #expect(detail.blurAmount == 8 && detail.filter == .blur(8))
            detail.setBlurAmount(42)
            #expect(detail.blurAmount == 10, "the slider stops at Picsum's 10")
        }
    }

    @Test func theArrowsStepThroughTheListKeepingTheFilterAndEscapeKeepsTheSelection() async throws {
        try await withTestServer { base in
            let model = PhotoFixture.model(base: base)
            let detail = try await openPhoto(5, in: model)
            #expect(detail.preview == nil, "photo 5's tile was never shown, so there is no thumbnail to show first")
            detail.setMode(.grayscale)
            model.showNextItem()
            let next = try #require(model.detail)
            #expect(next.index == 6 && next.photo.id == "6" && next.mode == .grayscale)
            await next.waitUntil { $0.shownFilter == .grayscale }
            #expect(next.shown?.format == .gray8)
            model.showPreviousItem()
            model.showPreviousItem()
            #expect(model.detail?.index == 4)
            model.closeDetail()
            #expect(model.detail == nil && model.selectedIndex == 4)
        }
    }

    @Test func theListsThumbnailShowsFirst() async throws {
        try await withTestServer { base in
            let model = PhotoFixture.model(base: base)
            await model.start()
            await model.showAndSettle(rows: 0..<1)
            model.openDetail(at: 2)
            let detail = try #require(model.detail)
            #expect(detail.preview == model.items[2].state.image && detail.preview != nil)
            #expect(detail.isLoading && detail.title == "Photo 2 by \(model.items[2].photo.author)")
        }
    }

    @Test func saveWritesTheFilteredPhotoAtFullResolutionOrSaysWhyNot() async throws {
        try await withScratchFolder { folder in
            let traffic = TrafficRecorder()
            // Photos half their usual size, and the smallest original of the page: the server's full-size
            // render stays short, and every original (750 px or more) is still larger than the 600 × 400
            // stage, so that only saving fetches it.
            try await withTestServer(configure: { $0.trafficRecorder = traffic; $0.photoSizeDivisor = 2 }) { base in
                let model = PhotoFixture.model(base: base, pageSize: 100)
                await model.start()
                let index = try #require(model.items.indices.min { model.items[$0].photo.width * model.items[$0].photo.height < model.items[$1].photo.width * model.items[$1].photo.height })
                let detail = try await openPhoto(index, in: model)
                detail.setMode(.grayscale)
                let photo = detail.photo
                let originalPath = "/id/\(photo.id)/\(photo.width)/\(photo.height)"
                #expect(detail.saveState == .idle && detail.saveState.message == nil)

                let gif = folder.appending(path: "photo.gif")
                await detail.save(to: gif)
                #expect(detail.saveState == .failed(gif, reason: ImageFile.Failure.unsupportedFileType("gif").description))
                #expect(!traffic.snapshot.requests.contains { $0.path == originalPath }, "a file type Tomo cannot write fetches nothing")

                let file = folder.appending(path: "saved photo.png")
                await detail.save(to: file)
                #expect(detail.saveState == .saved(file))
                #expect(detail.saveState.message == "Saved saved photo.png")
                let saved = try Bitmap(decoding: try Data(contentsOf: file))
                #expect(saved.width == photo.width && saved.height == photo.height)
                let expected = try await PhotoFixture.independentImage(
                    PicsumAPI(baseURL: base).imageURL(id: photo.id, width: photo.width, height: photo.height, grayscale: true))
                #expect(try PeakSignalToNoise.decibels(saved, expected) >= 30)

                let nowhere = folder.appending(path: "missing folder/photo.png")
                await detail.save(to: nowhere)
                #expect(detail.saveState.message == "Could not save photo.png: No such file or directory")
                #expect(!FileManager.default.fileExists(atPath: nowhere.path))
            }
        }
    }
}
