import Foundation
import Testing
@testable import TomoCLI
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

/// `tomo render` of one slice, the built executable against the reference server.
@Suite("tomo render")
struct RenderCommandTests {
    @Test("A preset window: the PNG's pixels are the directly fetched 16-bit slice windowed with the series' preset")
    func presetWindowMatchesClientSideWindowing() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let direct = IndependentFetch(base: base)
                let series = try await direct.series()
                let metadata = try await direct.metadata(id: series.id)
                let brain = try #require(metadata.windowPresets.first { $0.name == "brain" })
                let stored = try await direct.slices(of: series, variant: .stored16)[5]
                let expected = try Bitmap(decoding: stored).windowed(brain.window, rescale: metadata.rescale)

                let output = folder.appending(path: "slice.png")
                let result = try await Tool.run([
                    "render", "--api", base.absoluteString, "--cache-dir", folder.appending(path: "cache").path,
                    "--slice", "5", "--window", "brain", "-o", output.path,
                ])
                #expect(result.status == 0, "\(result.errors)")
                #expect(try Bitmap(decoding: Data(contentsOf: output)) == expected)
                #expect(result.text.contains("slice 5 of 12 (\(series.slices[5]))"))
            }
        }
    }

    @Test("An explicit WIDTH,LEVEL and a slice chosen by name give the client-side windowed slice")
    func explicitWindowBySliceName() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let direct = IndependentFetch(base: base)
                let series = try await direct.series()
                let metadata = try await direct.metadata(id: series.id)
                let stored = try await direct.slices(of: series, variant: .stored16)[7]
                let expected = try Bitmap(decoding: stored).windowed(WindowLevel(width: 350, level: 25), rescale: metadata.rescale)

                let output = folder.appending(path: "slice.png")
                let status = await TomoCommand.execute([
                    "render", "--api", base.absoluteString, "--cache-dir", folder.appending(path: "cache").path,
                    "--series", series.id, "--slice", series.slices[7], "--window", "350,25", "-o", output.path,
                ])
                #expect(status == 0)
                #expect(try Bitmap(decoding: Data(contentsOf: output)) == expected)
            }
        }
    }

    @Test("Against the original API (no metadata): the server's 8-bit slice, unchanged")
    func originalAPIUsesServerSlices() async throws {
        try await withTestServer { upstream in
            try await withOriginalAPI(upstream: upstream) { base in
                try await withScratchFolder { folder in
                    let direct = IndependentFetch(base: upstream)
                    let series = try await direct.series()
                    let served = try await direct.slices(of: series, variant: .defaultWindow)[2]

                    let output = folder.appending(path: "slice.png")
                    let result = try await Tool.run([
                        "render", "--api", base.absoluteString, "--cache-dir", folder.appending(path: "cache").path,
                        "--series", series.id, "--slice", "2", "--window", "bone", "-o", output.path,
                    ])
                    #expect(result.status == 0, "\(result.errors)")
                    #expect(try Bitmap(decoding: Data(contentsOf: output)) == (try Bitmap(decoding: served)))
                    #expect(result.errors.contains("no series metadata"), "says --window was not applied")
                }
            }
        }
    }

    @Test("Render reads the slice fetch put in the disk cache: no second request for it")
    func renderUsesTheCacheFetchFilled() async throws {
        let traffic = TrafficRecorder()
        try await withTestServer(configure: { $0.trafficRecorder = traffic }) { base in
            try await withScratchFolder { folder in
                let cache = folder.appending(path: "cache").path
                #expect(await TomoCommand.execute(["fetch", "--api", base.absoluteString, "--cache-dir", cache]) == 0)
                let output = folder.appending(path: "slice.png").path
                let render = ["render", "--api", base.absoluteString, "--cache-dir", cache, "--slice", "4", "-o", output]
                #expect(await TomoCommand.execute(render) == 0)
                let direct = IndependentFetch(base: base)
                let series = try await direct.series()
                let url = direct.api.sliceURL(seriesID: series.id, name: series.slices[4], variant: .stored16)
                #expect(traffic.requestCount(path: url.path(percentEncoded: true)) == 1)
                #expect(FileManager.default.fileExists(atPath: output))
            }
        }
    }

    @Test("No such slice, series or preset: exit status 5, one line on standard error, no file")
    func notFound() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let output = folder.appending(path: "slice.png")
                let common = ["render", "--api", base.absoluteString, "--cache-dir", folder.appending(path: "cache").path, "-o", output.path]
                for extra in [["--slice", "12"], ["--slice", "no-such-name"], ["--series", "no-such-series", "--slice", "0"],
                              ["--slice", "0", "--window", "no-such-preset"]] {
                    let result = try await Tool.run(common + extra)
                    #expect(result.status == CommandExitStatus.notFound.rawValue, "\(extra)")
                    #expect(result.errorLines.count == 1 && result.errors.hasPrefix("Error: "), "\(extra): \(result.errors)")
                }
                #expect(!FileManager.default.fileExists(atPath: output.path))
            }
        }
    }
}
