import Foundation
import ScanViewerLive
import Testing
import TomoCore
import TomoSeries
import TomoTestSupport
@testable import ScanViewerFeature

/// Hanging protocols in the viewer: a study of several series opens hung (its series, its layout) instead of the
/// picker; Compare with Prior hangs the prior and links as the follow-up protocol says; the arrangement on screen
/// saved as a protocol hangs the next comparison the same way; a protocol file that does not read is said.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct HangingProtocolViewerTests {
    private static let headStudy = HeadCTSeries.studyInstanceUID

    /// The head CT's study with a second series of 10 of its slices, in `scratch/study`.
    private static func studyOfTwoSeries(in scratch: URL) async throws -> (folder: URL, head: HeadCTSeries) {
        let head = try await HeadCTSeries.shared()
        let study = scratch.appending(path: "study")
        try await head.twoSeriesStudy(in: study)
        return (study, head)
    }

    @Test func aStudyOfSeveralSeriesOpensHungInsteadOfThePicker() async throws {
        try await withScratchFolder { scratch in
            let (study, head) = try await Self.studyOfTwoSeries(in: scratch)
            var environment = ScanViewerEnvironment.files([study.path])
            environment.hangingProtocols = .file(at: scratch.appending(path: "hanging-protocols.json"))
            let model = ScanViewerModel(environment: environment)
            await model.open()
            #expect(model.phase == .ready && model.series?.entry.id == head.seriesInstanceUID, "\(model.phase)")
            #expect(model.layout == .threePlanes && model.catalog.count == 2)
            #expect(model.hanging.protocolName == "CT with MPR" && model.hanging.tip == "Hung by the hanging protocol “CT with MPR”")
            #expect(model.hanging.message == nil)

            await model.selectSeries(at: try #require(model.catalog.firstIndex { $0.id == "\(Self.headStudy).1" }))
            #expect(model.series?.entry.id == "\(Self.headStudy).1")
            #expect(model.hanging.protocolName == nil, "a series chosen by hand was not hung")

            let unhung = ScanViewerModel(environment: .files([study.path]))
            await unhung.open()
            #expect(unhung.phase == .choosingSeries, "without protocols, the picker")
        }
    }

    /// A study of one series hangs too: the head's volume in three planes, a short series in one view.
    @Test func aStudyOfOneSeriesHangsByItsProtocolToo() async throws {
        try await withScratchFolder { scratch in
            let (study, head) = try await Self.studyOfTwoSeries(in: scratch)
            for (folder, layout, name) in [("head", ViewerLayout.threePlanes, "CT with MPR"), ("short", .axial, "Single series")] {
                var environment = ScanViewerEnvironment.files([study.appending(path: folder).path])
                environment.hangingProtocols = .file(at: scratch.appending(path: "hanging-protocols.json"))
                let model = ScanViewerModel(environment: environment)
                await model.open()
                #expect(model.phase == .ready && model.layout == layout && model.hanging.protocolName == name, "\(folder)")
                if folder == "head" { #expect(model.series?.entry.id == head.seriesInstanceUID) }
            }
        }
    }

    @Test func aProtocolFileThatDoesNotReadIsSaidAndTheBuiltInOnesHang() async throws {
        try await withScratchFolder { scratch in
            let (study, head) = try await Self.studyOfTwoSeries(in: scratch)
            let file = scratch.appending(path: "hanging-protocols.json")
            try Data(#"{"version": 1, "protocols": [{"name": "X"}]}"#.utf8).write(to: file)
            var environment = ScanViewerEnvironment.files([study.path])
            environment.hangingProtocols = .file(at: file)
            let model = ScanViewerModel(environment: environment)
            await model.open()
            #expect(model.series?.entry.id == head.seriesInstanceUID && model.hanging.protocolName == "CT with MPR")
            #expect(model.hanging.message == "Hanging protocols: \(file.path): protocols[0]: panes is missing (the built-in ones hang)")
        }
    }

    /// The follow-up protocol hangs the prior axial beside the study, linked in position and window; the reader
    /// shows the prior in three planes and links the views, saves that as a protocol, and the next comparison
    /// hangs so — the saved protocol's name, layouts and links.
    @Test func compareWithPriorHangsByTheFollowUpAndALayoutSavedHangsTheNextComparison() async throws {
        try await withScratchFolder { scratch in
            let protocols = scratch.appending(path: "config/hanging-protocols.json")
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch), protocols: protocols)
            await model.openFirstStudy()
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(model.hanging.protocolName == "CT follow-up")
            #expect(model.arePanesLinked && model.areWindowsLinked && !model.areViewsLinked)
            #expect(model.panes.map(\.views.layout) == [.axial, .axial])

            #expect(model.paneArrangement == .sideBySide)
            #expect(model.setLayout(.threePlanes))
            #expect(model.toggleLinkedViews())
            #expect(model.arrangePanes(.stacked))
            let saved = try #require(model.layoutAsProtocol)
            #expect(saved.name == "Head · Axial | Axial · coronal · sagittal")
            #expect(saved.panes.map(\.study) == [.current, .prior] && saved.sync == [.position, .window, .zoom] && saved.arrangement == .stacked)
            #expect(model.perform(.saveLayoutAsProtocol))
            await model.waitUntil { $0.hanging.message != nil }
            #expect(model.hanging.message == "Saved the layout as the hanging protocol “\(saved.name)” in \(protocols.path)")
            #expect(try HangingProtocolFile(url: protocols).protocols() == [saved])

            #expect(model.arrangePanes(.sideBySide) && model.closePane())
            #expect(model.setLayout(.axial) && model.toggleLinkedViews() == false, "one pane: nothing to link")
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(model.hanging.protocolName == saved.name, "the user's protocol scores above the built-in follow-up")
            #expect(model.panes.map(\.views.layout) == [.axial, .threePlanes])
            #expect(model.arePanesLinked && model.areWindowsLinked && model.areViewsLinked)
            #expect(model.paneArrangement == .stacked, "the protocol's arrangement applied")
        }
    }
}
