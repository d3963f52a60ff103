import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// RT Dose grids (32-bit grey, multi-frame, their frames placed by a Grid Frame Offset Vector, their values
/// scaled by Dose Grid Scaling), as pydicom reads them: a volume of their doses in their unit.
@Suite(.timeLimit(.minutes(10)))
struct DoseGridTests {
    @Test(arguments: ["rtdose.dcm", "rtdose_expb.dcm", "rtdose_rle.dcm"])
    func aDoseGridIsAVolumeOfItsDosesWhereItsOffsetsPlaceThem(name: String) async throws {
        let path = try await DICOMSamples.pydicomFile(name)
        let expected = try await DICOMSamples.pydicomDoseGrid(path)
        let scan = await DICOMScan.scan([path])
        let series = try #require(scan.series.first)
        #expect(scan.series.count == 1 && series.instances.count == 15 && series.summary.valueUnit == .relativeDose)
        // Frame k lies its offset from frame 0 along the normal: 5 mm apart, as the vector says.
        for (instance, position) in zip(series.instances, expected.positions) {
            #expect(instance.position.map { zip($0.components, position).allSatisfy { abs($0 - $1) < 1e-9 } } == true)
        }
        #expect(series.geometry.sliceSpacing == 5)

        let volume = try series.makeVolume()
        #expect(await series.fillEveryFile(into: volume).isEmpty)
        // 459,000 steps of 1e-6 from the lowest dose: 8 a sample, each dose within half of one (4 µ) of pydicom's.
        let storage = volume.storage
        #expect(abs(storage.slope - 8e-6) < 1e-15)
        let (columns, rows) = (volume.geometry.columns, volume.geometry.rows)
        var worst = 0.0
        for (index, dose) in expected.doses.enumerated() {
            let value = try #require(volume.value(column: index % columns, row: index / columns % rows, slice: index / (columns * rows)))
            worst = max(worst, abs(value - dose))
        }
        #expect(worst <= 4e-6 + 1e-12, "the farthest from pydicom's dose: \(worst)")
        #expect(expected.doses.count == 1500 && Set(expected.doses).count > 100)
    }

    /// A grid that says its unit is GY is in gray, which a report records as UCUM's Gy.
    @Test func doseUnitsNameTheUnit() {
        #expect(ValueUnit.of(modality: "RTDOSE", rescaleType: nil, units: "GY") == .gray)
        #expect(ValueUnit.gray.symbol == "Gy" && ValueUnit.gray.ucum == "Gy" && ValueUnit.gray.number(1.0259) == "1.026")
        #expect(ValueUnit.of(modality: "RTDOSE", rescaleType: nil, units: "RELATIVE") == .relativeDose)
    }

    /// The file of a 32-bit series read first decides what its volume holds; a later one whose doses run past
    /// that is refused, naming them, and the slices filled before it keep theirs.
    @Test func aLaterFileWhoseDosesPassTheFirstsIsRefusedByName() async throws {
        let source = try await DICOMSamples.pydicomFile("rtdose_1frame.dcm")
        try await withScratchFolder { folder in
            let python = try #require(TestEnvironment.program("python3"))
            let run = try await ProcessRun.run(python, ["-c", """
                import sys, numpy as np, pydicom
                for name, z, factor in (("a.dcm", -761.87, 1), ("b.dcm", -756.87, 4)):
                    ds = pydicom.dcmread(sys.argv[1])
                    ds.SOPInstanceUID = ds.SOPInstanceUID + "." + name[0].replace("a", "1").replace("b", "2")
                    ds.ImagePositionPatient = [ds.ImagePositionPatient[0], ds.ImagePositionPatient[1], z]
                    ds.GridFrameOffsetVector = [0]
                    ds.PixelData = (ds.pixel_array.astype("<u4") * factor).tobytes()
                    ds.save_as(sys.argv[2] + "/" + name)
                """, source, folder.path])
            #expect(run.status == 0, "\(run.errors)")
            let series = try #require(await DICOMScan.scan([folder.path]).series.first)
            #expect(series.instances.count == 2)
            let volume = try series.makeVolume()
            let failures = await series.fillEveryFile(into: volume)
            #expect(failures.map(\.path) == [folder.appending(path: "b.dcm").path])
            #expect(failures.first?.error.description == "unsupported image: values from 3.18 to 5.016, past the 0.794992…1.319272 "
                + "the series' volume holds (the range of its file read first)",
                    "\(failures.map(\.error.description))")
            #expect(volume.isFilled(0) && !volume.isFilled(1) && volume.value(column: 0, row: 0, slice: 0) == 1.249)
        }
    }

    /// A 32-bit grey frame on its own (as a DICOMweb server sends one) is refused, saying where such images open.
    @Test func aWideGreyFrameOnItsOwnIsRefusedByName() throws {
        let pixels = try ImagePixelDescription(rows: 1, columns: 2, bitsAllocated: 32, bitsStored: 32, highBit: 31, isSigned: false)
        #expect(throws: DICOMError.unsupportedImage(
            "32-bit grey samples in a frame read on its own (Tomo reads 32-bit grey images, RT dose grids, whole from their files)"
        )) { try PixelDecoders.decodeWebFrame([UInt8](repeating: 1, count: 8), syntax: .explicitVRLittleEndian, pixels: pixels) }
    }
}
