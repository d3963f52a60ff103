import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoImaging
import TomoLibrary
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// `library:` as the viewer's home: its studies, latest first, in the study browser at once; searched with the
/// same fields as a PACS; a study opened from the library's database, its pixels from its files.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScanViewerLibraryTests {
    @Test func theLibrarysStudiesAreTheHomeAndAStudyOpensFromIt() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            try await head.multiSeriesCopy(in: files)
            let folder = scratch.appending(path: "library")
            #expect(try await StudyLibrary(folder: folder).importFiles([files.path]).added == 110)

            let model = Self.viewer(ofLibrary: folder)
            await model.start()
            #expect(model.isBrowsingStudies, "the library's studies are the home")
            let browser = try #require(model.browser)
            #expect(browser.serverText == "library:\(folder.path)")
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            #expect(browser.phase == .found && browser.statusText == "3 studies", "\(browser.phase)")
            #expect(browser.rows.first == StudyBrowser.Row(
                id: "1.2.826.0.1.3680043.10.1234.2.1", title: "Cranium, Test (ID TOMO-0001)",
                detail: "2024-01-15 · Head · CT · 1 series · 108 images · accession TOMO1"))
            // Beside the list, the highlighted study's series with a thumbnail of each: its middle slice.
            await model.waitUntil { $0.browser?.preview?.phase == .done }
            let preview = try #require(browser.preview)
            #expect(preview.studyUID == "1.2.826.0.1.3680043.10.1234.2.1" && preview.statusText == "1 series")
            #expect(preview.choices.map(\.summary) == ["CT · 108 images"])
            let middle = try head.shownSlice(54)
                .aspectFitted(maxWidth: 96, maxHeight: 96, allowUpscaling: true)
            #expect(preview.choices.first?.thumbnail == middle)
            browser.patientName = "compressed*"
            await browser.search()
            #expect(browser.rows.map(\.title) == ["CompressedSamples, MR1 (ID 4MR1)", "CompressedSamples, CT1 (ID 1CT1)"])
            browser.patientName = ""
            browser.modality = "mr"
            await browser.search()
            #expect(browser.studies.map(\.modalities) == [["MR"]], "modality in any letter case")
            browser.modality = ""
            await browser.search()

            await model.openStudy(at: 0)
            #expect(!model.isBrowsingStudies && model.phase == .ready && model.sliceCount == 108)
            #expect(model.studyText == "Cranium, Test · 2024-01-15 · Head")
            model.setIndex(40)
            await model.waitUntilDrawn()
            let expected = try head.shownSlice(40)
            #expect(model.displayed?.image == expected)
            await model.waitUntilPreloaded()
            #expect(model.failedSlices.isEmpty)
        }
    }

    /// A library that cannot be opened (its folder cannot be made) lists no series, and opening one says why:
    /// the library's folder, and what kept it from opening.
    @Test func aLibraryThatCannotBeOpenedSaysWhyWhenASeriesIsOpened() async throws {
        let client = HTTPClient(transport: ImagePipeline.defaultTransport())
        let address = Location.library(URL(filePath: "/proc/tomo-library")).address
        let source = PACSAccess.live(client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
            .source(PACSTarget(server: address))
        #expect(try await source.listSeries().isEmpty)
        await #expect {
            _ = try await source.openSeries(id: nil)
        } throws: { error in
            "\(error)".hasPrefix("no images in \(address.absoluteString): /proc/tomo-library: ")
                && "\(error)".contains("cannot open the library in /proc/tomo-library")
        }
    }

    @Test func foldersHandedToTheLibraryHomeAreImportedAndListed() async throws {
        let export = try await MessyExport.shared()
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "library")
            let model = Self.viewer(ofLibrary: folder)
            await model.start()
            let browser = try #require(model.browser)
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            #expect(browser.statusText == "No study matches." && browser.canImport && browser.importText == nil)

            // Dropped on the window (or handed over by another launch) while the library shows: imported.
            await model.receive(paths: [export.folder.path])
            #expect(browser.importText == "Imported: 110 new, 0 updated, 0 unchanged, 2 skipped, 1 damaged in 2 studies")
            #expect(model.isBrowsingStudies && browser.statusText == "2 studies", "the list holds what came in")
            guard case .imported(let outcome) = browser.importState else { throw SampleError("no import: \(String(describing: browser.importState))") }
            #expect(outcome.skipped.count == 2 && outcome.skipped.contains { $0.hasPrefix(export.readme.path + ": not a DICOM file") })

            // Import Folder…: the dialog's folder imported. The head CT's own files hold the instances the export
            // holds re-encoded: each named as a duplicate with other content, none taken.
            #expect(model.perform(.openFolder), "Ctrl+O over the library")
            #expect(model.isBrowsingStudies && model.openRequest == .importFolder && ScanViewerOpenRequest.importFolder.choosesFolder)
            model.dismissOpenRequest()
            await model.answer(.importFolder, with: [head.folder.path])
            #expect(browser.importText == "Imported: 0 new, 0 updated, 0 unchanged, 108 skipped in 0 studies")
            guard case .imported(let again) = browser.importState else { throw SampleError("no import") }
            #expect(again.skipped.count == 108)
            #expect(again.skipped.allSatisfy { $0.contains("is already in the library from \(export.folder.path)") }, "\(again.skipped.first ?? "")")

            // A PACS takes no files: handed over, they open.
            browser.serverText = "http://127.0.0.1:9/dicom-web"
            #expect(!browser.canImport)
            await model.receive(paths: [head.folder.path])
            #expect(!model.isBrowsingStudies && model.phase == .ready && model.sliceCount == 108)
            await model.waitUntilPreloaded()
        }
    }

    @Test func theHighlightedStudysSeriesShowBesideTheListAndOneOpensAtOnce() async throws {
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            let made = try SyntheticStudies.write(into: files, studies: 2, seriesPerStudy: 3, imagesPerSeries: 5, size: 16)
            let folder = scratch.appending(path: "library")
            #expect(try await StudyLibrary(folder: folder).importFiles([files.path]).added == made.instanceCount)
            let model = Self.viewer(ofLibrary: folder)
            await model.start()
            let browser = try #require(model.browser)
            await model.waitUntil { $0.browser?.preview?.phase == .done }
            let latest = SyntheticStudies.studyUID(1), earlier = SyntheticStudies.studyUID(0)
            #expect(browser.preview?.studyUID == latest && browser.preview?.statusText == "3 series")
            #expect(browser.preview?.choices.map(\.title) == ["Series 1", "Series 2", "Series 3"])
            #expect(browser.preview?.choices.map(\.summary) == ["CT · 5 images", "MR · 5 images", "MR · 5 images"])
            #expect(browser.preview?.choices.allSatisfy { $0.thumbnail?.width == 96 && $0.thumbnail?.height == 96 } == true)

            // Down: the other study's series; Up: the first study's again, at once (kept).
            #expect(model.perform(.nextSlice))
            #expect(browser.preview?.studyUID == earlier && browser.preview?.phase == .listing)
            await model.waitUntil { $0.browser?.preview?.phase == .done }
            #expect(browser.preview?.choices.map(\.id) == ["\(earlier).1", "\(earlier).2", "\(earlier).3"])
            #expect(model.perform(.previousSlice))
            #expect(browser.preview?.studyUID == latest && browser.preview?.phase == .done)

            // A search that fails leaves no preview of what was found before.
            browser.studyDate = "2004"
            await browser.search()
            #expect(browser.statusText.hasPrefix("2004 is not a date or range") && browser.preview == nil)
            browser.studyDate = ""
            await browser.search()
            await model.waitUntil { $0.browser?.preview?.phase == .done }

            // A series of the preview opens at once, without the picker.
            await model.openStudy(at: 0, seriesID: "\(latest).2")
            #expect(!model.isBrowsingStudies && model.phase == .ready && model.sliceCount == 5)
            #expect(model.series?.entry.id == "\(latest).2")
            await model.waitUntilPreloaded()
        }
    }

    @Test func aSeriesAskedForOpensAtOnceFromTheLibrary() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "library")
            _ = try await StudyLibrary(folder: folder).importFiles([head.folder.path])
            let model = Self.viewer(ofLibrary: folder)
            await model.start(seriesID: head.seriesInstanceUID)
            #expect(!model.isBrowsingStudies && model.phase == .ready && model.sliceCount == 108)
            await model.waitUntilPreloaded()
        }
    }

    /// The viewer as `tomo-desktop --dicom library:FOLDER` makes it.
    private static func viewer(ofLibrary folder: URL) -> ScanViewerModel {
        let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
        let launch = ScanViewerLaunch(
            locations: [.library(folder)], credentials: nil, apiURL: nil, client: client,
            pipeline: ImagePipeline(configuration: .init(client: client)))
        return ScanViewerModel(environment: .opening(launch))
    }
}
