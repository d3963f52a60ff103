import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoServer
import TomoTestSupport

/// `tomo fetch`, the built executable against the reference server.
@Suite("tomo fetch")
struct FetchCommandTests {
    @Test("--json lists every slice in series order, with the SHA-256 sha256sum computes of the bytes fetched directly")
    func jsonMatchesIndependentDigests() async throws {
        try await withTestServer { base in
            try await withScratchFolder { cache in
                let direct = IndependentFetch(base: base)
                let series = try await direct.series()
                #expect(series.slices != series.slices.sorted(), "UUID names must not sort into series order")
                // The API has metadata, so `auto` fetches the 16-bit slices.
                let bytes = try await direct.slices(of: series, variant: .stored16)
                let digests = try await Sha256Sum.digests(of: bytes)

                let result = try await Tool.run(["fetch", "--api", base.absoluteString, "--cache-dir", cache.path, "--json"])
                #expect(result.status == 0, "\(result.errors)")
                let report = try JSONDecoder().decode(FetchJSON.self, from: result.output)
                #expect(report.series == series.id)
                #expect(report.slices.map(\.name) == series.slices)
                #expect(report.slices.map(\.sha256) == digests)
                #expect(report.slices.allSatisfy { $0.width == 40 && $0.height == 32 && $0.error == nil })
            }
        }
    }

    @Test("A slice the API lists but cannot serve has an error entry in its place; the rest load; exit status 1")
    func missingSliceGivesErrorEntry() async throws {
        try await withTestServer { upstream in
            let insertMissing: @Sendable (Data) -> Data = { body in
                var series = try! JSONDecoder().decode(Series.self, from: body)
                series.slices.insert("no-such-slice", at: 3)
                return try! JSONEncoder().encode(series)
            }
            try await withOriginalAPI(upstream: upstream, rewriteSeries: insertMissing) { base in
                try await withScratchFolder { cache in
                    let direct = IndependentFetch(base: upstream)
                    let series = try await direct.series()
                    let digests = try await Sha256Sum.digests(of: try await direct.slices(of: series, variant: .defaultWindow))

                    let result = try await Tool.run(["fetch", "--api", base.absoluteString, "--cache-dir", cache.path, "--json"])
                    #expect(result.status == CommandExitStatus.someSlicesFailed.rawValue)
                    let report = try JSONDecoder().decode(FetchJSON.self, from: result.output)
                    #expect(report.slices.count == series.slices.count + 1)
                    let failed = report.slices[3]
                    #expect(failed.name == "no-such-slice")
                    #expect(failed.error?.contains("404") == true, "\(failed.error ?? "no error")")
                    #expect(failed.sha256 == nil && failed.width == nil && failed.height == nil)
                    var loaded = report.slices
                    loaded.remove(at: 3)
                    #expect(loaded.map(\.name) == series.slices)
                    #expect(loaded.map(\.sha256) == digests, "the original API's 8-bit slices")
                    #expect(result.errors.contains("Error: slice no-such-slice:"))
                }
            }
        }
    }

    @Test("Server errors on every slice, retries exhausted: every entry has an error and the exit status is 1")
    func serverErrorsOnEverySlice() async throws {
        try await withTestServer(faults: FaultConfiguration(errorRate: 1)) { base in
            try await withScratchFolder { cache in
                let result = try await Tool.run([
                    "fetch", "--api", base.absoluteString, "--cache-dir", cache.path, "--json", "--retries", "1",
                ])
                #expect(result.status == CommandExitStatus.someSlicesFailed.rawValue)
                let report = try JSONDecoder().decode(FetchJSON.self, from: result.output)
                #expect(report.slices.count == 12)
                #expect(report.slices.allSatisfy { $0.sha256 == nil && $0.error?.contains(" answered 5") == true })
            }
        }
    }

    @Test("A second fetch reads every slice from the disk cache: the server sees each slice once")
    func secondFetchUsesTheDiskCache() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            try await withScratchFolder { cache in
                let arguments = ["fetch", "--api", base.absoluteString, "--cache-dir", cache.path]
                #expect(await TomoCommand.execute(arguments) == 0)
                #expect(await TomoCommand.execute(arguments) == 0)
                let direct = IndependentFetch(base: base)
                let series = try await direct.series()
                for name in series.slices {
                    let url = direct.api.sliceURL(seriesID: series.id, name: name, variant: .stored16)
                    #expect(traffic.requestCount(path: url.path(percentEncoded: true)) == 1, "\(name)")
                }
            }
        }
    }
}
