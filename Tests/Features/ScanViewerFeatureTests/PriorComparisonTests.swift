import Foundation
import ScanViewerLive
import Testing
import TomoCore
import TomoTestSupport
import TomoVolume
import TomoLibrary
@testable import ScanViewerFeature

/// Compare with prior from a study library: the same patient's most recent earlier study opened beside the
/// study, the series of its modality; another patient's study (another ID, the same name) never offered.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PriorComparisonTests {
    private static let (current, prior, older) = (FollowUpStudies.current, FollowUpStudies.prior, FollowUpStudies.older)

    @Test func thePatientsMostRecentPriorOpensBesideTheStudyAndAnotherCanBeChosen() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.openFirstStudy()
            #expect(model.phase == .ready && model.series?.entry.studyInstanceUID == Self.current, "\(model.phase)")
            #expect(model.canCompareWithPrior)
            #expect(model.perform(.compareWithPrior))
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(model.comparison.state == .found && model.comparison.state.message == nil)
            #expect(model.comparison.priors.map(\.study.studyInstanceUID) == [Self.prior, Self.older], "never another patient's")
            #expect(model.priorMenuItems == ["2023-01-15 · CT · Head prior", "2021-01-15 · CT · Head older"])
            #expect(model.comparison.shownIndex == 0 && model.activePaneIndex == 1)
            #expect(model.series?.entry.studyInstanceUID == Self.prior && model.sliceCount == 4)
            #expect(model.panes[0].loading.series?.entry.studyInstanceUID == Self.current, "the study keeps its pane")

            #expect(await model.choosePrior(at: 1))
            await model.waitUntil { $0.phase == .ready && $0.series?.entry.studyInstanceUID == Self.older }
            #expect(model.panes.count == 2 && model.sliceCount == 3 && model.comparison.shownIndex == 1, "in the prior's pane: \(model.panes.count) panes, \(model.sliceCount) slices")
            #expect(model.panes[0].loading.series?.entry.studyInstanceUID == Self.current)
            #expect(await model.choosePrior(at: 1) == false, "the prior shown")
        }
    }

    @Test func thePatientsFirstStudyHasNoPriorAndSaysSo() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.start()
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            let index = try #require(model.browser?.studies.firstIndex { $0.studyInstanceUID == Self.older })
            await model.openStudy(at: index)
            #expect(model.phase == .ready)
            await model.compareWithPrior()
            #expect(model.comparison.state == .noPriors(patient: "TOMO-0001") && model.panes.count == 1)
            #expect(model.comparison.state.message == "No earlier study of patient TOMO-0001 here")
        }
    }

    /// Linked (as Compare with prior leaves them), the prior follows the study to the same place in the patient, slice for slice (one
    /// frame of reference here); where it has no slice, its views say so instead of showing its last; unlinked
    /// (K), it stays.
    @Test func aLinkedPriorFollowsTheStudyToTheSameAnatomy() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.openFirstStudy()
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(await model.choosePrior(at: 1))
            await model.waitUntil { $0.phase == .ready && $0.series?.entry.studyInstanceUID == Self.older }
            let (study, prior) = (model.panes[0], try #require(model.comparison.pane))
            #expect(model.arePanesLinked)
            model.activate(study)
            model.setIndex(2)
            #expect(model.acting(on: prior) { model.index } == 2 && !prior.isPastLinkedPlace)
            #expect(model.acting(on: prior) { model.patientPosition } == model.patientPosition)
            model.perform(.nextSlice)
            #expect(model.index == 3 && prior.isPastLinkedPlace, "the older study has three slices")
            #expect(model.acting(on: prior) { model.viewMessage } == "No prior slice here")
            model.perform(.previousSlice)
            #expect(model.acting(on: prior) { (model.index, model.viewMessage) } == (2, nil))

            #expect(model.perform(.toggleLinkedPanes) && !model.arePanesLinked)
            model.setIndex(0)
            #expect(model.acting(on: prior) { model.index } == 2, "unlinked, the prior stays")
            #expect(model.perform(.toggleLinkedPanes) && model.arePanesLinked)
            #expect(model.acting(on: prior) { model.index } == 0, "linked again, it joins the study at once")
            model.activate(prior)
            model.setIndex(1)
            #expect(model.acting(on: study) { model.index } == 1, "the active pane leads, whichever it is")

            // "." nudges the alignment: the study's view a slice on while the prior stays; then they move together so.
            model.activate(study)
            #expect(model.linkStatus == nil, "one frame of reference: nothing to say")
            #expect(model.perform(.nudgeAlignment(1)))
            #expect(model.index == 2 && model.acting(on: prior) { model.index } == 1)
            #expect(model.linkStatus == "Aligned by hand: 0.0 mm L, 0.0 mm P, 1.5 mm I", "\(model.linkStatus ?? "-")")
            model.setIndex(3)
            #expect(model.acting(on: prior) { model.index } == 2 && !prior.isPastLinkedPlace)
            model.setIndex(0)
            #expect(prior.isPastLinkedPlace, "a slice before the prior's first, by the nudge")
        }
    }

    /// Files of several studies (a disc, an export): Compare with Prior finds the patient's earlier studies among
    /// the files' own series, and opens the prior's beside the study from the same files.
    @Test func priorsAreFoundAmongTheFilesOwnStudies() async throws {
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            try await FollowUpStudies.write(into: files)
            let model = ScanViewerModel(environment: .files([files.path]))
            await model.open()
            #expect(model.phase == .choosingSeries && !model.offersCompareWithPrior)
            let current = try #require(model.catalog.firstIndex { $0.studyInstanceUID == Self.current })
            await model.chooseSeries(at: current)
            #expect(model.offersCompareWithPrior && model.canCompareWithPrior)
            #expect(model.perform(.compareWithPrior))
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(model.priorMenuItems == ["2023-01-15 · CT · Head prior", "2021-01-15 · CT · Head older"], "\(model.priorMenuItems)")
            #expect(model.series?.entry.studyInstanceUID == Self.prior && model.arePanesLinked)
            #expect(await model.choosePrior(at: 1))
            await model.waitUntil { $0.phase == .ready && $0.series?.entry.studyInstanceUID == Self.older }
            #expect(model.panes.count == 2 && model.panes[0].loading.series?.entry.studyInstanceUID == Self.current)
        }
    }

    /// A nudge is kept with the pair: compared again (a restart, a new viewer), the prior lies as it was nudged, said
    /// to be by hand, as soon as both series are open.
    @Test func aNudgedAlignmentIsKeptAndUsedAgainOnTheNextComparison() async throws {
        try await withScratchFolder { scratch in
            let library = try await FollowUpLibrary.make(in: scratch), kept = scratch.appending(path: "alignments.json")
            let model = FollowUpLibrary.model(library: library, alignments: kept)
            await model.openFirstStudy()
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            let (study, prior) = (model.panes[0], try #require(model.comparison.pane))
            model.activate(study)
            model.setIndex(1)
            #expect(model.perform(.nudgeAlignment(1)))
            #expect(model.index == 2 && model.acting(on: prior) { model.index } == 1)
            let (studyID, priorID) = (try #require(study.loading.series?.entry.id), try #require(prior.loading.series?.entry.id))
            let store = AlignmentStore.file(at: kept)
            while await store.load(studyID, priorID) == nil { await Task.yield() }

            let again = FollowUpLibrary.model(library: library, alignments: kept)
            await again.openFirstStudy()
            await again.compareWithPrior()
            await again.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            again.activate(again.panes[0])
            await again.waitUntil { $0.linkStatus == "Aligned by hand: 0.0 mm L, 0.0 mm P, 1.5 mm I" }
            again.setIndex(2)
            #expect(again.acting(on: try #require(again.comparison.pane)) { again.index } == 1, "the study's slice 2 beside the prior's 1, as nudged")
        }
    }

    /// In a study library, a pair's alignment is kept in the library itself (not the file), used again from there,
    /// and goes with the prior's study when that is removed: no alignment is left for series that no longer exist.
    @Test func aLibraryPairsAlignmentIsKeptInTheLibraryAndGoesWithItsStudy() async throws {
        try await withScratchFolder { scratch in
            let folder = try await FollowUpLibrary.make(in: scratch), file = scratch.appending(path: "alignments.json")
            let model = FollowUpLibrary.model(library: folder, alignments: file, keptInLibrary: true)
            await model.openFirstStudy()
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            let (study, prior) = (model.panes[0], try #require(model.comparison.pane))
            model.activate(study)
            #expect(model.perform(.nudgeAlignment(1)))
            let (studyID, priorID) = (try #require(study.loading.series?.entry.id), try #require(prior.loading.series?.entry.id))
            let library = try StudyLibrary(folder: folder)
            while try await library.alignment(from: studyID, to: priorID) == nil { await Task.yield() }
            let found = try #require(try await library.alignment(from: studyID, to: priorID))
            #expect(abs(found.translation.z) == 1.5 && found.translation.x == 0 && found.translation.y == 0, "a slice: \(found)")
            #expect(try await library.alignment(from: priorID, to: studyID)?.translation == found.translation * -1, "turned round")
            #expect(!FileManager.default.fileExists(atPath: file.path), "a pair of the library's is kept in it alone")

            let again = FollowUpLibrary.model(library: folder, alignments: file, keptInLibrary: true)
            await again.openFirstStudy()
            await again.compareWithPrior()
            await again.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            again.activate(again.panes[0])
            await again.waitUntil { $0.linkStatus == "Aligned by hand: 0.0 mm L, 0.0 mm P, 1.5 mm I" }

            #expect(try await library.removeStudy(FollowUpStudies.prior) == 4)
            #expect(try await library.alignment(from: studyID, to: priorID) == nil, "gone with the prior's series")
        }
    }

    /// Another patient's study opened beside the study is said to be one, and never linked, whatever K says.
    @Test func anotherPatientsStudyBesideIsSaidToBeOneAndNeverLinked() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.openFirstStudy()
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            #expect(model.perform(.openPACS))
            let other = try #require(model.browser?.studies.firstIndex { $0.studyInstanceUID == FollowUpStudies.otherPatient })
            await model.openStudyBeside(at: other)
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(model.linkStatus == "Different patients (ID OTHER-1 and TOMO-0001): not linked", "\(model.linkStatus ?? "-")")
            #expect(model.perform(.toggleLinkedPanes) && model.arePanesLinked)
            let study = model.panes[0]
            model.setIndex(3)
            #expect(model.acting(on: study) { model.index } == 0, "linked or not, another patient's study never follows")
        }
    }
}
