import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// RT Structure Sets as planning systems write them, over a small CT: every ROI read with its colour and type, its
/// contours placed on the CT's slices (a hair or 0.3 mm off them too), filled by the even-odd rule (a hole, a
/// keyhole) as an independent ray cast fills them, a point as a marker; what cannot be placed said, the rest kept.
@Suite struct StructureSetTests {
    /// The small CT's grid (`SegmentationSamples`).
    static let geometry = VolumeGeometry(
        columns: 11, rows: 13, sliceCount: 5, pixelSpacing: PixelSpacing(row: 2, column: 1.5), sliceSpacing: 2, origin: Vector3(-10, -12, 0))

    @Test func everyROIIsFilledAsAnIndependentEvenOddRayCastFillsIt() async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await StructureSetSamples.write(in: folder)
            let structureSet = try DICOMStructureSet(try DICOMFile.read(path: path).dataSet)
            #expect(structureSet.rois.map(\.name) == ["Body", "Lesion", "Marker", "Far", "Empty", "Line"])
            #expect(structureSet.roi(1)?.colour == RGBColour(red: 255, green: 0, blue: 0) && structureSet.roi(2)?.interpretedType == "GTV")
            #expect(structureSet.roi(3)?.isMarker == true && structureSet.frameOfReferenceUID == "2.25.7003")
            #expect(structureSet.referencedSeriesUIDs == ["2.25.7002"] && structureSet.identity.studyInstanceUID == "2.25.7001")
            #expect(structureSet.problems == [
                "ROI 6 (Line), contour 1: a closed contour of 2 points, fewer than three: left out",
                "ROI 5 (Empty) has no contours: it is empty", "ROI 6 (Line) has no contours: it is empty",
            ], "\(structureSet.problems)")

            let raster = StructureSetRaster(structureSet, on: Self.geometry)
            for number in [1, 2, 3] {
                let found = Set(raster.voxels(of: number)), expected = Set(try #require(truth.voxels[String(number)]))
                let dice = 2 * Double(found.intersection(expected).count) / Double(found.count + expected.count)
                #expect(dice >= 0.99 && !expected.isEmpty, "ROI \(number): Dice \(dice), \(found.count) voxels against \(expected.count)")
            }
            let body = Set(raster.voxels(of: 1)), perSlice = 11 * 13
            #expect(!body.contains(2 * perSlice + 6 * 11 + 5), "the hole's centre is out of the body")
            #expect(body.contains(2 * perSlice + 1 * 11 + 1), "the body's rim is in")
            let lesion = Set(raster.voxels(of: 2))
            #expect(!lesion.contains(2 * perSlice + 6 * 11 + 5) && lesion.allSatisfy { $0 / perSlice == 2 }, "the keyhole's inside is out; slice 2 alone")
            #expect(raster.voxels(of: 3).count == 5 && raster.voxels(of: 4).isEmpty)
            let problems = raster.forEachSlice { _, _ in }
            #expect(problems == ["ROI 4 (Far), contour 1 lies at 38.00 mm, with no slice within half a slice spacing (1.00 mm): left out"], "\(problems)")
        }
    }

    @Test func anotherObjectIsNoStructureSet() async throws {
        let ct = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("CT_small.dcm")).dataSet
        #expect(throws: DICOMError.notAnImage(kind: "CT")) { try DICOMStructureSet(ct) }
    }
}
