import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoNetworkSeries
import TomoPipeline

@Suite("Command-line values and JSON output")
struct ArgumentTests {
    @Test("--api wins, then $TOMO_API, then the local server; anything but an http(s) URL is refused")
    func apiResolution() throws {
        let unset = try ClientOptions.parse([])
        #expect(try unset.baseURL(environment: [:]).absoluteString == ClientOptions.fallbackAPI)
        #expect(try unset.baseURL(environment: ["TOMO_API": ""]).absoluteString == ClientOptions.fallbackAPI)
        #expect(try unset.baseURL(environment: ["TOMO_API": "http://host:1/api"]).absoluteString == "http://host:1/api")
        let given = try ClientOptions.parse(["--api", "https://example.org/v1"])
        #expect(try given.baseURL(environment: ["TOMO_API": "http://other"]).absoluteString == "https://example.org/v1")
        #expect(throws: (any Error).self) { try ClientOptions.parse(["--api", "file:///tmp/series"]) }
        #expect(throws: (any Error).self) { try ClientOptions.parse(["--api", "http://"]) }
    }

    @Test("--window: a preset name or WIDTH,LEVEL with a positive width")
    func windowChoice() {
        #expect(WindowChoice(argument: "brain") == .preset("brain"))
        #expect(WindowChoice(argument: "400,40") == .explicit(WindowLevel(width: 400, level: 40)))
        #expect(WindowChoice(argument: "1500, -600") == .explicit(WindowLevel(width: 1500, level: -600)))
        for bad in ["", ",", "0,40", "-5,40", "a,b", "400,40,1", "nan,1", "400,"] {
            #expect(WindowChoice(argument: bad) == nil, "\(bad)")
        }
        #expect(WindowChoice.explicit(WindowLevel(width: 400, level: 40)).description == "400,40")
    }

    @Test("A preset is looked up in the series' presets; a missing one is 'not found', naming the presets")
    func presetLookup() throws {
        let presets: [WindowPreset] = [.brain, .bone]
        #expect(try WindowChoice.preset("Bone").window(in: presets, seriesID: "s") == WindowPreset.bone.window)
        let failure = #expect(throws: CommandFailure.self) { try WindowChoice.preset("lung").window(in: presets, seriesID: "s") }
        #expect(failure?.status == .notFound)
        #expect(failure?.message.contains("brain, bone") == true)
    }

    @Test("--variant: auto picks 16-bit slices only when the API has metadata")
    func variants() {
        #expect(SliceVariantChoice(argument: "auto")?.variant(hasMetadata: true) == .stored16)
        #expect(SliceVariantChoice(argument: "auto")?.variant(hasMetadata: false) == .defaultWindow)
        #expect(SliceVariantChoice(argument: "original")?.variant(hasMetadata: true) == .defaultWindow)
        #expect(SliceVariantChoice(argument: "16")?.variant(hasMetadata: false) == .stored16)
        #expect(SliceVariantChoice(argument: "bone")?.variant(hasMetadata: true) == .preset(named: "bone"))
        #expect(SliceVariantChoice(argument: "80,40")?.variant(hasMetadata: true) == .window(WindowLevel(width: 80, level: 40)))
        #expect(SliceVariantChoice(argument: "1,2,3") == nil)
    }

    @Test("--slice: a name first, else an index from 0")
    func sliceSelection() throws {
        let series = APIOpenedSeries(
            series: Series(id: "s", slices: ["b", "3", "a", "0"]), metadata: nil,
            api: SeriesAPI(baseURL: URL(string: "http://127.0.0.1:1")!), pipeline: ImagePipeline())
        #expect(series.sliceIndex(named: "a") == 2)
        #expect(series.sliceIndex(named: "3") == 1, "the name wins over the index")
        #expect(series.sliceIndex(named: "2") == 2)
        #expect(series.sliceIndex(named: "4") == nil)
        #expect(series.sliceIndex(named: "-1") == nil)
    }

    @Test("JSON output: keys in order, nil members left out, strings escaped so JSON parsers read them back")
    func json() throws {
        let awkward = "quote \" backslash \\ newline \n tab \t bell \u{07} é ✓"
        let report = FetchReport(series: "s", slices: [
            SliceReport(name: awkward, sha256: "00", width: 1, height: 2), SliceReport(name: "b", error: "failed"),
        ])
        let text = report.json.text
        #expect(text == """
            {"series": "s", "slices": [
              {"name": "quote \\" backslash \\\\ newline \\n tab \\t bell \\u0007 é ✓", "sha256": "00", "width": 1, "height": 2},
              {"name": "b", "error": "failed"}
            ]}
            """)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let slices = try #require(parsed["slices"] as? [[String: Any]])
        #expect(slices.first?["name"] as? String == awkward)
        #expect(FetchReport(series: "s", slices: []).json.text == #"{"series": "s", "slices": []}"#)
    }
}
