import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport
import TomoURLSession

/// `tomo photos list` and `tomo photos get`, the built executable against the reference server's Picsum API.
@Suite("tomo photos")
struct PhotosCommandTests {
    struct ListJSON: Decodable {
        var photos: [PicsumPhoto]
    }

    @Test("list --json prints every photo in list order, as the API lists them; --pages stops early")
    func list() async throws {
        try await withTestServer { base in
            let result = try await Tool.run(["photos", "list", "--api", base.absoluteString, "--json"])
            #expect(result.status == 0, "\(result.errors)")
            let listed = try JSONDecoder().decode(ListJSON.self, from: result.output).photos
            #expect(listed.map(\.id) == (0..<1000).map(String.init))
            let client = HTTPClient(transport: URLSessionTransport())
            let page3 = try await client.send(PicsumAPI(baseURL: base).list(page: 3, limit: 100)).photos
            #expect(Array(listed[200..<300]) == page3)

            let table = try await Tool.run(["photos", "list", "--api", base.absoluteString, "--pages", "2"])
            let lines = table.text.split(separator: "\n")
            #expect(lines.count == 1 + 200 && lines.first?.hasPrefix(" ID  AUTHOR") == true)
            #expect(lines[1].contains(listed[0].author) && lines[1].hasSuffix("\(listed[0].width) × \(listed[0].height)"))
        }
    }

    @Test("get writes the photo at the size asked, filtered as the server would filter it")
    func get() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let file = folder.appending(path: "photo 3 ü.png")
                let result = try await Tool.run([
                    "photos", "get", "3", "--api", base.absoluteString, "--width", "300", "--height", "200",
                    "--grayscale", "--blur", "3", "-o", file.path,
                ])
                #expect(result.status == 0, "\(result.errors)")
                #expect(result.text.contains("300 × 200, Grayscale, Blur 3"))
                let written = try Bitmap(decoding: Data(contentsOf: file))
                let url = PicsumAPI(baseURL: base).imageURL(id: "3", width: 300, height: 200, grayscale: true, blur: 3)
                let served = try Bitmap(decoding: try await HTTPClient(transport: URLSessionTransport()).response(for: HTTPRequest(url: url)).body)
                #expect(written.format == .gray8)
                #expect(try PeakSignalToNoise.decibels(written, served) >= 30)

                let jpeg = folder.appending(path: "photo.JPG")
                #expect(try await Tool.run(["photos", "get", "7", "--api", base.absoluteString, "-o", jpeg.path]).status == 0)
                let original = try Bitmap(decoding: Data(contentsOf: jpeg))
                let info = try await HTTPClient(transport: URLSessionTransport()).send(PicsumAPI(baseURL: base).info(id: "7"))
                #expect(original.width == info.width && original.height == info.height, "the original's size by default")
            }
        }
    }

    @Test("get refuses bad options, and a photo that does not exist is exit status 5")
    func getErrors() async throws {
        try await withTestServer { base in
            let api = ["--api", base.absoluteString]
            let gif = try await Tool.run(["photos", "get", "3", "-o", "/tmp/x.gif"] + api)
            #expect(gif.status == CommandExitStatus.usage.rawValue && gif.errors.contains(".png, .jpg or .jpeg"))
            let blur = try await Tool.run(["photos", "get", "3", "--blur", "11", "-o", "/tmp/x.png"] + api)
            #expect(blur.status == CommandExitStatus.usage.rawValue && blur.errors.contains("--blur must be 1–10"))
            let half = try await Tool.run(["photos", "get", "3", "--width", "10", "-o", "/tmp/x.png"] + api)
            #expect(half.status == CommandExitStatus.usage.rawValue)
            let missing = try await Tool.run(["photos", "get", "999999", "-o", "/tmp/x.png"] + api)
            #expect(missing.status == CommandExitStatus.notFound.rawValue && missing.errors.hasPrefix("Error: "))
        }
    }
}
