import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// The head CT as the field exports it (`MessyExport`): nine encodings mixed in one series, deflated and
/// big-endian files larger than the prefix a header read looks at, files cut short inside their pixels or
/// their header, files that are no image. Every slice is kept; every loss is named, with its series.
@Suite(.timeLimit(.minutes(10)))
struct MessyExportTests {
    @Test func everySliceOfEveryEncodingJoinsTheSeriesInGeometricOrderWithItsHU() async throws {
        let export = try await MessyExport.shared()
        let scan = await DICOMScan.scan([export.folder.path])
        #expect(Set(scan.skipped.map(\.path)) == [export.readme.path, export.empty.path])
        #expect(scan.skipped.allSatisfy { $0.error == .notDICOM && !$0.mayHoldImages })
        #expect(scan.series.count == 3)
        let series = try #require(scan.series.first { $0.uid == export.head.seriesInstanceUID })
        #expect(series.instances.map(\.location) == export.slices.map { .file($0.path) }, "geometric order, whatever the names and numbers")
        #expect(series.warnings.isEmpty && series.skippedFiles.isEmpty)
        #expect(Set(series.instances.compactMap(\.transferSyntax?.uid)) == Set(MessyExport.encodings.map(\.transferSyntaxUID)))
        let deflated = try #require(series.instances.first { $0.transferSyntax == .deflatedExplicitVRLittleEndian })
        let deflatedPath = try #require(deflated.location.filePath)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: deflatedPath)[.size] as? Int)
        #expect(size > 32 << 10, "larger than the prefix a header read looks at first")

        let volume = try series.makeVolume()
        #expect(await series.fillEveryFile(into: volume).isEmpty)
        let rescale = export.head.volume.rescale
        for k in 0..<108 {
            let expected = try export.head.volume.slice(at: k).map { Int16(rescale.physicalValue(ofStored: Double($0))) }
            #expect(volume.section(.axial(k))?.samples == expected, "slice \(k), \(MessyExport.encoding(ofSlice: k).name)")
        }

        // The file cut to a third: its series is listed, and says its file ends inside the pixel data.
        let scout = try #require(scan.series.first { $0.uid == MessyExport.scoutSeriesUID })
        #expect(scout.summary.seriesDescription == "Scout" && scout.instances.count == 1)
        let problem = try #require(scout.summary.pixelDataProblem)
        #expect(problem.isTruncation && problem.description.contains("says it holds 131072 bytes"), "\(problem)")
        let damaged = DICOMFileError(path: export.scout.path, error: problem, seriesInstanceUID: scout.uid)
        #expect(scout.damagedFiles == [damaged] && scout.warnings == [.cutShortFiles([damaged])])
        #expect(scout.warnings.first?.description
            == "1 file ends inside the pixel data (truncated), its image cannot load: \(export.scout.path): \(problem)")
        let scoutVolume = try scout.makeVolume()
        #expect(await scout.fillEveryFile(into: scoutVolume).map(\.path) == [export.scout.path])
    }

    /// Each encoding's slice read for its header alone: whole, nothing wrong; a kilobyte short, the pixel data
    /// is found cut without being read (a deflated one cannot be read at all: its stream stops short).
    @Test(arguments: 0..<9)
    func aHeaderReadTellsAFileCutInsideItsPixelData(_ k: Int) async throws {
        let export = try await MessyExport.shared()
        let encoding = MessyExport.encoding(ofSlice: k)
        let whole = try DICOMFile.read(path: export.slices[k].path, stopsAtPixelData: true)
        #expect(whole.transferSyntax.uid == encoding.transferSyntaxUID)
        #expect(whole.pixelDataProblem == nil, "\(encoding.name)")
        #expect(whole.dataSet.string(.seriesInstanceUID) == export.head.seriesInstanceUID)
        try await withScratchFolder { folder in
            let cut = folder.appending(path: "cut").path
            let bytes = try Data(contentsOf: export.slices[k])
            try bytes.prefix(bytes.count - 1024).write(to: URL(filePath: cut))
            if encoding.transferSyntaxUID == TransferSyntax.deflatedExplicitVRLittleEndian.uid {
                let named = DICOMFileError(path: cut, error: .deflatedDataEndsEarly, seriesInstanceUID: export.head.seriesInstanceUID)
                #expect(throws: named, "the series told from what inflated before the stream stopped") {
                    try DICOMFile.read(path: cut, stopsAtPixelData: true)
                }
                return
            }
            let header = try DICOMFile.read(path: cut, stopsAtPixelData: true)
            let problem = try #require(header.pixelDataProblem, "\(encoding.name)")
            #expect(problem.isTruncation, "\(encoding.name): \(problem)")
            let instances = try DICOMInstance.instances(of: header, at: .file(cut))
            #expect(instances.map(\.pixelDataProblem) == [problem])
        }
    }

    @Test func aLoneDeflatedFileLargerThanTheHeaderPrefixIsASeriesAndAnyCutOneIsNamed() async throws {
        let export = try await MessyExport.shared()
        let deflated = export.slices[3]
        let scan = await DICOMScan.scan([deflated.path])
        #expect(scan.skipped.isEmpty && scan.series.first?.instances.count == 1)
        let volume = try #require(scan.series.first).makeVolume()
        #expect(await scan.series[0].fillEveryFile(into: volume).isEmpty)
        #expect(volume.section(.axial(0))?.samples == (try export.head.volume.slice(at: 3).map { Int16(export.head.volume.rescale.physicalValue(ofStored: Double($0))) }))
        try await withScratchFolder { folder in
            // Cut within the first 32 KiB: the stream stops short, the header is out of reach.
            let cut = folder.appending(path: "cut")
            try Data(contentsOf: deflated).prefix(20_000).write(to: cut)
            let cutScan = await DICOMScan.scan([cut.path])
            #expect(cutScan.series.isEmpty)
            #expect(cutScan.skipped == [
                DICOMFileError(path: cut.path, error: .deflatedDataEndsEarly, seriesInstanceUID: export.head.seriesInstanceUID)
            ])
            #expect(cutScan.skipped.first?.description.hasSuffix("the deflated data set stops short of its end: the file is truncated") == true)
        }
    }

    /// Files that lose images are told with their series: one whose header names the series but holds no
    /// image Tomo can show, one cut inside its header after the series (salvaged from the elements before the
    /// cut), and one cut before its header names a series (it may be any series'). A file with no pixel data
    /// at all (a report) and a README lose nothing.
    @Test func skippedFilesAreToldWithTheSeriesTheyMayHaveHeldImagesOf() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            for k in 0..<3 {
                try FileManager.default.copyItem(
                    at: head.folder.appending(path: head.fileName(ofSlice: k)), to: folder.appending(path: head.fileName(ofSlice: k)))
            }
            let badRows = folder.appending(path: "bad-rows")
            try FileManager.default.copyItem(at: head.folder.appending(path: head.fileName(ofSlice: 3)), to: badRows)
            try await DICOMSamples.runTool("dcmodify", ["-nb", "-m", "(0028,0010)=0", badRows.path])
            let cutHeader = folder.appending(path: "cut-header")
            let fifth = try Data(contentsOf: head.folder.appending(path: head.fileName(ofSlice: 4)))
            try fifth.prefix(300).write(to: cutHeader)
            let cutLater = folder.appending(path: "cut-later")
            let pixelSpacing = try #require(fifth.firstRange(of: Data([0x28, 0x00, 0x30, 0x00])))  // (0028,0030)
            try fifth.prefix(pixelSpacing.lowerBound + 10).write(to: cutLater)
            let report = folder.appending(path: "report")
            try Data(DICOMWriter.file(sopClassUID: "1.2.840.10008.5.1.4.1.1.88.22", sopInstanceUID: "1.2.3.4", elements: [
                .text(0x0008, 0x0060, "CS", "SR"), .text(0x0020, 0x000E, "UI", head.seriesInstanceUID),
            ])).write(to: report)
            try Data("notes\n".utf8).write(to: folder.appending(path: "README"))
            let other = try await DICOMSamples.pydicomFile("CT_small.dcm")

            let scan = await DICOMScan.scan([folder.path, other])
            #expect(scan.skipped.count == 5)
            let series = try #require(scan.series.first { $0.uid == head.seriesInstanceUID })
            #expect(series.instances.count == 3)
            #expect(Set(series.skippedFiles.map(\.path)) == [badRows.path, cutHeader.path, cutLater.path])
            for file in [badRows, cutLater] {
                #expect(series.skippedFiles.first { $0.path == file.path }?.seriesInstanceUID == head.seriesInstanceUID)
            }
            #expect(series.skippedFiles.first { $0.path == cutHeader.path }?.seriesInstanceUID == nil)
            let reportSkip = try #require(scan.skipped.first { $0.path == report.path })
            #expect(reportSkip.error == .notAnImage(kind: "SR") && !reportSkip.mayHoldImages)
            #expect(reportSkip.description.hasSuffix("not an image (SR): the file holds no pixel data"))
            let smallCT = try #require(scan.series.first { $0.uid != head.seriesInstanceUID })
            #expect(smallCT.skippedFiles.map(\.path) == [cutHeader.path], "its series unknown, it may be this one's too")
        }
    }
}
