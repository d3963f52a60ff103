import Foundation
import ScanViewerLive
import Testing
import TomoCore
import TomoLibrary
import TomoPipeline
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// A prior from another visit (another frame of reference, thicker slices, another table position and field of
/// view, noise) compared with the head CT from a library: aligned by its images once both have loaded, said in
/// words, and followed through that alignment slice by slice.
@MainActor
@Suite(.timeLimit(.minutes(4)))
struct AlignedPriorTests {
    @Test func aPriorOfAnotherFrameOfReferenceIsAlignedByItsImagesAndFollowsTheStudy() async throws {
        let truth = FollowUpPair.exampleTranslation
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let priorFolder = scratch.appending(path: "prior")
            _ = try await FollowUpPair.exampleWithPriorFiles(in: priorFolder)
            let folder = scratch.appending(path: "library")
            #expect(try await StudyLibrary(folder: folder).importFiles([head.folder.path, priorFolder.path]).added == 108 + 50)
            let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
            var environment = ScanViewerEnvironment.library(folder, client: client, pipeline: ImagePipeline(configuration: .init(client: client)))
            environment.alignmentStore = .file(at: scratch.appending(path: "alignments.json"))
            let model = ScanViewerModel(environment: environment)
            await model.openFirstStudy()
            #expect(model.sliceCount == 108)
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            let (study, prior) = (model.panes[0], try #require(model.comparison.pane))
            #expect(model.sliceCount == 50)
            if study.loading.isLoadingSlices || prior.loading.isLoadingSlices {
                #expect(model.linkStatus == "Aligning by image content once both series have loaded…")
            }
            await model.waitUntilPreloaded()
            model.activate(study)
            await model.waitUntilPreloaded()
            await model.waitUntil { $0.linkStatus?.hasPrefix("Aligned by image content: ") == true }
            let found = try #require(model.alignments.translation(from: study.loading.series!.entry.id, to: prior.loading.series!.entry.id))
            #expect((found - truth).length < 1.5, "\(found)")
            #expect(model.linkStatus == "Aligned by image content: " + ScanViewerModel.describe(found))

            // Each slice of the study shows the prior's nearest to the same anatomy, or says there is none.
            let priorGeometry = try #require(prior.loading.series?.geometry)
            for slice in [20, 60, 100] {
                model.setIndex(slice)
                let place = try #require(model.patientPosition) + found
                let depth = priorGeometry.voxelPoint(of: place).z
                let priorIndex = model.acting(on: prior) { model.index }
                if depth < -0.5 || depth > Double(priorGeometry.sliceCount) - 0.5 {
                    #expect(prior.isPastLinkedPlace, "slice \(slice): \(depth)")
                } else {
                    #expect(priorIndex == Int(depth.rounded()) && !prior.isPastLinkedPlace, "slice \(slice): \(depth) \(priorIndex)")
                }
            }

            // The prior's slice across the study's coronal view, through the alignment: at the height of the slice
            // it shows moved by it, and only as far as the prior's narrower field of view reaches.
            #expect(model.setLayout(.threePlanes))
            model.setIndex(60)
            let priorSlice = model.acting(on: prior) { model.index }
            let priorPlace = try #require(prior.loading.series?.position(ofSlice: priorSlice)) - found
            let studyGeometry = try #require(study.loading.series?.geometry)
            let line = try #require(model.referenceLines(in: .coronal).first)
            let depth = studyGeometry.voxelPoint(of: priorPlace).z, top = Double(studyGeometry.slice(shownInSectionRow: 0))
            #expect(abs(line.start.y - ((top == 0 ? depth : top - depth) + 0.5)) < 1e-6, "\(line)")
            let priorRight = priorGeometry.position(column: Double(priorGeometry.columns) - 0.5, row: 0, slice: 0) - found
            let xs = [line.start.x, line.end.x].sorted()
            #expect(xs[0] < 0 && abs(xs[1] - (studyGeometry.voxelPoint(of: priorRight).x + 0.5)) < 0.05, "\(xs)")
            #expect(xs[1] < Double(studyGeometry.columns - 24), "the prior's field of view ends short of the study's")

            // Views linked (Ctrl+Shift+K): zoomed in the study about a point off the centre, the prior's axial view
            // shows at its centre the place at the study's, moved by the alignment (its field of view is another).
            for pane in [study, prior] { model.acting(on: pane) { model.setViewSize(Size2D(400, 300), of: .axial) } }
            #expect(model.perform(.toggleLinkedViews))
            model.zoom(by: 2, around: Point2D(150, 120), in: .axial)
            @MainActor func centre(of pane: ReadingPane) throws -> Vector3 {
                try model.acting(on: pane) {
                    let viewport = try #require(model.viewport(of: .axial)), geometry = try #require(model.series?.geometry)
                    let point = viewport.imagePoint(ofViewPoint: viewport.viewSize.centre)
                    return model.sectionPlane(shownIn: .axial).position(column: point.x - 0.5, row: point.y - 0.5, in: geometry)
                }
            }
            let (studyCentre, priorCentre) = (try centre(of: study), try centre(of: prior))
            #expect(abs(priorCentre.x - (studyCentre.x + found.x)) < 1e-6 && abs(priorCentre.y - (studyCentre.y + found.y)) < 1e-6,
                    "\(priorCentre) against \(studyCentre + found)")

            // Measure again here (Ctrl+M): a length drawn on the prior is copied onto the study at the same anatomy,
            // through the alignment, on the study's axial slice nearest it; the study becomes the active pane.
            model.activate(prior)
            let drawn = try #require(model.annotate(in: .axial) { LengthAnnotation(place: $0, start: Point2D(100.5, 120.5), end: Point2D(180.5, 150.5)) })
            #expect(model.canMeasureAgainHere && model.perform(.measureAgainHere))
            #expect(model.activePane === study)
            let copy = try #require(model.annotations.all.last as? LengthAnnotation)
            for (mine, theirs) in [(copy.start, drawn.start), (copy.end, drawn.end)] {
                let here = try #require(copy.place.patientPosition(of: mine)), there = try #require(drawn.place.patientPosition(of: theirs)) - found
                #expect(abs(here.x - there.x) < 1e-6 && abs(here.y - there.y) < 1e-6, "\(here) against \(there)")
                #expect(abs(here.z - there.z) <= studyGeometry.sliceSpacing / 2 + 1e-6, "on the study's slice nearest: \(here.z) against \(there.z)")
            }
            #expect(copy.text == drawn.text, "one length in plane")
            #expect(model.annotations.selectedID == copy.id, "the copy selected, to adjust")

            // Opened again (a restart: a new viewer), the pair's alignment is the one kept, not found anew.
            let again = ScanViewerModel(environment: environment)
            await again.openFirstStudy()
            await again.compareWithPrior()
            await again.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            await again.waitUntilPreloaded()
            again.activate(again.panes[0])
            await again.waitUntilPreloaded()
            await again.waitUntil { $0.linkStatus?.hasPrefix("Aligned by image content (kept from before): ") == true }
            let priorPane = try #require(again.comparison.pane)
            let kept = try #require(again.alignments.translation(
                from: again.panes[0].loading.series!.entry.id, to: priorPane.loading.series!.entry.id))
            #expect(kept == found, "the translation kept, to the last digit")
        }
    }

    /// What draws as a series opens sees its slices still to come: linked panes align two series only once both
    /// are whole, and a prior counted whole by the last series' finished preload was aligned by its first slices.
    @Test func aSeriesJustOpenedIsStillLoadingWhenItsViewsFirstDraw() async throws {
        let source = InMemorySeriesSource([try .gradient(columns: 8, rows: 8, slices: 12)])
        let model = ScanViewerModel(environment: ScanViewerEnvironment(source: source))
        let loading = model.panes[0].loading
        let opened = loading.onOpened
        var seen: [(isLoading: Bool, total: Int)] = []
        loading.onOpened = {
            seen.append((loading.isLoadingSlices, loading.progress.total))
            opened()
        }
        await model.open()
        #expect(seen.count == 1 && seen.first?.isLoading == true && seen.first?.total == 12, "\(seen)")
    }
}
