import Testing
import TomoImaging
import TomoGeneratedPhotos

@Suite struct PhotoAppearanceTests {
    let library = PhotoLibrary()

    @Test func neighbouringPhotosLookClearlyDifferent() throws {
        // 8 × 8 thumbnails, compared by mean absolute sample difference (0...255).
        let thumbnails = try (0..<100).map { try PhotoMetrics.thumbnail(library, id: $0) }
        for id in 0..<99 {
            #expect(PhotoMetrics.meanDifference(thumbnails[id], thumbnails[id + 1]) > 16, "photos \(id), \(id + 1)")
        }
        for id in 0..<100 {
            for other in stride(from: id + 2, to: min(id + 5, 100), by: 1) {
                #expect(PhotoMetrics.meanDifference(thumbnails[id], thumbnails[other]) > 8, "photos \(id), \(other)")
            }
        }
    }

    @Test func photosAreNotNoise() throws {
        let noise = try PhotoMetrics.neighbourDifference(PhotoMetrics.noise(width: 96, height: 96))
        #expect(noise > 60)
        var total = 0.0
        for id in 0..<40 {
            let difference = try PhotoMetrics.neighbourDifference(library.render(id: id, width: 96, height: 96))
            #expect(difference < noise * 0.4, "photo \(id)")
            total += difference
        }
        #expect(total / 40 < noise / 7)
    }

    @Test func photosAreNotFlat() throws {
        for id in 0..<40 {
            let bitmap = try library.render(id: id, width: 32, height: 32)
            let samples = bitmap.pixels.map(Int.init)
            let mean = Double(samples.reduce(0, +)) / Double(samples.count)
            let spread = samples.reduce(0.0) { $0 + abs(Double($1) - mean) } / Double(samples.count)
            #expect(spread > 8, "photo \(id)")
        }
    }
}
