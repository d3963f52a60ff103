import Foundation
import Testing
import TomoCore
import TomoVolume

/// Reference lines' geometry: where one section's plane cuts another's image, within both images, exactly and
/// with a tolerance at the edges.
struct SectionRectangleTests {
    /// A head CT's grid: 64 × 48 pixels of 0.5 mm, 30 slices 1.25 mm apart, moved off the origin.
    let geometry = VolumeGeometry(
        columns: 64, rows: 48, sliceCount: 30, pixelSpacing: PixelSpacing(row: 0.5, column: 0.5), sliceSpacing: 1.25,
        origin: Vector3(-16, -12, 40))

    /// Fractions `one` and `other` of a side `length` mm long, in mm from its start to the micrometre, in order.
    func millimetres(_ one: Double, _ other: Double, along length: Double) -> [Double] {
        [one, other].map { ($0 * length * 1000).rounded() / 1000 }.sorted()
    }

    @Test func anAxialSliceCutsACoronalImageAcrossItsWholeWidthAtThatSlicesRow() throws {
        let coronal = SectionPlane.coronal(20).rectangle(in: geometry)
        for slice in [0, 7, 29] {
            let cut = try #require(coronal.cut(by: SectionPlane.axial(slice).rectangle(in: geometry)))
            #expect(millimetres(cut.start.u, cut.end.u, along: 32) == [-0.01, 32.01], "the image's width, 32 mm")
            // The coronal image's row that shows `slice` (its rows run from the slice at the top), at its centre.
            let top = geometry.slice(shownInSectionRow: 0)
            let row = Double(top == 0 ? slice : top - slice) + 0.5
            for v in [cut.start.v, cut.end.v] { #expect(abs(v * 30 - row) < 1e-9, "slice \(slice): \(v * 30)") }
        }
    }

    @Test func parallelPlanesCutNothing() {
        let axial = SectionPlane.axial(3).rectangle(in: geometry)
        #expect(axial.cut(by: SectionPlane.axial(9).rectangle(in: geometry)) == nil)
        #expect(axial.cut(by: axial) == nil, "a plane is no line on itself")
    }

    @Test func aPlaneOnAnEdgeCutsWithinTheToleranceAndOnePastItDoesNot() throws {
        let sagittal = SectionPlane.sagittal(10).rectangle(in: geometry)
        // The top edge of the sagittal image (the outer edge of its top slice), off by a rounding error either way.
        let top = geometry.slice(shownInSectionRow: 0)
        let edge = geometry.position(column: 0, row: 0, slice: Double(top) + (top == 0 ? -0.5 : 0.5)).z
        for offset in [-1e-9, 0, 1e-9, 0.009] {
            let plane = SectionRectangle(corner: Vector3(-100, -100, edge + offset * (top == 0 ? -1 : 1)), across: Vector3(200, 0, 0), down: Vector3(0, 200, 0))
            let cut = try #require(sagittal.cut(by: plane), "\(offset) mm past the edge")
            // Along the image's top edge, where the plane is (mm above it), from side to side.
            for end in [cut.start, cut.end] { #expect(abs(end.v * 37.5 + offset) < 1e-6, "\(end.v * 37.5) mm") }
            #expect(millimetres(cut.start.u, cut.end.u, along: 24) == [-0.01, 24.01], "the image's width, 24 mm")
        }
        let past = SectionRectangle(corner: Vector3(-100, -100, edge + (top == 0 ? -0.02 : 0.02)), across: Vector3(200, 0, 0), down: Vector3(0, 200, 0))
        #expect(sagittal.cut(by: past) == nil)
    }

    @Test func theCutEndsWhereTheOtherImageEnds() throws {
        // A prior's smaller axial image, 10 mm right of the current's left edge and 12 mm wide, at slice 5's height.
        let z = geometry.position(column: 0, row: 0, slice: 5).z
        let prior = SectionRectangle(corner: Vector3(-16.25 + 10, -50, z), across: Vector3(12, 0, 0), down: Vector3(0, 100, 0))
        let coronal = SectionPlane.coronal(4).rectangle(in: geometry)
        let cut = try #require(coronal.cut(by: prior))
        #expect(millimetres(cut.start.u, cut.end.u, along: 32) == [9.99, 22.01], "from 10 to 22 mm, widened by the tolerance")
        #expect(coronal.cut(by: prior.translated(by: Vector3(0, 60, 0))) == nil, "moved off the coronal plane")
    }

    /// Random rectangles at random angles: every cut's ends lie in the other's plane, within both rectangles, and
    /// each on an edge of one of them widened by the tolerance: the line stops there.
    @Test func everyCutLiesInBothAndEndsAtAnEdge() {
        var random = SplitMix64(seed: 11)
        func vector(_ scale: Double) -> Vector3 {
            Vector3(random.nextUnit() - 0.5, random.nextUnit() - 0.5, random.nextUnit() - 0.5) * scale
        }
        func rectangle() -> SectionRectangle {
            let across = vector(200), other = vector(200)
            let down = other - across * (other.dot(across) / across.dot(across))
            return SectionRectangle(corner: vector(100), across: across, down: down)
        }
        /// How far `point` lies outside `rectangle`'s sides (mm; negative inside), and off its plane.
        func outside(_ point: Vector3, _ rectangle: SectionRectangle) -> (edge: Double, off: Double) {
            let offset = point - rectangle.corner
            let (a, d) = (rectangle.across.length, rectangle.down.length)
            let u = offset.dot(rectangle.across) / (a * a), v = offset.dot(rectangle.down) / (d * d)
            return (max(-u * a, (u - 1) * a, -v * d, (v - 1) * d), offset.dot(rectangle.across.cross(rectangle.down).normalized))
        }
        var cuts = 0
        for _ in 0..<2000 {
            let first = rectangle(), second = rectangle()
            guard let cut = first.cut(by: second) else { continue }
            cuts += 1
            for end in [cut.start, cut.end] {
                let point = first.corner + first.across * end.u + first.down * end.v
                let (inFirst, inSecond) = (outside(point, first), outside(point, second))
                #expect(abs(inSecond.off) < 1e-6 && inSecond.edge < 0.01 + 1e-6 && inFirst.edge < 0.01 + 1e-6)
                #expect(abs(inFirst.edge - 0.01) < 1e-6 || abs(inSecond.edge - 0.01) < 1e-6, "\(inFirst) \(inSecond)")
            }
        }
        #expect(cuts > 200, "\(cuts) of 2000 pairs cut")
    }
}
