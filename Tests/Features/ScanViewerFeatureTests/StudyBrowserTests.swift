import Foundation
import ScanViewerFeature
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOMSeries
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// Open PACS…: the study browser searching a real Orthanc, its keys, signing in, and opening a study.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct StudyBrowserTests {
    @Test func searchesWithTheFieldsMovesWithTheKeysAndOpensTheStudyChosen() async throws {
        try await withScratchFolder { folder in
            try await withOrthanc { orthanc in
                let head = try await orthanc.uploadThreeStudies()
                let model = ScanViewerModel.filesReachingPACSes(folder, offering: nil)
                let browser = try #require(model.browser)
                #expect(model.canOpenPACS && model.perform(.openPACS) && model.isBrowsingStudies)
                #expect(browser.phase == .idle, "no server to search yet")
                await browser.search()
                #expect(browser.statusText == "Type the server's address: a DICOMweb root (http://pacs.example:8042/dicom-web), a DICOM node (dicom://PACS@pacs.example:104), or library: for the study library.")
                browser.serverText = "pacs"
                await browser.search()
                #expect(browser.statusText == "pacs is a file or folder, not a place to search: type a DICOMweb root (http://…), a DICOM node (dicom://AET@HOST:PORT) or library:.")
                browser.serverText = "dicom://PACS@pacs"
                await browser.search()
                #expect(browser.statusText == "dicom://PACS@pacs is not a DICOM node: it names no port: dicom://PACS@pacs:104.")

                browser.serverText = orthanc.dicomWebURL.absoluteString
                await browser.search()
                #expect(browser.phase == .found && browser.statusText == "3 studies")
                #expect(browser.rows.first == StudyBrowser.Row(
                    id: try #require(browser.studies.first?.studyInstanceUID), title: "Cranium, Test (ID TOMO-0001)",
                    detail: "2024-01-15 · Head · CT · 1 series · 3 images · accession TOMO1"))
                browser.patientName = "cran*"
                await browser.search()
                #expect(browser.rows.map(\.title) == ["Cranium, Test (ID TOMO-0001)"])
                browser.patientName = ""
                browser.studyDate = "2004"
                await browser.search()
                #expect(browser.phase == .failed(message: "2004 is not a date or range: 20240115 or 20240101-20241231, 20240101- or -20231231."))
                browser.studyDate = "20040101-20041231"
                browser.modality = "mr"
                await browser.search()
                #expect(browser.studies.map(\.modalities) == [["MR"]], "modality in any letter case")
                browser.modality = ""
                browser.studyDate = ""
                await browser.search()

                // ↓ ↑ End Home move the highlight; Escape leaves, Ctrl+L comes back to the same list.
                #expect(model.perform(.nextSlice) && browser.highlighted == 1)
                #expect(model.perform(.lastSlice) && browser.highlighted == 2)
                #expect(model.perform(.firstSlice) && browser.highlighted == 0)
                #expect(!model.perform(.togglePlay) && !model.isPlaying, "the viewer's keys rest meanwhile")
                #expect(model.perform(.closeStudyBrowser) && !model.isBrowsingStudies)
                #expect(model.perform(.openPACS) && browser.highlighted == 0 && browser.studies.count == 3)
                // Beside the list, the highlighted study's series, a thumbnail of each made from the PACS.
                await model.waitUntil { $0.browser?.preview?.phase == .done }
                #expect(browser.preview?.studyUID == browser.studies[0].studyInstanceUID)
                #expect(browser.preview?.choices.map(\.summary) == ["CT · 3 images"])
                #expect(browser.preview?.choices.first?.thumbnail?.width == StudyBrowser.previewThumbnailSide)

                // Enter opens the highlighted study: its one series.
                await model.openStudy(at: 0)
                #expect(!model.isBrowsingStudies && model.phase == .ready && model.sliceCount == 3)
                #expect(model.pacsTarget == PACSTarget(server: orthanc.dicomWebURL, study: browser.studies[0].studyInstanceUID))
                #expect(model.studyText == "Cranium, Test · 2024-01-15 · Head")
                await model.waitUntilDrawn()
                let expected = try head.shownSlice(0)
                #expect(model.displayed?.image == expected)
                await model.waitUntilPreloaded()
            }
        }
    }

    @Test func aServerAskingForCredentialsGetsASignInAndTheStudyOpensWithThem() async throws {
        try await withScratchFolder { folder in
            try await withOrthanc(users: ["reader": "s3cret"]) { orthanc in
                _ = try await orthanc.uploadThreeStudies()
                let model = ScanViewerModel.filesReachingPACSes(folder, offering: orthanc.dicomWebURL)
                let browser = try #require(model.browser)
                #expect(browser.serverText == orthanc.dicomWebURL.absoluteString)
                await browser.search()
                let server = "127.0.0.1:\(orthanc.baseURL.port ?? 0)"
                #expect(browser.signInPrompt == SignInPrompt(
                    title: "Sign in to \(server)", message: "The server needs a user name and password to show its studies.", user: ""))
                await browser.signIn(user: "reader", password: "wrong")
                #expect(browser.signInPrompt?.message == "The server refused the password for reader. Try again.")
                await browser.signIn(user: "reader", password: "s3cret")
                #expect(browser.signInPrompt == nil && browser.studies.count == 3)
                let mr = try #require(browser.studies.firstIndex { $0.modalities == ["MR"] })
                await model.openStudy(at: mr)
                #expect(model.phase == .ready && model.series?.entry.modality == "MR", "opened with the credentials that searched")
                await model.waitUntilPreloaded()
                #expect(model.failedSlices.isEmpty)
            }
        }
    }
}
