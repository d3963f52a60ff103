import Foundation
import Testing
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoServer
import TomoTestSupport

extension DesktopProcessTests {
    /// `tomo-desktop` where there is no display: the same command preloads the CT series with progress,
    /// writes a montage and says where, instead of failing to open a window.
    @Suite("tomo-desktop without a display")
    struct HeadlessRunTests {
        @Test("No display: it preloads every slice into the cache, writes a montage PNG and says where")
        func montageWithoutDisplay() async throws {
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let montage = folder.appending(path: "montage.png"), cache = folder.appending(path: "cache")
            let run = try await ProcessRun.run(
                try Tools.desktop(),
                ["--screen", "ct", "--data", "phantom:48x40x20", "--montage", montage.path, "--cache-dir", cache.path],
                environment: Self.environmentWithoutDisplay)
            let output = run.text
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("No window:"), "it says why there is no window: \(run.errors)")
            #expect(run.errors.contains("20/20"), "progress reaches every slice: \(run.errors)")
            #expect(output.contains("Wrote a montage of series") && output.contains(montage.path), "\(output)")
            #expect(output.contains("xvfb-run"), "it says how to open the window")

            let image = try Bitmap(decoding: try Data(contentsOf: montage))
            #expect(image.width >= 48 && image.height >= 40)
            #expect(ImageVariety.levels(inCentreOf: image, fraction: 0.5) >= 2, "the montage is not blank")
            #expect(try DiskCache(directory: cache).count == 20, "every slice is in the disk cache when it exits")
        }

        @Test("An API that cannot be reached: a clear error, exit status 1, no montage")
        func unreachableAPI() async throws {
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let montage = folder.appending(path: "montage.png")
            let stopped = try await withTestServer { base in base }  // nothing listens there any more
            let run = try await ProcessRun.run(
                try Tools.desktop(), ["--headless", "--api", stopped.absoluteString, "--montage", montage.path],
                environment: Self.environmentWithoutDisplay)
            #expect(run.status == 1)
            #expect(run.errors.contains("Error: cannot open the series at \(stopped.absoluteString)"), "\(run.errors)")
            #expect(!run.errors.contains("Fatal error"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: montage.path))
        }

        @Test("An unknown --screen is a usage error that lists the screens there are")
        func unknownScreen() async throws {
            let run = try await ProcessRun.run(
                try Tools.desktop(), ["--headless", "--screen", "nope"], environment: Self.environmentWithoutDisplay)
            #expect(run.status == 64, "ArgumentParser's usage status: \(run.errors)")
            #expect(run.errors.contains("no screen nope: choose one of ct"), "\(run.errors)")
        }

        @Test("--data where every screen has its API is a usage error; so is an API that is no http URL")
        func usageErrors() async throws {
            let data = try await ProcessRun.run(
                try Tools.desktop(), ["--headless", "--api", "http://127.0.0.1:9", "--data", "phantom"],
                environment: Self.environmentWithoutDisplay)
            #expect(data.status == 64 && data.errors.contains("--data configures the built-in server"), "\(data.errors)")
            let api = try await ProcessRun.run(
                try Tools.desktop(), ["--headless", "--ct-api", "ftp://example.org"], environment: Self.environmentWithoutDisplay)
            #expect(api.status == 64 && api.errors.contains("--ct-api: ftp://example.org is not an API's base URL: an http:// or https:// URL with a host"), "\(api.errors)")
        }

        static var environmentWithoutDisplay: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
            return environment
        }
    }
}

extension DesktopProcessTests.HeadlessRunTests {
    @Test("--dicom FOLDER: the files' series, preloaded and drawn into the montage; several series ask for --series")
    func dicomFolder() async throws {
        let head = try await HeadCTSeries.shared()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let montage = folder.appending(path: "montage.png")
        let run = try await ProcessRun.run(
            try Tools.desktop(), ["--headless", "--screen", "ct", "--dicom", head.folder.path, "--montage", montage.path],
            environment: Self.environmentWithoutDisplay)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("Wrote a montage of series \(head.seriesInstanceUID)"), "\(run.text)")
        #expect(run.errors.contains("108/108"), "progress reaches every slice: \(run.errors)")
        #expect(ImageVariety.levels(inCentreOf: try Bitmap(decoding: try Data(contentsOf: montage)), fraction: 0.5) >= 2)

        let several = folder.appending(path: "several")
        try FileManager.default.createDirectory(at: several, withIntermediateDirectories: true)
        try await head.multiSeriesCopy(in: several)
        let choose = try await ProcessRun.run(
            try Tools.desktop(), ["--headless", "--dicom", several.path, "--montage", montage.path],
            environment: Self.environmentWithoutDisplay)
        #expect(choose.status == 1 && choose.errors.contains("the files hold 3 series; choose one with --series UID"), "\(choose.errors)")
        #expect(choose.errors.contains(head.seriesInstanceUID), "each series is listed: \(choose.errors)")

        let missing = try await ProcessRun.run(
            try Tools.desktop(), ["--headless", "--dicom", folder.appending(path: "nothing-here").path],
            environment: Self.environmentWithoutDisplay)
        #expect(missing.status == 64 && missing.errors.contains("--dicom: no file or folder"), "\(missing.errors)")
    }

    @Test("--dicom URL: a DICOMweb server's series (a real Orthanc), preloaded and drawn into the montage; no built-in server")
    func dicomWebServer() async throws {
        let head = try await HeadCTSeries.shared()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withOrthanc { orthanc in
            for k in 0..<108 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
            let montage = folder.appending(path: "montage.png")
            let run = try await ProcessRun.run(
                try Tools.desktop(),
                ["--headless", "--dicom", orthanc.dicomWebURL.absoluteString, "--montage", montage.path, "--cache-dir", folder.appending(path: "cache").path],
                environment: Self.environmentWithoutDisplay)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text.contains("Wrote a montage of series \(head.seriesInstanceUID)"), "\(run.text)")
            #expect(run.errors.contains("108/108") && !run.errors.contains("built-in server"), "\(run.errors)")
            #expect(ImageVariety.levels(inCentreOf: try Bitmap(decoding: try Data(contentsOf: montage)), fraction: 0.5) >= 2)
        }
    }
}

extension DesktopProcessTests.HeadlessRunTests {
    @Test("A malformed location is refused in the same words by tomo-desktop --dicom and by tomo dicom ls", arguments: [
        ("ftp://pacs/studies", LocationError.unsupportedScheme(text: "ftp://pacs/studies", scheme: "ftp")),
        ("http://pacs:99999/dicom-web", .malformedWebRoot(text: "http://pacs:99999/dicom-web", reason: "99999 is not a port (1 to 65535)")),
        ("dicom://PACS@pacs", .malformedNode(.malformed("dicom://PACS@pacs", "it names no port: dicom://PACS@pacs:104"))),
    ])
    func malformedLocationInOneVoice(text: String, error: LocationError) async throws {
        let desktop = try await ProcessRun.run(
            try Tools.desktop(), ["--headless", "--dicom", text], environment: Self.environmentWithoutDisplay)
        #expect(desktop.status == 64 && desktop.errors.contains("--dicom: \(error.description)"), "\(desktop.errors)")
        let cli = try await ProcessRun.run(
            try TestEnvironment.product("tomo"), ["dicom", "ls", text], environment: Self.environmentWithoutDisplay)
        #expect(cli.status == 2 && cli.errors.contains(error.description), "\(cli.errors)")
    }
}
