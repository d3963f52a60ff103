import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

/// What a media-coverage image URL answered.
enum MediaCoverageImageState: Hashable {
    /// An image (the server answered `If-None-Match: *` with 304).
    case intact
    /// 404.
    case missing
    /// 200 with something that is not an image.
    case broken
}

/// Requests the tests share with `MediaCoverageCommandLineTests`.
enum MediaCoverageClient {
    static let listPath = "/api/v2/content/misc/media-coverages"

    /// Every item, read 100 at a time.
    static func allItems(from base: URL) async throws -> [MediaCoverage] {
        try await PicsumListTests.allPages(from: base) { "\(listPath)?limit=100&offset=\($0)" }
    }

    /// The state of each item's quality-0 image, probed with `If-None-Match: *` so intact images are
    /// not rendered. Eight requests at a time.
    static func imageStates(of items: [MediaCoverage]) async throws -> [MediaCoverageImageState] {
        try await withThrowingTaskGroup(of: (Int, MediaCoverageImageState).self) { group in
            var states = [MediaCoverageImageState?](repeating: nil, count: items.count)
            for (index, item) in items.enumerated() {
                if index >= 8, let (done, state) = try await group.next() { states[done] = state }
                group.addTask {
                    let url = try #require(item.thumbnail.imageURL())
                    let response = try await HTTPTestClient.get(url, headers: ["If-None-Match": "*"])
                    switch response.status {
                    case 304: return (index, .intact)
                    case 404: return (index, .missing)
                    default:
                        #expect(response.status == 200)
                        #expect((try? Bitmap(decoding: response.body)) == nil, "a 200 without a 304 is not an image")
                        return (index, .broken)
                    }
                }
            }
            for try await (done, state) in group { states[done] = state }
            return states.map { $0! }
        }
    }
}

@Suite("Media coverages")
struct MediaCoverageTests {
    private let listPath = MediaCoverageClient.listPath

    @Test("Over 500 items, paged by 100, every field present, newest first")
    func listFields() async throws {
        try await withTestServer { base in
            let items = try await MediaCoverageClient.allItems(from: base)
            #expect(items.count >= 500)
            #expect(Set(items.map(\.id)).count == items.count)
            #expect(Set(items.map(\.thumbnail.key)).count == items.count)
            #expect(items.map(\.publishedAt) == items.map(\.publishedAt).sorted(by: >), "newest first")
            #expect(Set(items.map(\.language)).isSuperset(of: ["en", "hi", "fr"]))
            #expect(items.contains { $0.backupDetails != nil } && items.contains { $0.backupDetails == nil })
            for item in items {
                #expect(item.publishedAt.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(item.publishedAt)")
                #expect(!item.title.isEmpty && !item.publishedBy.isEmpty && (1...3).contains(item.mediaType))
                #expect(URL(string: item.coverageURL)?.host != nil)
                #expect(item.thumbnail.domain == base.absoluteString)
                #expect(item.thumbnail.key.hasSuffix(".jpg") && UUID(uuidString: String(item.thumbnail.key.dropLast(4))) != nil)
                #expect(item.thumbnail.qualities.contains(0) && item.thumbnail.aspectRatio > 0)
            }

            let raw = try await HTTPTestClient.get("\(listPath)?limit=100", from: base)
            let objects = try #require(try JSONSerialization.jsonObject(with: raw.body) as? [[String: Any]])
            let itemKeys: Set = ["id", "title", "language", "mediaType", "coverageURL", "publishedAt", "publishedBy", "thumbnail"]
            let thumbnailKeys: Set = ["id", "version", "domain", "basePath", "key", "qualities", "aspectRatio"]
            for object in objects {
                #expect(Set(object.keys).subtracting(["backupDetails"]) == itemKeys)
                #expect(object["id"] is String && object["mediaType"] is NSNumber)
                let thumbnail = try #require(object["thumbnail"] as? [String: Any])
                #expect(Set(thumbnail.keys) == thumbnailKeys)
                #expect(thumbnail["id"] is String && thumbnail["version"] is NSNumber && thumbnail["aspectRatio"] is NSNumber)
                #expect((thumbnail["qualities"] as? [Any])?.allSatisfy { $0 is NSNumber } == true)
                if let backup = object["backupDetails"] as? [String: Any] {
                    #expect(Set(backup.keys) == ["pdfLink", "screenshotURL"])
                }
            }
        }
    }

    @Test("limit defaults to 20 and any larger one is honoured, up to the whole catalog; offsets past the end give []; bad values are 400")
    func paging() async throws {
        try await withTestServer { base in
            let all = try await MediaCoverageClient.allItems(from: base)
            let first = try await HTTPTestClient.get(listPath, from: base).decode([MediaCoverage].self)
            #expect(first == Array(all.prefix(20)))
            let window = try await HTTPTestClient.get("\(listPath)?limit=7&offset=13", from: base).decode([MediaCoverage].self)
            #expect(window == Array(all[13..<20]))
            for limit in [100, 200, 500] {
                let page = try await HTTPTestClient.get("\(listPath)?limit=\(limit)&offset=1", from: base).decode([MediaCoverage].self)
                #expect(page == Array(all[1...limit]), "limit \(limit) gives that many items")
            }
            for limit in ["\(Int.max)", "2466268353696057639567360", "+99999999999999999999999"] {
                let everything = try await HTTPTestClient.get("\(listPath)?limit=\(limit)", from: base).decode([MediaCoverage].self)
                #expect(everything == all, "a limit beyond the catalog (even beyond Int) gives the whole catalog: \(limit)")
            }
            let tail = try await HTTPTestClient.get("\(listPath)?limit=50&offset=\(all.count - 3)", from: base).decode([MediaCoverage].self)
            #expect(tail == Array(all.suffix(3)))
            for offset in ["\(all.count)", "\(all.count + 1)", "\(Int.max)", "99999999999999999999999"] {
                let response = try await HTTPTestClient.get("\(listPath)?offset=\(offset)", from: base)
                #expect(response.status == 200, "offset \(offset)")
                #expect(try response.decode([MediaCoverage].self).isEmpty, "offset \(offset)")
            }
            for query in ["limit=0", "limit=-1", "limit=abc", "limit=", "offset=-1", "offset=abc", "offset=1.5"] {
                let response = try await HTTPTestClient.get("\(listPath)?\(query)", from: base)
                #expect(response.status == 400, "\(query)")
                #expect((try? response.decode(APIErrorBody.self))?.error.isEmpty == false, "\(query)")
            }
        }
    }

