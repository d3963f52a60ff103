import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport
import TomoSampleVolumes

@Suite("Slice images")
struct SliceImageTests {
    /// The phantom `withTestServer` serves by default, made again in-process as the reference.
    private let phantom = SheppLoganPhantom(columns: 40, rows: 32, slices: 12)

    private func metadataAndSeries(_ base: URL) async throws -> (SeriesMetadata, Series) {
        let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
        let meta = try await HTTPTestClient.get("/series/\(series.id)/meta", from: base).decode(SeriesMetadata.self)
        return (meta, series)
    }

    @Test("Every slice is an 8-bit PNG of the metadata's size")
    func everySliceDecodes() async throws {
        try await withTestServer { base in
            let (meta, series) = try await metadataAndSeries(base)
            for name in series.slices {
                let response = try await HTTPTestClient.get("/series/\(series.id)/slice/\(name)", from: base)
                #expect(response.status == 200)
                #expect(response.header("Content-Type") == "image/png")
                let bitmap = try Bitmap(decoding: response.body)
                #expect(bitmap.width == meta.columns && bitmap.height == meta.rows && bitmap.format == .gray8)
            }
        }
    }

    @Test("16-bit slices carry the stored values losslessly, in series order")
    func sixteenBitRoundTrip() async throws {
        try await withTestServer { base in
            let (_, series) = try await metadataAndSeries(base)
            for (index, name) in series.slices.enumerated() {
                let query = index.isMultiple(of: 2) ? "?bits=16" : "?bits=16&window=bone"  // window does not apply
                let response = try await HTTPTestClient.get("/series/\(series.id)/slice/\(name)\(query)", from: base)
                let bitmap = try Bitmap(decoding: response.body)
                #expect(bitmap.format == .gray16)
                #expect(bitmap.gray16Samples == (try phantom.slice(at: index)), "slice \(index)")
            }
        }
    }

    @Test("Windowing maps the phantom's known tissues to the expected gray levels")
    func windowingKnownValues() async throws {
        try await withTestServer { base in
            let (meta, series) = try await metadataAndSeries(base)
            let index = series.slices.count / 2
            let hounsfield = try phantom.slice(at: index).map { meta.rescale.physicalValue(ofStored: Double($0)) }
            let brain = try #require(hounsfield.firstIndex(of: 35), "the phantom's mid slice shows brain (+35 HU)")
            let bone = try #require(hounsfield.firstIndex(of: 1000), "the phantom's mid slice shows skull (+1000 HU)")
            let air = try #require(hounsfield.firstIndex(of: -1000), "the phantom's mid slice shows air (-1000 HU)")
            let path = "/series/\(series.id)/slice/\(series.slices[index])"

            // Default window is brain, 80/40: gray = (HU - 0) / 80 * 255.
            let brainWindow = try Bitmap(decoding: try await HTTPTestClient.get(path, from: base).body)
            #expect(brainWindow.pixels[brain] == UInt8((35.0 / 80 * 255).rounded()))
            #expect(brainWindow.pixels[bone] == 255)
            #expect(brainWindow.pixels[air] == 0)

            // Bone preset, 2000/500: gray = (HU + 500) / 2000 * 255.
            let boneWindow = try Bitmap(decoding: try await HTTPTestClient.get(path + "?window=bone", from: base).body)
            #expect(boneWindow.pixels[bone] == UInt8((1500.0 / 2000 * 255).rounded()))
            #expect(boneWindow.pixels[brain] == UInt8((535.0 / 2000 * 255).rounded()))

            // Explicit window 400,40: gray = (HU + 160) / 400 * 255.
            let explicit = try Bitmap(decoding: try await HTTPTestClient.get(path + "?window=400,40", from: base).body)
            #expect(explicit.pixels[brain] == UInt8((195.0 / 400 * 255).rounded()))
            for (pixel, value) in hounsfield.enumerated() {
                let expected = UInt8((min(max((value + 160) / 400, 0), 1) * 255).rounded())
                guard explicit.pixels[pixel] == expected else {
                    Issue.record("pixel \(pixel): \(explicit.pixels[pixel]) != \(expected) for \(value) HU")
                    return
                }
            }
        }
    }

    @Test("Slices carry a strong ETag, length and long cache lifetime; If-None-Match gives 304")
    func conditionalRequests() async throws {
        try await withTestServer { base in
            let (_, series) = try await metadataAndSeries(base)
            let path = "/series/\(series.id)/slice/\(series.slices[3])"
            let first = try await HTTPTestClient.get(path, from: base)
            let etag = try #require(first.header("ETag"))
            #expect(etag.hasPrefix("\""))
            #expect(first.header("Content-Length") == String(first.body.count))
            #expect(first.header("Cache-Control")?.contains("max-age=31536000") == true)

            let revalidated = try await HTTPTestClient.get(path, from: base, headers: ["If-None-Match": etag])
            #expect(revalidated.status == 304)
            #expect(revalidated.body.isEmpty)
            #expect(revalidated.header("ETag") == etag)

            let stale = try await HTTPTestClient.get(path, from: base, headers: ["If-None-Match": "\"0\""])
            #expect(stale.status == 200)
            #expect(stale.body == first.body)

            let otherWindow = try await HTTPTestClient.get(path + "?window=bone", from: base)
            #expect(otherWindow.header("ETag") != etag)
            let otherSlice = try await HTTPTestClient.get("/series/\(series.id)/slice/\(series.slices[4])", from: base)
            #expect(otherSlice.header("ETag") != etag)
        }
        let afterRestart = try await withTestServer { base in
            let (_, series) = try await metadataAndSeries(base)
            return try await HTTPTestClient.get("/series/\(series.id)/slice/\(series.slices[3])", from: base).header("ETag")
        }
        let again = try await withTestServer { base in
            let (_, series) = try await metadataAndSeries(base)
            return try await HTTPTestClient.get("/series/\(series.id)/slice/\(series.slices[3])", from: base).header("ETag")
        }
        #expect(afterRestart != nil && afterRestart == again)
    }
}
