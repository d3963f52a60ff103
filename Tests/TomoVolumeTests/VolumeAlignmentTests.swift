import Testing
import TomoCore
import TomoTestSupport
@testable import TomoVolume

/// Aligning a prior from another visit by its images alone: the head CT against the same anatomy written as
/// another scan (another frame of reference, thicker slices, another table position and field of view, noise),
/// the true translation known.
@Suite(.timeLimit(.minutes(3)))
struct VolumeAlignmentTests {
    /// Within half the prior's slice spacing along its normal and 2 mm across it.
    private static func expectClose(_ found: Vector3, _ truth: Vector3, priorSpacing: Double, _ comment: Comment) {
        #expect(abs(found.z - truth.z) <= priorSpacing / 2, comment)
        #expect(((found.x - truth.x) * (found.x - truth.x) + (found.y - truth.y) * (found.y - truth.y)).squareRoot() <= 2, comment)
    }

    @Test(arguments: [Vector3(12.4, 3.1, 41.0), Vector3(-7.3, -15.8, -22.5), Vector3(0.6, 24.2, 8.9)])
    func aPriorFromAnotherScanIsAlignedByItsImages(_ translation: Vector3) async throws {
        let pair = try await FollowUpPair.make(translation: translation)
        let alignment = try pair.current.alignment(to: pair.prior)
        Self.expectClose(alignment.translation, translation, priorSpacing: pair.prior.geometry.sliceSpacing, "\(alignment)")
        #expect(alignment.overlap > 0.5 && alignment.correlation > 0.8, "\(alignment)")
    }

    /// The torso phantom scanned in 1 mm slices of 1.4 mm pixels and its prior in 1.25 mm slices of 1.5 mm
    /// pixels (another field of view and table position, noise): anatomy that changes within millimetres along
    /// every axis (ribs 12 mm thick, unevenly spaced), which 4 mm cubes alone place 0.9 mm off along z; made finer
    /// on 2 mm cubes, within half the prior's slice spacing.
    @Test func fineAnatomyInThinSlicesIsAlignedWithinHalfASlice() throws {
        let truth = Vector3(12.4, 3.1, 41.0)
        let current = VolumeGeometry(
            columns: 214, rows: 214, sliceCount: 120, pixelSpacing: PixelSpacing(row: 1.4, column: 1.4), sliceSpacing: 1,
            origin: Vector3(-150, -150, -60))
        let prior = VolumeGeometry(
            columns: 204, rows: 204, sliceCount: 96, pixelSpacing: PixelSpacing(row: 1.5, column: 1.5), sliceSpacing: 1.25,
            origin: current.origin + truth + Vector3(-20, 15, 10))
        let alignment = try TorsoPhantom.volume(current, shift: .zero, seed: 1).alignment(to: TorsoPhantom.volume(prior, shift: truth, seed: 2))
        Self.expectClose(alignment.translation, truth, priorSpacing: prior.sliceSpacing, "\(alignment)")
    }

    @Test func aVolumeLiesOnItselfAndItsPriorTheOtherWay() async throws {
        let pair = try await FollowUpPair.make(translation: Vector3(12.4, 3.1, 41.0))
        let itself = try pair.current.alignment(to: pair.current)
        #expect(itself.translation.length < 0.1 && itself.correlation > 0.999, "\(itself)")
        let back = try pair.prior.alignment(to: pair.current)
        Self.expectClose(back.translation * -1, pair.translation, priorSpacing: pair.prior.geometry.sliceSpacing, "\(back)")
    }

    @Test func aVolumeWithoutBodyOrBarelyOverlappingIsNotAligned() async throws {
        let pair = try await FollowUpPair.make(translation: Vector3(0, 0, 0))
        let air = try CTVolume(geometry: VolumeGeometry(
            columns: 16, rows: 16, sliceCount: 4, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1))
        for slice in 0..<4 { try air.fill(slice: slice, values: Array(repeating: -1000, count: 256)) }
        #expect(throws: VolumeAlignmentError.noBody(isFirst: false)) { try pair.current.alignment(to: air) }
        #expect(throws: VolumeAlignmentError.noBody(isFirst: true)) { try air.alignment(to: pair.current) }
        let thin = try await FollowUpPair.make(translation: Vector3(5, 5, 5), priorSlices: 6)
        #expect {
            try thin.current.alignment(to: thin.prior)
        } throws: { error in
            guard case .tooLittleOverlap(let overlap) = error as? VolumeAlignmentError else { return false }
            return overlap < VolumeAlignment.leastOverlap
        }
    }
}