    @Test("Image URLs built with the assignment's formula load; higher qualities are larger")
    func images() async throws {
        try await withTestServer { base in
            let items = try await MediaCoverageClient.allItems(from: base)
            let states = try await MediaCoverageClient.imageStates(of: items)
            let intact = items.indices.filter { states[$0] == .intact }.map { items[$0] }
            for item in intact.prefix(3) {
                let thumbnail = item.thumbnail
                let formula = try #require(URL(string: thumbnail.domain + "/" + thumbnail.basePath + "/0/" + thumbnail.key))
                #expect(thumbnail.imageURL() == formula)
                let response = try await HTTPTestClient.get(formula)
                #expect(response.status == 200 && response.header("Content-Type") == "image/jpeg")
                let bitmap = try Bitmap(decoding: response.body)
                #expect(max(bitmap.width, bitmap.height) == 300, "quality 0 is a 300 px thumbnail")
                #expect(abs(Double(bitmap.width) / Double(bitmap.height) - thumbnail.aspectRatio) < 0.02)
            }
            let thumbnail = try #require(intact.first).thumbnail
            var previous: (side: Int, bytes: Int) = (0, 0)
            for quality in thumbnail.qualities.sorted() {
                let response = try await HTTPTestClient.get(try #require(thumbnail.imageURL(quality: quality)))
                let bitmap = try Bitmap(decoding: response.body)
                let side = max(bitmap.width, bitmap.height)
                #expect(side > previous.side && response.body.count > previous.bytes, "quality \(quality)")
                previous = (side, response.body.count)
            }
            #expect(thumbnail.qualities.count > 1)
            let beyond = (thumbnail.qualities.max() ?? 0) + 1
            #expect(try await HTTPTestClient.get(try #require(thumbnail.imageURL(quality: beyond))).status == 404)
            let unknown = try await HTTPTestClient.get("/\(items[0].thumbnail.basePath)/0/\(UUID().uuidString).jpg", from: base)
            #expect(unknown.status == 404)
        }
    }

    @Test("By default a few items' images are missing (404) or broken (200, not an image)")
    func defects() async throws {
        try await withTestServer { base in
            let items = try await MediaCoverageClient.allItems(from: base)
            let states = try await MediaCoverageClient.imageStates(of: items)
            let missing = items.indices.filter { states[$0] == .missing }
            let broken = items.indices.filter { states[$0] == .broken }
            #expect(!missing.isEmpty && missing.count < items.count / 10, "\(missing.count) missing")
            #expect(!broken.isEmpty && broken.count < items.count / 10, "\(broken.count) broken")
            for index in missing.prefix(2) {
                let response = try await HTTPTestClient.get(try #require(items[index].thumbnail.imageURL()))
                #expect(response.status == 404)
                #expect((try? response.decode(APIErrorBody.self)) != nil)
            }
            for index in broken.prefix(2) {
                let response = try await HTTPTestClient.get(try #require(items[index].thumbnail.imageURL(quality: 1)))
                #expect(response.status == 200)
                #expect(throws: ImagingError.self) { try Bitmap(decoding: response.body) }
            }
            let again = try await MediaCoverageClient.imageStates(of: items)
            #expect(again == states, "defects are fixed per item")
        }
    }

    @Test("Fault injection applies to media-coverage images, never to the list")
    func faults() async throws {
        try await withTestServer(faults: FaultConfiguration(seed: 1, errorRate: 1)) { base in
            let items = try await HTTPTestClient.get("\(listPath)?limit=5", from: base).decode([MediaCoverage].self)
            for item in items {
                #expect(try await HTTPTestClient.get(try #require(item.thumbnail.imageURL())).status >= 500)
                #expect(try await HTTPTestClient.get("\(listPath)?limit=5", from: base).status == 200)
            }
        }
    }

    @Test("Decoding accepts numbers sent as strings, and items without backupDetails")
    func tolerantDecoding() throws {
        let json = #"""
            {"id": 12, "title": "T", "language": "en", "mediaType": "2", "coverageURL": "https://a.example/1",
             "publishedAt": "2024-01-02", "publishedBy": "P", "backupDetails": null,
             "thumbnail": {"id": 5, "version": "3", "domain": "https://i.example", "basePath": "images/x",
                           "key": "k.jpg", "qualities": [10, 20], "aspectRatio": "1.5"}}
            """#
        let item = try JSONDecoder().decode(MediaCoverage.self, from: Data(json.utf8))
        #expect(item.id == "12" && item.mediaType == 2 && item.backupDetails == nil)
        #expect(item.thumbnail.id == "5" && item.thumbnail.version == 3 && item.thumbnail.aspectRatio == 1.5)
        #expect(item.thumbnail.imageURL()?.absoluteString == "https://i.example/images/x/0/k.jpg")
        #expect(item.thumbnail.imageURL(quality: 20)?.absoluteString == "https://i.example/images/x/20/k.jpg")
    }
}
