import Testing
import TomoImaging
import TomoGeneratedPhotos

@Suite struct PhotoRenderTests {
    let library = PhotoLibrary()

    private func firstPhoto(where condition: (Photo) -> Bool) throws -> Photo {
        let photo = library.photos.first(where: condition)
        return try #require(photo)
    }

    @Test(arguments: [(30, 50), (50, 30), (40, 40), (1, 1), (1, 120), (120, 1)])
    func rendersExactlyTheRequestedSize(width: Int, height: Int) throws {
        let portrait = try firstPhoto { $0.height > $0.width }
        let landscape = try firstPhoto { $0.width > $0.height }
        for photo in [portrait, landscape] {
            let bitmap = try library.render(id: photo.id, width: width, height: height)
            #expect(bitmap.width == width && bitmap.height == height, "photo \(photo.id)")
            #expect(bitmap.format == .rgb8)
            #expect(bitmap.pixels.count == width * height * 3)
        }
    }

    @Test func theSameSeedRendersTheSamePixels() throws {
        let other = PhotoLibrary()
        for id in [0, 1, 6, 11, 14, 500] {
            #expect(try library.render(id: id, width: 40, height: 30) == other.render(id: id, width: 40, height: 30))
        }
        let reseeded = PhotoLibrary(count: 10, seed: 7)
        #expect(try reseeded.render(id: 0, width: 40, height: 30) != library.render(id: 0, width: 40, height: 30))
    }

    @Test func aRenderAtThePhotosAspectIsADownscaleOfALargerOne() throws {
        for id in 0..<12 {
            let photo = try #require(library.photo(id: id))
            let width = 60, height = max(1, Int((Double(width * photo.height) / Double(photo.width)).rounded()))
            let direct = try library.render(id: id, width: width, height: height)
            let downscaled = try library.render(id: id, width: 2 * width, height: 2 * height)
                .resized(width: width, height: height)
            let otherPhoto = try library.render(id: id + 1, width: width, height: height)
            // Fine detail (fractal filaments, tiny tiles) is sampled a little differently at each size.
            #expect(PhotoMetrics.meanDifference(direct, downscaled) < 10, "photo \(id)")
            #expect(PhotoMetrics.meanDifference(direct, otherPhoto) > 20, "photo \(id)")
        }
    }

    @Test func aSquareRenderOfAWidePhotoShowsItsCentre() throws {
        let wide = library.photos.filter { $0.width * 4 >= $0.height * 5 }.prefix(6)
        #expect(wide.count == 6)
        for photo in wide {
            // A height whose full-width render is wider by an even number of pixels, so the centre
            // crop sits on whole pixels.
            let candidates = (40...60).map { ($0, $0 * photo.width / photo.height) }
            let (height, width) = try #require(candidates.first { ($0.1 - $0.0) % 2 == 0 })
            let full = try library.render(id: photo.id, width: width, height: height)
            let square = try library.render(id: photo.id, width: height, height: height)
            let offsets = 0...(width - height)
            let differences = try offsets.map { offset in
                let crop = try full.cropped(x: offset, y: 0, width: height, height: height)
                return PhotoMetrics.meanDifference(square, crop)
            }
            let centre = (width - height) / 2
            #expect(differences[centre] < 0.5, "photo \(photo.id)")
            let elsewhere = differences.indices.filter { abs($0 - centre) >= 3 }
            #expect(elsewhere.allSatisfy { differences[$0] > differences[centre] }, "photo \(photo.id)")
        }
    }

    @Test func badSizesAndUnknownIdsThrow() {
        #expect(throws: ImagingError.invalidDimensions(width: 0, height: 10)) {
            try library.render(id: 0, width: 0, height: 10)
        }
        #expect(throws: ImagingError.invalidDimensions(width: 10, height: -4)) {
            try library.render(id: 0, width: 10, height: -4)
        }
        for (width, height) in [(5_001, 10), (10, 5_001)] {
            #expect {
                try library.render(id: 0, width: width, height: height)
            } throws: { error in
                guard case ImagingError.tooLarge(width, height, _) = error else { return false }
                return true
            }
        }
        #expect(throws: ImagingError.invalidParameter("no photo 1000")) {
            try library.render(id: 1_000, width: 10, height: 10)
        }
        #expect(throws: ImagingError.invalidParameter("no photo -1")) {
            try library.render(id: -1, width: 10, height: 10)
        }
    }

    @Test func fiveThousandPixelsASideIsAllowed() throws {
        let strip = try library.render(id: 3, width: 5_000, height: 1)
        #expect(strip.width == 5_000 && strip.height == 1)
        #expect(try library.render(id: 3, width: 1, height: 5_000).height == 5_000)
    }

    @Test func concurrentRendersMatchSequentialOnes() async throws {
        let library = library
        let ids = Array(0..<8)
        let sequential = try ids.map { try library.render(id: $0, width: 48, height: 36) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for id in ids {
                group.addTask { (id, try library.render(id: id, width: 48, height: 36)) }
            }
            var results: [Int: Bitmap] = [:]
            for try await (id, bitmap) in group { results[id] = bitmap }
            return results
        }
        for id in ids { #expect(concurrent[id] == sequential[id], "photo \(id)") }
    }
}
