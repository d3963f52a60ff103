import Foundation
import Testing
import TomoDICOM
import TomoDICOMweb
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// An unsigned 16-bit MR whose values reach 65535, past what a volume holds, served by a real Orthanc: its
/// slice is refused by name as its file is, never clamped into the volume.
@Suite(.timeLimit(.minutes(10)))
struct DICOMwebValueRangeTests {
    @Test func valuesPastTheVolumeAreRefusedFromTheServerAsFromTheFile() async throws {
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
            let refusal = DICOMError.unsupportedImage("values reaching 65535, past the -32768…32767 Tomo's volume holds")

            let scan = await DICOMScan.scan([path])
            let series = try #require(scan.series.first)
            #expect(throws: DICOMFileError(path: path, error: refusal), "the file's refusal") {
                try series.fill(try series.makeVolume(), slices: [0], from: path)
            }

            try await withOrthanc { orthanc in
                try await orthanc.upload(path)
                let opened = try await DICOMwebSeriesSource(baseURL: orthanc.dicomWebURL, pipeline: ImagePipeline()).openSeries(id: series.uid)
                let volume = try #require(opened.volume)
                await #expect(throws: refusal) { try await opened.fillSlice(at: 0) }
                #expect(!volume.isFilled(0), "nothing clamped into the volume")
            }
        }
    }
}
