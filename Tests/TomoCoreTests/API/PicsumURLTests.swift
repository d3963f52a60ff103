import Foundation
import Testing
import TomoCore

@Suite("Picsum API URLs")
struct PicsumURLTests {
    private let api = PicsumAPI(baseURL: URL(string: "https://picsum.example/base/")!)

    @Test("The list asks for a page and a limit")
    func list() {
        #expect(api.list().request.url.absoluteString == "https://picsum.example/base/v2/list?page=1&limit=30")
        #expect(api.list(page: 4, limit: 100).request.url.absoluteString == "https://picsum.example/base/v2/list?page=4&limit=100")
    }

    @Test("Info is /id/{id}/info")
    func info() {
        #expect(api.info(id: "237").request.url.absoluteString == "https://picsum.example/base/id/237/info")
    }

    @Test("Images: size in the path, grayscale bare, blur with its amount")
    func images() {
        #expect(api.imageURL(id: "1", width: 300, height: 200).absoluteString == "https://picsum.example/base/id/1/300/200")
        #expect(api.imageURL(id: "1", width: 300, height: 200, grayscale: true).absoluteString
            == "https://picsum.example/base/id/1/300/200?grayscale")
        #expect(api.imageURL(id: "1", width: 300, height: 200, grayscale: true, blur: 3).absoluteString
            == "https://picsum.example/base/id/1/300/200?grayscale&blur=3")
        #expect(api.imageURL(id: "7", size: 120, blur: 10).absoluteString == "https://picsum.example/base/id/7/120?blur=10")
    }

    @Test("The next page is the one the Link header named, or none on the last page")
    func nextPage() throws {
        let here = try #require(URL(string: "https://picsum.example/base/v2/list?page=2&limit=30"))
        let next = try #require(URL(string: "https://picsum.example/base/v2/list?page=3&limit=30"))
        let page = PicsumPage(url: here, photos: [], next: next, previous: nil)
        #expect(api.page(after: page)?.request.url == next)
        #expect(api.page(after: PicsumPage(url: here, photos: [], next: nil, previous: here)) == nil)
    }
}
