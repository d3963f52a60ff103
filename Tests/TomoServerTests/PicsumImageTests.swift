import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

@Suite("Picsum images")
struct PicsumImageTests {
    /// GETs `path`, expects a JPEG and decodes it.
    private func image(_ path: String, from base: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Bitmap {
        let response = try await HTTPTestClient.get(path, from: base)
        #expect(response.status == 200, "\(path)", sourceLocation: sourceLocation)
        #expect(response.header("Content-Type") == "image/jpeg", sourceLocation: sourceLocation)
        #expect(response.header("Content-Length") == String(response.body.count), sourceLocation: sourceLocation)
        return try Bitmap(decoding: response.body)
    }

    /// Expects a 4xx status with exactly this JSON error message.
    private func expectError(_ path: String, status: Int, message: String, from base: URL,
                             sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let response = try await HTTPTestClient.get(path, from: base)
        #expect(response.status == status, "\(path)", sourceLocation: sourceLocation)
        #expect((try? response.decode(APIErrorBody.self))?.error == message, "\(path)", sourceLocation: sourceLocation)
    }

    /// The gray level at (x, y).
    private func gray(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Double {
        Double(bitmap.pixels[y * bitmap.bytesPerRow + x])
    }

    /// Mean absolute gray difference between `small` and the same-sized window of `large` at (x, y).
    private func difference(_ small: Bitmap, _ large: Bitmap, x: Int, y: Int) -> Double {
        let (small, large) = (small.grayscaled(), large.grayscaled())
        var sum = 0.0
        for row in 0..<small.height {
            for column in 0..<small.width {
                sum += abs(gray(small, column, row) - gray(large, column + x, row + y))
            }
        }
        return sum / Double(small.width * small.height)
    }

    /// Mean squared difference between neighbouring gray levels: what a blur takes away.
    private func highFrequencyEnergy(_ bitmap: Bitmap) -> Double {
        let image = bitmap.grayscaled()
        var sum = 0.0
        for row in 0..<image.height - 1 {
            for column in 0..<image.width - 1 {
                let here = gray(image, column, row)
                sum += pow(here - gray(image, column + 1, row), 2) + pow(here - gray(image, column, row + 1), 2)
            }
        }
        return sum / Double((image.width - 1) * (image.height - 1))
    }

    @Test("Sizes are exact for /id/{id}/{width}/{height} and /id/{id}/{size}; .jpg is the same image")
    func exactSizes() async throws {
        try await withTestServer { base in
            for (width, height) in [(64, 48), (48, 64), (1, 1), (33, 17), (5, 90)] {
                let bitmap = try await image("/id/3/\(width)/\(height)", from: base)
                #expect(bitmap.width == width && bitmap.height == height && bitmap.format == .rgb8, "\(width)×\(height)")
            }
            let square = try await image("/id/3/40", from: base)
            #expect(square.width == 40 && square.height == 40)
            let plain = try await HTTPTestClient.get("/id/3/40", from: base).body
            #expect(try await HTTPTestClient.get("/id/3/40.jpg", from: base).body == plain)
            let rectangle = try await HTTPTestClient.get("/id/3/64/48", from: base).body
            #expect(try await HTTPTestClient.get("/id/3/64/48.jpg", from: base).body == rectangle)
            #expect(try await HTTPTestClient.get("/id/4/64/48", from: base).body != rectangle, "photos differ")
        }
    }

    @Test("Resizing crops to fill: a square of an oblong photo is the middle of the whole photo")
    func centreCrop() async throws {
        try await withTestServer { base in
            let photos = try await PicsumListTests.allPhotos(from: base)
            let photo = try #require(photos.first { max($0.width, $0.height) * 3 >= min($0.width, $0.height) * 4 },
                                     "the library has a photo at least 4:3")
            let wide = photo.width > photo.height
            let long = 120, short = Int((Double(long) * Double(min(photo.width, photo.height)) / Double(max(photo.width, photo.height))).rounded())
            let whole = try await image(wide ? "/id/\(photo.id)/\(long)/\(short)" : "/id/\(photo.id)/\(short)/\(long)", from: base)
            let square = try await image("/id/\(photo.id)/\(short)", from: base)
            func offset(_ along: Int) -> (x: Int, y: Int) { wide ? (along, 0) : (0, along) }
            let centre = difference(square, whole, x: offset((long - short) / 2).x, y: offset((long - short) / 2).y)
            let start = difference(square, whole, x: 0, y: 0)
            let end = difference(square, whole, x: offset(long - short).x, y: offset(long - short).y)
            #expect(centre < start && centre < end, "centre \(centre), start \(start), end \(end)")
            #expect(centre < 16, "the square matches the middle of the whole photo (mean difference \(centre))")
        }
    }

    @Test("?grayscale gives a gray JPEG of the same picture")
    func grayscale() async throws {
        try await withTestServer { base in
            let colour = try await image("/id/5/40/30", from: base)
            let gray = try await image("/id/5/40/30?grayscale", from: base)
            #expect(gray.format == .gray8, "one channel")
            #expect(gray.width == 40 && gray.height == 30)
            #expect(Set(gray.pixels).count > 8, "not a flat image")
            #expect(difference(gray, colour, x: 0, y: 0) < 8, "the same picture, in gray")
            let withValue = try await HTTPTestClient.get("/id/5/40/30?grayscale=1", from: base).body
            #expect(withValue == (try await HTTPTestClient.get("/id/5/40/30?grayscale", from: base).body))
        }
    }

    @Test("?blur lowers high-frequency energy, more for larger amounts; bare ?blur is 5")
    func blur() async throws {
        try await withTestServer { base in
            let sharp = highFrequencyEnergy(try await image("/id/6/64/64", from: base))
            let light = highFrequencyEnergy(try await image("/id/6/64/64?blur=1", from: base))
            let heavy = highFrequencyEnergy(try await image("/id/6/64/64?blur=10", from: base))
            #expect(sharp > 0)
            #expect(light < sharp && heavy < light * 0.5, "sharp \(sharp), blur=1 \(light), blur=10 \(heavy)")
            let bare = try await HTTPTestClient.get("/id/6/64/64?blur", from: base).body
            #expect(bare == (try await HTTPTestClient.get("/id/6/64/64?blur=5", from: base).body))
            let both = try await image("/id/6/64/64?grayscale&blur=3", from: base)
            #expect(both.format == .gray8 && highFrequencyEnergy(both) < sharp)
        }
    }

    @Test("Bad sizes, blur amounts, extensions and ids are errors with Picsum's messages")
    func errors() async throws {
        try await withTestServer { base in
            for query in ["blur=0", "blur=11", "blur=abc", "blur=-1", "blur=2.5", "grayscale&blur=100"] {
                try await expectError("/id/1/20/20?\(query)", status: 400, message: "Invalid blur amount", from: base)
            }
            for path in ["/id/1/0", "/id/1/5001", "/id/1/abc", "/id/1/-5", "/id/1/0/10", "/id/1/10/5001", "/id/1/10.jpg/10", "/id/1/.jpg"] {
                try await expectError(path, status: 400, message: "Invalid size", from: base)
            }
            try await expectError("/id/1/20.png", status: 400, message: "Invalid file extension", from: base)
            for path in ["/id/1/20.webp", "/id/1/20/10.webp"] {
                try await expectError(path, status: 415, message: "WebP is not supported by this server; use .jpg", from: base)
            }
            for path in ["/id/100000/20", "/id/abc/20/20", "/id/-1/20"] {
                try await expectError(path, status: 404, message: "Image does not exist", from: base)
            }
        }
    }

    @Test("Images carry a strong ETag from their parameters, a long lifetime, and answer If-None-Match with 304")
    func conditionalRequests() async throws {
        try await withTestServer { base in
            let path = "/id/7/30/20?grayscale&blur=2"
            let first = try await HTTPTestClient.get(path, from: base)
            let etag = try #require(first.header("ETag"))
            #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"))
            #expect(first.header("Cache-Control")?.contains("max-age=31536000") == true)

            let revalidated = try await HTTPTestClient.get(path, from: base, headers: ["If-None-Match": etag])
            #expect(revalidated.status == 304 && revalidated.body.isEmpty)
            #expect(revalidated.header("ETag") == etag)
            let stale = try await HTTPTestClient.get(path, from: base, headers: ["If-None-Match": "\"0\""])
            #expect(stale.status == 200 && stale.body == first.body)

            var tags: Set<String> = [etag]
            for other in ["/id/7/30/20", "/id/7/30/20?grayscale", "/id/7/30/20?blur=2", "/id/7/20/30?grayscale&blur=2", "/id/8/30/20?grayscale&blur=2"] {
                tags.insert(try #require(try await HTTPTestClient.get(other, from: base).header("ETag")))
            }
            #expect(tags.count == 6, "every parameter is part of the ETag")
        }
    }

    @Test("Fault injection applies to Picsum images, never to its JSON")
    func faults() async throws {
        try await withTestServer(faults: FaultConfiguration(seed: 1, errorRate: 1)) { base in
            for _ in 0..<5 {
                let square = try await HTTPTestClient.get("/id/1/16", from: base)
                let gray = try await HTTPTestClient.get("/id/1/16/8?grayscale", from: base)
                let list = try await HTTPTestClient.get("/v2/list?limit=5", from: base)
                let info = try await HTTPTestClient.get("/id/1/info", from: base)
                #expect(square.status >= 500 && gray.status >= 500)
                #expect(list.status == 200 && info.status == 200)
            }
        }
    }
}
