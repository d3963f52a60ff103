import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport
import TomoSampleVolumes

/// The real head CT (Debian's invesalius-examples) through the server. Skipped, saying why, when the
/// package is absent; CI installs it, so there a missing file fails instead.
@Suite("Real head CT over HTTP",
       .enabled(if: TestEnvironment.isCI || FileManager.default.fileExists(atPath: InvesaliusProject.bundledCraniumPath),
                "invesalius-examples is not installed (apt-get install invesalius-examples)"))
struct CraniumServerTests {
    @Test("The real CT is the default series: 108 slices of 256 × 256, every one decodes")
    func servesEverySlice() async throws {
        try #require(FileManager.default.fileExists(atPath: InvesaliusProject.bundledCraniumPath),
                     "CI must install invesalius-examples")
        try await withTestServer(data: [.cranium]) { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let meta = try await HTTPTestClient.get("/series/\(series.id)/meta", from: base).decode(SeriesMetadata.self)
            #expect(series.slices.count == 108)
            #expect(meta.description.contains("ProMED CT 0051"))
            #expect(meta.rows == 256 && meta.columns == 256 && meta.sliceSpacing == 1.5)
            #expect(abs(meta.pixelSpacing.row - 0.957) < 0.001)
            var distinct = Set<Data>()
            for name in series.slices {
                let body = try await HTTPTestClient.get("/series/\(series.id)/slice/\(name)", from: base).body
                let bitmap = try Bitmap(decoding: body)
                #expect(bitmap.width == 256 && bitmap.height == 256)
                distinct.insert(body)
            }
            #expect(distinct.count > 90, "slices differ from one another")
        }
    }
}
