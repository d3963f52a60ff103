import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// A real multi-slice CT (the InVesalius head, written as a shuffled DICOM series), read back: scanned,
/// ordered by position, filled into a volume; next to files that are not images, and files cut short.
struct HeadCTSeriesTests {
    @Test func writtenSeriesIsValidDICOM() async throws {
        let head = try await HeadCTSeries.shared()
        let file = head.folder.appending(path: head.fileName(ofSlice: 0)).path
        let run = try await DICOMSamples.runTool("dciodvfy", [file], checksStatus: false)
        let errors = (run.text + run.errors).split(separator: "\n").filter { $0.hasPrefix("Error") }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func ordersSlicesByPositionNotByNumberOrName() async throws {
        let head = try await HeadCTSeries.shared()
        let scan = await DICOMScan.scan([head.folder.path])
        #expect(scan.skipped.isEmpty)
        let series = try #require(scan.series.first)
        #expect(scan.series.count == 1)
        #expect(series.uid == head.seriesInstanceUID)
        #expect(series.instances.map { URL(filePath: $0.location.description).lastPathComponent }
            == (0..<108).map(head.fileName(ofSlice:)))
        // The file names and instance numbers are shuffled: neither order is the geometric one.
        let numbers = series.instances.compactMap(\.instanceNumber)
        #expect(numbers.count == 108 && numbers != numbers.sorted())
        let geometry = series.geometry
        #expect(geometry.dimensions == [256, 256, 108])
        #expect(geometry.spacing == [head.volume.geometry.pixelSpacing.column, head.volume.geometry.pixelSpacing.row, head.volume.geometry.sliceSpacing])
        #expect(geometry.origin == Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z))
        #expect(geometry.direction == [1, 0, 0, 0, 1, 0, 0, 0, 1])
        #expect(series.warnings.isEmpty)
        #expect(series.summary.patientName == "Cranium^Test")
        #expect(series.summary.windows == [head.volume.defaultWindow])
    }

    @Test func fillsTheVolumeWithHounsfieldUnits() async throws {
        let head = try await HeadCTSeries.shared()
        let series = try #require(await DICOMScan.scan([head.folder.path]).series.first)
        let volume = try series.makeVolume()
        #expect(await series.fillEveryFile(into: volume).isEmpty)
        #expect(volume.filledCount == 108)
        try expectSameVolume(volume, head)
    }

    @Test func keepsTheRestWhenFilesAreBrokenOrNotImages() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            // Slice 7's file loses its last kilobyte; a README and an empty file sit beside the slices.
            let cut = try head.brokenCopy(in: folder, truncatingSlice: 7)
            let scan = await DICOMScan.scan([folder.path, folder.appending(path: "missing").path])
            #expect(Set(scan.skipped.map { URL(filePath: $0.path).lastPathComponent }) == ["README.txt", "empty.dcm", "missing"])
            #expect(scan.skipped.first { $0.path.hasSuffix("README.txt") }?.error == .notDICOM)
            let series = try #require(scan.series.first)
            // The cut file's header is whole: it stays in the series, and fails when its pixels are read.
            #expect(series.instances.count == 108)
            let volume = try series.makeVolume()
            let failures = await series.fillEveryFile(into: volume)
            #expect(failures.map(\.path) == [cut.path])
            #expect(failures.first?.description.contains("the file is truncated") == true)
            #expect(volume.filledCount == 107)
            #expect(!volume.isFilled(7))
        }
    }

    /// The same series compressed by DCMTK's and GDCM's tools: the same volume.
    @Test(arguments: [
        ("jpeg-lossless-sv1", "dcmcjpeg", ["+e1"]),
        ("jpeg-lossless", "dcmcjpeg", ["+el", "+sv", "7"]),
        ("rle", "dcmcrle", []),
        ("jpeg-ls", "dcmcjpls", []),
        ("jpeg-2000", "gdcmconv", ["--j2k"]),
    ])
    func readsCompressedCopies(_ name: String, _ tool: String, _ arguments: [String]) async throws {
        let head = try await HeadCTSeries.shared()
        let copy = try await head.compressedCopy(name, tool: tool, arguments)
        let scan = await DICOMScan.scan([copy.path])
        #expect(scan.skipped.isEmpty)
        let series = try #require(scan.series.first)
        #expect(series.summary.transferSyntax?.isEncapsulated == true)
        let volume = try series.makeVolume()
        #expect(await series.fillEveryFile(into: volume).isEmpty)
        try expectSameVolume(volume, head)
    }

    /// The series zipped (deflated, by Python's zipfile) with a README and a name leading out of the archive:
    /// read inside the archive, its files named by their paths in it, the same volume; the README skipped as
    /// no DICOM, the other name never listed, a damaged archive named.
    @Test func readsASeriesInsideAZIPArchive() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let zip = scratch.appending(path: "export.zip")
            let script = """
                import os, sys, zipfile
                source, target = sys.argv[1], sys.argv[2]
                with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
                    for name in sorted(os.listdir(source)):
                        archive.write(os.path.join(source, name), "DICOM/" + name)
                    archive.writestr("README.txt", "Exported by a PACS")
                    archive.writestr("../evil.dcm", "outside")
                """
            let python = try TestEnvironment.requireProgram("python3", package: "python3")
            let made = try await ProcessRun.run(python, ["-c", script, head.folder.path, zip.path])
            #expect(made.status == 0, "\(made.errors)")
            let damaged = scratch.appending(path: "damaged.zip")
            try Data("PK not really".utf8).write(to: damaged)

            let scan = await DICOMScan.scan([zip.path, damaged.path])
            let series = try #require(scan.series.first)
            #expect(scan.series.count == 1 && series.instances.count == 108)
            #expect(series.instances.allSatisfy { $0.location.description.hasPrefix(zip.path + "/DICOM/IM") })
            #expect(Set(scan.skipped.map(\.path)) == [zip.path + "/README.txt", damaged.path], "\(scan.skipped)")
            #expect(FileStatus(path: series.instances[0].location.description) == FileStatus(path: zip.path), "an archived file has its archive's status")
            let volume = try series.makeVolume()
            #expect(await series.fillEveryFile(into: volume).isEmpty)
            try expectSameVolume(volume, head)
        }
    }

    private func expectSameVolume(_ volume: CTVolume, _ head: HeadCTSeries) throws {
        let rescale = head.volume.rescale
        for k in [0, 1, 53, 107] {
            let expected = try head.volume.slice(at: k).map { Int16(rescale.physicalValue(ofStored: Double($0))) }
            #expect(volume.section(.axial(k))?.samples == expected, "slice \(k)")
        }
    }
}
