import Foundation
import Testing
import TomoDICOM
import TomoTestSupport

/// Reading Part 10 files, checked against pydicom on every file of its test data.
struct DICOMFileTests {
    @Test func readsEveryFileAsPydicomDoes() async throws {
        var compared = 0
        let paths = try await DICOMSamples.allFiles()
        let summaries = try await DICOMSamples.pydicomSummaries(paths)
        for path in paths {
            guard let expected = summaries[path] else { continue }
            let name = URL(filePath: path).lastPathComponent
            let file: DICOMFile
            do {
                file = try DICOMFile.read(path: path)
            } catch {
                // Files broken on purpose: pydicom reads what it can, Tomo refuses them with a reason.
                #expect(Self.brokenFiles[name]?(error.error) == true, "\(name): \(error)")
                continue
            }
            compared += 1
            let data = file.dataSet
            #expect(data.elements.count == Int(expected["elements"] ?? ""), "\(name): element count")
            if let syntax = expected["transferSyntax"], !syntax.isEmpty {
                #expect(file.transferSyntax.uid == syntax, "\(name)")
            }
            #expect(data.string(.seriesInstanceUID) == expected["SeriesInstanceUID"], "\(name)")
            #expect(data.string(.patientName) == expected["PatientName"], "\(name)")
            for (key, tag) in [("Rows", DICOMTag.rows), ("Columns", .columns), ("BitsStored", .bitsStored), ("NumberOfFrames", .numberOfFrames)] {
                #expect(data.integer(tag) == expected[key].flatMap { Int($0) }, "\(name): \(key)")
            }
            if let position = expected["ImagePositionPatient"] {
                let numbers = position.split(separator: "\\").compactMap { Double($0) }
                #expect(data.numbers(.imagePositionPatient) == numbers, "\(name): position")
            }
        }
        #expect(compared > 100)
    }

    /// The test files that are broken on purpose, and how Tomo refuses each.
    static let brokenFiles: [String: @Sendable (DICOMError) -> Bool] = [
        "MR_truncated.dcm": { $0 == .lengthPastEnd(tag: .pixelData, length: 8192, offset: 1488, available: 8130) },
        "rtplan_truncated.dcm": { $0.isTruncation },
        "emri_small_jpeg_2k_lossless_too_short.dcm": { $0 == .truncated(tag: .pixelData, offset: 40316) },
        // Its first bytes are no element: pydicom reads one element of nonsense, (0820,0500).
        "no_meta.dcm": { $0 == .notDICOM },
    ]

    @Test func readsDeflatedBigEndianAndPreamblelessFiles() async throws {
        let deflated = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("image_dfl.dcm"))
        #expect(deflated.transferSyntax == .deflatedExplicitVRLittleEndian)
        #expect(deflated.dataSet.integer(.rows) == 512)
        let bigEndian = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("MR_small_bigendian.dcm"))
        #expect(bigEndian.transferSyntax == .explicitVRBigEndian)
        #expect(bigEndian.dataSet.integer(.rows) == 64)
        let noMeta = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("ExplVR_LitEndNoMeta.dcm"))
        #expect(noMeta.meta.elements.isEmpty)
        #expect(noMeta.transferSyntax == .explicitVRLittleEndian)
        #expect(noMeta.dataSet.elements.count == 24)
        let noMetaBigEndian = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("ExplVR_BigEndNoMeta.dcm"))
        #expect(noMetaBigEndian.transferSyntax == .explicitVRBigEndian)
        #expect(noMetaBigEndian.dataSet.elements.count == 24)
        let noSyntax = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("meta_missing_tsyntax.dcm"))
        #expect(noSyntax.transferSyntax == .implicitVRLittleEndian)
        // Declared explicit, written implicit: read as written.
        let mislabelled = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("SC_rgb_jpeg.dcm"))
        #expect(mislabelled.dataSet.integer(.rows) == 256)
    }

    @Test func readsHeadersWithoutPixelData() async throws {
        let path = try await DICOMSamples.pydicomDataFile("693_UNCI.dcm")
        let header = try DICOMFile.read(path: path, stopsAtPixelData: true)
        #expect(header.dataSet[.pixelData] == nil)
        #expect(header.dataSet.integer(.rows) == 512)
        #expect(try DICOMFile.read(path: path).dataSet[.pixelData] != nil)
    }

    @Test func readsNestedAndPrivateSequences() async throws {
        let file = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("nested_priv_SQ.dcm"))
        let outer = try #require(file.dataSet.elements.values.first { $0.tag.isPrivate && file.dataSet.sequence($0.tag) != nil })
        let items = try #require(file.dataSet.sequence(outer.tag))
        #expect(!items.isEmpty)
    }
}
