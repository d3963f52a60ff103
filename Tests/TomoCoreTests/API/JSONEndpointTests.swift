import Foundation
import Testing
import TomoCore

@Suite("JSON endpoints: decoding errors name the field and say what is wrong")
struct JSONEndpointTests {
    @Test("A wrong type names its field, array elements by index")
    func wrongType() throws {
        let failure = try #require(LiteralResponse.failure(Series.self, #"{"id": "s", "slices": ["a", "b", "c", 4]}"#))
        #expect(failure.path == "slices[3]")
        #expect(failure.reason.contains("String"), "\(failure.reason)")
        let photos = #"[{"id": "0", "author": "A", "width": 1, "height": 1, "url": "u", "download_url": "d"}, {"id": "1", "author": true}]"#
        let photoFailure = try #require(LiteralResponse.failure([PicsumPhoto].self, photos))
        #expect(photoFailure.path == "[1].author")
    }

    @Test("A missing field is named, nested ones with dots")
    func missingField() throws {
        let failure = try #require(LiteralResponse.failure(PicsumPhoto.self, #"{"id": "0", "width": 1, "height": 1, "url": "u", "download_url": "d"}"#))
        #expect(failure.path == "author")
        #expect(failure.reason == "the field is missing")
        let metadata = try #require(LiteralResponse.failure(SeriesMetadata.self, Self.metadata(pixelSpacing: #"{"row": 0.5}"#)))
        #expect(metadata.path == "pixelSpacing.column")
        #expect(metadata.reason == "the field is missing")
    }

    @Test("Null where a value belongs says so")
    func null() throws {
        let failure = try #require(LiteralResponse.failure(SeriesCatalog.self, #"{"defaultSeriesID": null, "series": []}"#))
        #expect(failure.path == "defaultSeriesID")
        #expect(failure.reason == "expected a string, found null")
    }

    @Test("Malformed JSON: the whole body is at fault and the reason quotes it")
    func malformed() throws {
        let failure = try #require(LiteralResponse.failure(Series.self, #"{"id": "s", "slices": [}"#))
        #expect(failure.path == "")
        #expect(failure.reason.contains("not JSON") && failure.reason.contains(#"{"id": "s""#), "\(failure.reason)")
    }

    @Test("An HTML page instead of JSON is recognised and its title quoted")
    func htmlPage() throws {
        let page = "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"
        let failure = try #require(LiteralResponse.failure(Series.self, page, contentType: "text/html"))
        #expect(failure.path == "")
        #expect(failure.reason == #"expected JSON, got an HTML page titled "502 Bad Gateway" (text/html)"#)
        let untitled = try #require(LiteralResponse.failure(Series.self, "  <p>oops</p>", contentType: "application/json"))
        #expect(untitled.reason == "expected JSON, got an HTML page (application/json)")
    }

    @Test("An empty body says it is empty")
    func emptyBody() throws {
        let failure = try #require(LiteralResponse.failure(Series.self, "", contentType: "application/json"))
        #expect(failure.reason == "expected JSON, got an empty body (application/json)")
    }

    @Test("Valid JSON of the wrong shape is not called 'not JSON'")
    func wrongShape() throws {
        let failure = try #require(LiteralResponse.failure([MediaCoverage].self, #"{"error": "nope"}"#))
        #expect(failure.path == "")
        #expect(!failure.reason.contains("not JSON"))
        #expect(failure.reason.contains("Array"), "\(failure.reason)")
    }

    @Test("The endpoint asks for JSON unless the request already says what it accepts")
    func acceptHeader() throws {
        let url = try #require(URL(string: "http://tomo.test/x"))
        #expect(Endpoint<Series>.json(HTTPRequest(url: url)).request.headers["Accept"] == "application/json")
        let custom = Endpoint<Series>.json(HTTPRequest(url: url, headers: ["Accept": "application/vnd.x+json"]))
        #expect(custom.request.headers["Accept"] == "application/vnd.x+json")
    }

    /// A metadata document with the given pixel spacing object.
    private static func metadata(pixelSpacing: String) -> String {
        """
        {"id": "s", "description": "d", "modality": "CT", "rows": 2, "columns": 3, "sliceCount": 4,
         "pixelSpacing": \(pixelSpacing), "sliceSpacing": 1, "rescale": {"slope": 1, "intercept": -1024},
         "defaultWindow": {"width": 80, "level": 40}, "windowPresets": []}
        """
    }
}
