import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMweb
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoVolume

/// An unsigned 16-bit MR whose values reach 65535, past what `Int16` holds, served by a real Orthanc: its volume
/// keeps every value exactly (counted from its lowest), from the server as from the file, never clamped.
@Suite(.timeLimit(.minutes(10)))
struct DICOMwebValueRangeTests {
    @Test func valuesPastInt16AreKeptFromTheServerAsFromTheFile() async throws {
        let source = try await DICOMSamples.pydicomFile("MR_small.dcm")
        try await withScratchFolder { folder in
            let path = folder.appending(path: "wide.dcm").path
            let python = try #require(TestEnvironment.program("python3"))
            let made = try await ProcessRun.run(python, ["-c", """
                import sys, numpy, pydicom
                ds = pydicom.dcmread(sys.argv[1])
                pixels = ds.pixel_array.astype(numpy.int64)
                pixels = (pixels - pixels.min()).astype(numpy.uint16)
                pixels[0, 0] = 65535
                ds.PixelRepresentation, ds.BitsStored, ds.HighBit = 0, 16, 15
                ds.PixelData = pixels.tobytes()
                ds.save_as(sys.argv[2])
                """, source, path])
            #expect(made.status == 0, "\(made.errors)")
            let expected = try await DICOMSamples.pydicomPixels(path).map(Double.init)
            #expect(expected.contains(65_535) && expected.contains(0))

            let scan = await DICOMScan.scan([path])
            let series = try #require(scan.series.first)
            let fromFile = try series.makeVolume()
            try series.fill(fromFile, slices: [0], from: .file(path))
            /// The volume's values, row by row.
            func values(_ volume: CTVolume) -> [Double?] {
                (0..<expected.count).map { volume.value(column: $0 % volume.geometry.columns, row: $0 / volume.geometry.columns, slice: 0) }
            }
            #expect(fromFile.storage == Rescale(slope: 1, intercept: 32_768) && values(fromFile) == expected, "the file's values")

            try await withOrthanc { orthanc in
                try await orthanc.upload(path)
                let opened = try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline()).openSeries(id: series.uid)
                let volume = try #require(opened.volume)
                _ = try await opened.fillSlice(at: 0)
                #expect(values(volume) == expected, "the server's values, the same")
                let slice = try await opened.slice(at: 0)
                #expect(slice.valueRange == 0...65_535, "a slice shown from the volume: its values through the storage")
            }
        }
    }
}
