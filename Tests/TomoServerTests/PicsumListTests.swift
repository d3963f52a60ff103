import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

@Suite("Picsum list and info")
struct PicsumListTests {
    /// Fetches `/v2/list` with `query`; returns the photos and the `Link` header.
    static func page(_ query: String, from base: URL) async throws -> (photos: [PicsumPhoto], link: String?) {
        let response = try await HTTPTestClient.get("/v2/list?\(query)", from: base)
        #expect(response.status == 200, "\(query)")
        #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
        return (try response.decode([PicsumPhoto].self), response.header("Link"))
    }

    /// The whole library, read 100 at a time.
    static func allPhotos(from base: URL) async throws -> [PicsumPhoto] {
        try await allPages(from: base) { "/v2/list?page=\($0 / 100 + 1)&limit=100" }
    }

    /// Every item of a paged JSON list, read 100 at a time until a short page; `path` makes the path
    /// of the page after the first `fetched` items.
    static func allPages<Item: Decodable>(from base: URL, path: (_ fetched: Int) -> String) async throws -> [Item] {
        var items: [Item] = []
        var batch: [Item]
        repeat {
            batch = try await HTTPTestClient.get(path(items.count), from: base).decode([Item].self)
            items += batch
        } while batch.count == 100
        return items
    }

    private func link(_ base: URL, prev: Int? = nil, next: Int? = nil, limit: Int) -> String {
        let links = [prev.map { ($0, "prev") }, next.map { ($0, "next") }].compactMap { $0 }
        return links.map { "<\(base.absoluteString)/v2/list?page=\($0.0)&limit=\(limit)>; rel=\"\($0.1)\"" }
            .joined(separator: ", ")
    }

    @Test("Pages cover the library once, in order, with absolute URLs on the server's base")
    func wholeLibrary() async throws {
        try await withTestServer { base in
            let photos = try await Self.allPhotos(from: base)
            #expect(photos.count >= 500)
            #expect(Set(photos.map(\.id)).count == photos.count)
            #expect(photos.map(\.id) == photos.indices.map { String($0) }, "ids are the list order, as strings")
            for photo in photos {
                #expect(photo.url == "\(base.absoluteString)/id/\(photo.id)/info")
                #expect(photo.downloadURL == "\(base.absoluteString)/id/\(photo.id)/\(photo.width)/\(photo.height)")
                #expect((1...5000).contains(photo.width) && (1...5000).contains(photo.height), "download_url is servable")
                #expect(!photo.author.isEmpty)
            }
            let raw = try await HTTPTestClient.get("/v2/list?limit=1", from: base)
            let object = try #require((try JSONSerialization.jsonObject(with: raw.body) as? [[String: Any]])?.first)
            #expect(Set(object.keys) == ["id", "author", "width", "height", "url", "download_url"])
            #expect(object["id"] is String, "Picsum's ids are strings")
        }
    }

    @Test("Link headers at the edges: first, middle, exact last, short last and past the end")
    func linkHeaders() async throws {
        try await withTestServer { base in
            let total = try await Self.allPhotos(from: base).count

            let first = try await Self.page("", from: base)
            #expect(first.photos.count == 30)
            #expect(first.link == link(base, next: 2, limit: 30))

            let middle = try await Self.page("page=2&limit=30", from: base)
            #expect(middle.photos.map(\.id) == (30..<60).map { String($0) })
            #expect(middle.link == link(base, prev: 1, next: 3, limit: 30))

            // A full last page still offers next (Picsum's rule: only a short page ends the list).
            let exactLimit = try #require((1...100).last { total % $0 == 0 })
            let exactLast = try await Self.page("page=\(total / exactLimit)&limit=\(exactLimit)", from: base)
            #expect(exactLast.photos.count == exactLimit)
            #expect(exactLast.link == link(base, prev: total / exactLimit - 1, next: total / exactLimit + 1, limit: exactLimit))
            let afterExact = try await Self.page("page=\(total / exactLimit + 1)&limit=\(exactLimit)", from: base)
            #expect(afterExact.photos.isEmpty)
            #expect(afterExact.link == link(base, prev: total / exactLimit, limit: exactLimit))

            let shortLimit = try #require((30...100).first { total % $0 != 0 })
            let lastPage = total / shortLimit + 1
            let short = try await Self.page("page=\(lastPage)&limit=\(shortLimit)", from: base)
            #expect(short.photos.count == total % shortLimit)
            #expect(short.photos.last?.id == String(total - 1))
            #expect(short.link == link(base, prev: lastPage - 1, limit: shortLimit))

            let beyond = try await Self.page("page=100000&limit=30", from: base)
            #expect(beyond.photos.isEmpty)
            #expect(beyond.link == link(base, prev: 99_999, limit: 30))
        }
    }

    @Test("A page below 1 or not a number is page 1; a bad limit is 30; a limit over 100 is 100")
    func lenientParameters() async throws {
        try await withTestServer { base in
            let first = try await Self.page("page=1&limit=30", from: base)
            for query in ["page=0", "page=-1", "page=abc", "page=", "page=1&limit=0", "page=1&limit=abc", "limit=-3"] {
                let page = try await Self.page(query, from: base)
                #expect(page.photos == first.photos, "\(query)")
                #expect(page.link == first.link, "\(query)")
            }
            let capped = try await Self.page("page=2&limit=101", from: base)
            #expect(capped.photos.count == 100)
            #expect(capped.photos.first?.id == "100")
            #expect(capped.link == link(base, prev: 1, next: 3, limit: 100))
        }
    }

    @Test("/id/{id}/info is the list's item; unknown ids are 404")
    func info() async throws {
        try await withTestServer { base in
            let listed = try await Self.page("page=3&limit=7", from: base).photos
            for photo in listed {
                let info = try await HTTPTestClient.get("/id/\(photo.id)/info", from: base)
                #expect(info.status == 200)
                #expect(try info.decode(PicsumPhoto.self) == photo)
            }
            for id in ["100000", "-1", "abc", "1.5"] {
                let missing = try await HTTPTestClient.get("/id/\(id)/info", from: base)
                #expect(missing.status == 404, "\(id)")
                #expect(try missing.decode(APIErrorBody.self).error == "Image does not exist")
            }
        }
    }

    @Test("Decoding accepts ids and sizes sent as numbers or numeric strings")
    func tolerantDecoding() throws {
        let json = #"[{"id": 7, "author": "A", "width": "640", "height": 480, "url": "u", "download_url": "d"}]"#
        let photo = try #require(try JSONDecoder().decode([PicsumPhoto].self, from: Data(json.utf8)).first)
        #expect(photo == PicsumPhoto(id: "7", author: "A", width: 640, height: 480, url: "u", downloadURL: "d"))
        let bad = #"{"id": "7", "author": "A", "width": "wide", "height": 480, "url": "u", "download_url": "d"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PicsumPhoto.self, from: Data(bad.utf8)) }
    }
}
