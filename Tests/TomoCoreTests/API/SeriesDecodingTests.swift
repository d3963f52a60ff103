import Foundation
import Testing
import TomoCore

@Suite("Series decoding: strict where wrong data would mislead, tolerant of extras")
struct SeriesDecodingTests {
    @Test("The original shape decodes, in array order; extra fields are ignored")
    func originalShape() throws {
        let series = try LiteralResponse.decode(
            Series.self, #"{"id": "1234", "slices": ["10", "2", "1"], "modality": "CT", "extra": {"x": [1]}}"#)
        #expect(series == Series(id: "1234", slices: ["10", "2", "1"]))
    }

    @Test("An id sent as a number is read as its digits")
    func numericID() throws {
        #expect(try LiteralResponse.decode(Series.self, #"{"id": 1234, "slices": ["0"]}"#).id == "1234")
    }

    @Test("An empty id is an error at id")
    func emptyID() throws {
        let failure = try #require(LiteralResponse.failure(Series.self, #"{"id": "", "slices": ["0"]}"#))
        #expect(failure.path == "id")
        #expect(failure.reason == "the series id is empty")
    }

    @Test("An empty slice name is an error at its index")
    func emptySliceName() throws {
        let failure = try #require(LiteralResponse.failure(Series.self, #"{"id": "s", "slices": ["0", "1", "2", ""]}"#))
        #expect(failure.path == "slices[3]")
        #expect(failure.reason == "the slice name is empty")
    }

    @Test("A duplicate slice name is an error at the repeat, naming the first")
    func duplicateSliceName() throws {
        let failure = try #require(LiteralResponse.failure(Series.self, #"{"id": "s", "slices": ["a", "b", "a", "a"]}"#))
        #expect(failure.path == "slices[2]")
        #expect(failure.reason == #"the slice name "a" already names slices[0]"#)
    }

    @Test("Missing fields are named", arguments: [
        (#"{"slices": ["0"]}"#, "id"),
        (#"{"id": "s"}"#, "slices"),
    ])
    func missingField(body: String, path: String) throws {
        let failure = try #require(LiteralResponse.failure(Series.self, body))
        #expect(failure.path == path)
        #expect(failure.reason == "the field is missing")
    }

    @Test("Slices that are not an array of strings are refused at the right place")
    func wrongSliceTypes() throws {
        let notArray = try #require(LiteralResponse.failure(Series.self, #"{"id": "s", "slices": "0,1,2"}"#))
        #expect(notArray.path == "slices")
        let nullName = try #require(LiteralResponse.failure(Series.self, #"{"id": "s", "slices": ["0", null]}"#))
        #expect(nullName.path == "slices[1]")
        #expect(nullName.reason == "expected a string, found null")
    }

    @Test("A series inside another document reports the full path")
    func nestedPath() throws {
        struct Wrapper: Decodable, Sendable { var items: [Series] }
        let body = #"{"items": [{"id": "a", "slices": ["x"]}, {"id": "b", "slices": ["x", "x"]}]}"#
        let failure = try #require(LiteralResponse.failure(Wrapper.self, body))
        #expect(failure.path == "items[1].slices[1]")
    }
}
