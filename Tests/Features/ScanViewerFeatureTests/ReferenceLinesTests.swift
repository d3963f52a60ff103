import Foundation
import Testing
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// Reference lines between a study and its prior from a library (one frame of reference): the prior's axial
/// slice across the study's coronal and sagittal views at that slice's height, moving with it; its series' first
/// and last slices with Ctrl+Shift+R, then none; nothing on parallel views, nor between patients.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ReferenceLinesTests {
    /// The row of `view`'s image (a coronal or sagittal view of the pane acted on) at whose centre patient
    /// position `position` lies: its slice depth, counted from the slice shown at the top.
    private static func row(of position: Vector3, in model: ScanViewerModel) throws -> Double {
        let geometry = try #require(model.series?.geometry)
        let depth = geometry.voxelPoint(of: position).z, top = Double(geometry.slice(shownInSectionRow: 0))
        return (top == 0 ? depth : top - depth) + 0.5
    }

    @Test func thePriorsSliceCutsTheStudysCoronalAndSagittalViewsAtItsHeight() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.openFirstStudy()
            #expect(model.setLayout(.threePlanes))
            #expect(model.referenceLines(in: .coronal).isEmpty, "one pane: nothing to refer to")
            await model.compareWithPrior()
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            let (study, prior) = (model.panes[0], try #require(model.comparison.pane))
            #expect(model.perform(.toggleLinkedPanes) && !model.arePanesLinked)
            model.setIndex(1)
            let priorPlace = try #require(model.patientPosition)
            let width = Double(try #require(model.acting(on: study) { model.series?.geometry?.columns }))

            try model.acting(on: study) {
                model.setIndex(3)
                #expect(model.referenceLines(in: .axial).isEmpty, "axial beside axial: parallel, no line")
                let expected = try Self.row(of: priorPlace, in: model)
                let lines = model.referenceLines(in: .coronal)
                #expect(lines.map(\.kind) == [.shown] && lines.first?.pane == prior.id)
                #expect(lines.first?.label == "2023-01-15 · Head CT (ProMED CT 0051)", "\(lines.first?.label ?? "-")")
                let line = try #require(lines.first)
                #expect(abs(line.start.y - expected) < 1e-6 && abs(line.end.y - expected) < 1e-6, "\(line) against row \(expected)")
                let xs = [line.start.x, line.end.x].sorted()
                #expect(xs[0] < 0 && xs[0] > -0.1 && xs[1] > width && xs[1] < width + 0.1, "across the whole image, and a hair past: \(xs)")
                #expect(model.referenceLines(in: .sagittal).count == 1)
            }

            // The prior scrolled: its line moves to its new slice's height.
            model.setIndex(2)
            let moved = try #require(model.patientPosition)
            try model.acting(on: study) {
                let line = try #require(model.referenceLines(in: .coronal).first), row = try Self.row(of: moved, in: model)
                #expect(abs(line.start.y - row) < 1e-6)
            }

            // Ctrl+Shift+R: its first and last slices too (dashed in the view), then none, then back.
            #expect(model.perform(.nextReferenceLineMode) && model.referenceLineMode == .shownAndEnds)
            let first = try #require(model.series?.position(ofSlice: 0)), last = try #require(model.series?.position(ofSlice: 3))
            try model.acting(on: study) {
                let lines = model.referenceLines(in: .coronal)
                #expect(lines.map(\.kind) == [.shown, .first, .last])
                #expect(lines.map(\.label) == ["2023-01-15 · Head CT (ProMED CT 0051)", "2023-01-15 · first", "2023-01-15 · last"])
                let rows = (first: try Self.row(of: first, in: model), last: try Self.row(of: last, in: model))
                #expect(abs(lines[1].start.y - rows.first) < 1e-6 && abs(lines[2].start.y - rows.last) < 1e-6)
            }
            #expect(model.perform(.nextReferenceLineMode) && model.referenceLineMode == .off)
            #expect(model.acting(on: study) { model.referenceLines(in: .coronal) }.isEmpty)
            #expect(model.perform(.nextReferenceLineMode) && model.referenceLineMode == .shown)

            // The study's lines in the prior's views, the other way round: the prior in three planes too.
            #expect(model.setLayout(.threePlanes))
            let studyPlace = try #require(model.acting(on: study) { model.patientPosition })
            let line = try #require(model.referenceLines(in: .coronal).first), row = try Self.row(of: studyPlace, in: model)
            #expect(abs(line.start.y - row) < 1e-6 && line.pane == study.id)
        }
    }

    @Test func anotherPatientsStudyBesideDrawsNoReferenceLines() async throws {
        try await withScratchFolder { scratch in
            let model = FollowUpLibrary.model(library: try await FollowUpLibrary.make(in: scratch))
            await model.openFirstStudy()
            #expect(model.setLayout(.threePlanes))
            await model.waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
            #expect(model.perform(.openPACS))
            let other = try #require(model.browser?.studies.firstIndex { $0.studyInstanceUID == FollowUpStudies.otherPatient })
            await model.openStudyBeside(at: other)
            await model.waitUntil { $0.panes.count == 2 && $0.phase == .ready }
            #expect(model.acting(on: model.panes[0]) { model.referenceLines(in: .coronal) }.isEmpty, "one frame of reference, two patients")
        }
    }
}
