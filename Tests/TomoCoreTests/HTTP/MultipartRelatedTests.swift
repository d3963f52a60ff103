import Foundation
import Testing
import TomoCore

/// `multipart/related` bodies as DICOMweb servers send frames: parts with their own headers, binary bodies.
struct MultipartRelatedTests {
    let url = URL(string: "http://pacs.example/dicom-web/studies/1/series/2/instances/3/frames/1")!

    @Test func readsEachPartWithItsHeadersAndBinaryBody() throws {
        let contentType = #"multipart/related; type="application/octet-stream"; boundary="frames-7f""#
        #expect(MultipartRelated.boundary(ofContentType: contentType) == "frames-7f")
        #expect(MultipartRelated.boundary(ofContentType: "application/dicom+json") == nil)
        let first: [UInt8] = [0, 13, 10, 45, 45, 255]  // a CR LF "--" inside the data is no delimiter
        var body = Data("--frames-7f\r\nContent-Type: application/octet-stream; transfer-syntax=1.2.840.10008.1.2.1\r\nContent-Location: a\r\n\r\n".utf8)
        body += first
        body += Data("\r\n--frames-7f\r\nContent-Type: image/jls; transfer-syntax=\"1.2.840.10008.1.2.4.80\"\r\n\r\n".utf8)
        body += Data([1, 2, 3])
        body += Data("\r\n--frames-7f--\r\n".utf8)
        let parts = try MultipartRelated(body: body, boundary: "frames-7f", url: url).parts
        #expect(parts.count == 2)
        #expect(parts.map { [UInt8]($0.body) } == [first, [1, 2, 3]])
        #expect(parts[0].contentTypeParameter("transfer-syntax") == "1.2.840.10008.1.2.1")
        #expect(parts[1].contentTypeParameter("transfer-syntax") == "1.2.840.10008.1.2.4.80")
        #expect(parts[0].headers["content-location"] == "a")
    }

    @Test func aBodyEncodedReadsBackPartByPart() throws {
        let boundary = MultipartRelated.makeBoundary()
        #expect(boundary != MultipartRelated.makeBoundary())
        let files = [Data([0, 13, 10, 45, 45, 255]), Data("DICM".utf8), Data()]
        let body = MultipartRelated(parts: files.map { .init(headers: ["Content-Type": "application/dicom"], body: $0) }).encoded(boundary: boundary)
        #expect(body.starts(with: Data("--\(boundary)\r\nContent-Type: application/dicom\r\n\r\n".utf8)))
        #expect(body.suffix(boundary.utf8.count + 6) == Data("--\(boundary)--\r\n".utf8))
        let parts = try MultipartRelated(body: body, boundary: boundary, url: url).parts
        #expect(parts.map(\.body) == files)
        #expect(parts.allSatisfy { $0.headers["content-type"] == "application/dicom" })
    }

    @Test func linesEndingInLFAloneAreReadToo() throws {
        let body = Data("--b\nContent-Type: application/octet-stream\n\nxyz\n--b--\n".utf8)
        let parts = try MultipartRelated(body: body, boundary: "b", url: url).parts
        #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == ["xyz"])
    }

    @Test(arguments: [
        ("not multipart at all", "no multipart parts"),
        ("--b\r\nContent-Type: x\r\n\r\nunfinished", "not closed"),
        ("--b\r\nContent-Type: x\r\n--b--", "no blank line"),
    ])
    func refusesBodiesThatAreNotMultipart(_ text: String, _ reason: String) {
        let error = #expect(throws: HTTPError.self) { try MultipartRelated(body: Data(text.utf8), boundary: "b", url: url) }
        #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
    }
}
