import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoURLSession

@Suite("Picsum API against the reference server")
struct PicsumAPIEndToEndTests {
    private let client = HTTPClient(transport: URLSessionTransport())

    @Test("Following next links from page 1 reaches a short last page, with every photo once")
    func pagingToTheEnd() async throws {
        try await withTestServer { base in
            let api = PicsumAPI(baseURL: base)
            var page = try await client.send(api.list(page: 1, limit: 64))
            #expect(page.previous == nil, "page 1 has no previous page")
            var pages = [page]
            while let next = api.page(after: page) {
                page = try await client.send(next)
                #expect(page.previous == pages.last?.url, "page \(pages.count + 1) links back")
                pages.append(page)
                try #require(pages.count <= 100, "paging does not end")
            }
            let ids = pages.flatMap { $0.photos.map(\.id) }
            #expect(pages.count == 16)
            #expect(pages.dropLast().allSatisfy { $0.photos.count == 64 })
            #expect(pages.last?.photos.count == 1000 - 15 * 64)
            #expect(ids == (0..<1000).map(String.init), "every photo once, in order")
        }
    }

    @Test("info(id:) is the photo's list entry")
    func info() async throws {
        try await withTestServer { base in
            let api = PicsumAPI(baseURL: base)
            let listed = try await client.send(api.list(page: 3, limit: 5)).photos
            #expect(listed.count == 5)
            for photo in listed {
                #expect(try await client.send(api.info(id: photo.id)) == photo)
            }
            let missing = await statusFailure { try await client.send(api.info(id: "999999")) }
            #expect(missing?.code == 404)
        }
    }

    @Test("Image URLs give JPEGs of the asked size; filters change the pixels; a bad blur is a 400")
    func images() async throws {
        try await withTestServer { base in
            let api = PicsumAPI(baseURL: base)
            func image(_ url: URL) async throws -> Data {
                let response = try await client.response(for: HTTPRequest(url: url))
                #expect(response.header("Content-Type") == "image/jpeg")
                return response.body
            }
            let plain = try await image(api.imageURL(id: "10", width: 120, height: 80))
            let gray = try await image(api.imageURL(id: "10", width: 120, height: 80, grayscale: true))
            let blurred = try await image(api.imageURL(id: "10", width: 120, height: 80, grayscale: true, blur: 2))
            let square = try await image(api.imageURL(id: "10", size: 64))
            #expect(ImageHeader.jpeg(plain)?.width == 120 && ImageHeader.jpeg(plain)?.height == 80)
            #expect(ImageHeader.jpeg(square)?.width == 64 && ImageHeader.jpeg(square)?.height == 64)
            #expect(Set([plain, gray, blurred]).count == 3)
            let badBlur = await statusFailure { try await image(api.imageURL(id: "10", size: 64, blur: 11)) }
            #expect(badBlur?.code == 400)
            #expect(badBlur?.excerpt == "Invalid blur amount")
        }
    }

    @Test("A listed photo's download URL is the image URL the API builds for its full size")
    func downloadURL() async throws {
        try await withTestServer { base in
            let api = PicsumAPI(baseURL: base)
            let photo = try #require(try await client.send(api.list(limit: 1)).photos.first)
            #expect(photo.downloadURL == api.imageURL(id: photo.id, width: photo.width, height: photo.height).absoluteString)
        }
    }
}
