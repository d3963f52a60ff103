import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDIMSE
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// C-GET of the head CT from a real Orthanc's DICOM port: every instance written as it came (its transfer
/// syntax kept), the series assembled from them voxel for voxel as from the original files.
@Suite(.timeLimit(.minutes(4))) struct RetrievalTests {
    @Test(arguments: [("uncompressed", "", [String]()), ("jpeg-ls", "dcmcjpls", [])])
    func aSeriesRetrievedIsTheSeriesStored(_ name: String, _ tool: String, _ arguments: [String]) async throws {
        let head = try await HeadCTSeries.shared()
        let stored = tool.isEmpty ? head.folder : try await head.compressedCopy(name, tool: tool, arguments)
        let storedSyntax = try DICOMFile.read(path: stored.appending(path: head.fileName(ofSlice: 0)).path, stopsAtPixelData: true)
            .transferSyntax.uid
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            for file in try FileManager.default.contentsOfDirectory(atPath: stored.path) {
                try await orthanc.upload(stored.appending(path: file).path)
            }
            let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
            try await withScratchFolder { scratch in
                let folder = scratch.appending(path: "retrieved")
                let seen = Locked<[RetrievalProgress]>([])
                let summary = try await DIMSEClient(node: node).getSeries(
                    head.seriesInstanceUID, ofStudy: "1.2.826.0.1.3680043.10.1234.2.1", modality: "CT", into: folder
                ) { progress in seen.withLock { $0.append(progress) } }
                #expect(summary.completed == 108 && summary.failed == 0 && summary.refused.isEmpty && summary.files.count == 108)
                #expect(seen.withLock { $0.last?.received } == 108 && seen.withLock { $0.count } >= 108, "told after each instance")
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                #expect(names.count == 108 && names.allSatisfy { $0.hasSuffix(".dcm") }, "no file left half-written")
                for file in summary.files.prefix(5) {
                    #expect(try DICOMFile.read(path: file.path, stopsAtPixelData: true).transferSyntax.uid == storedSyntax, "as stored")
                }

                try await head.expectSameVolume(asFilesIn: folder)
            }
        }
    }
}

/// C-MOVE of the head CT from Orthanc to Tomo's own storage node, started for the move on a port Orthanc knows.
@Suite(.timeLimit(.minutes(3))) struct MoveRetrievalTests {
    @Test func aSeriesMovedToTomoIsTheSeriesStored() async throws {
        let head = try await HeadCTSeries.shared()
        let port = try TestEnvironment.freePort()
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: port)]) { orthanc in
            _ = try await orthanc.uploadThreeStudies(headSlices: 108)
            let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
            try await withScratchFolder { scratch in
                let folder = scratch.appending(path: "moved")
                let client = DIMSEClient(node: node, retrieval: .move(port: port, host: "127.0.0.1"))
                let summary = try await client.retrieveSeries(
                    head.seriesInstanceUID, ofStudy: "1.2.826.0.1.3680043.10.1234.2.1", modality: "CT", into: folder)
                #expect(summary.completed == 108 && summary.failed == 0 && summary.files.count == 108)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().count == 108, "the files alone, nothing left over")
                try await head.expectSameVolume(asFilesIn: folder)

                // One instance (a series' preview), moved alone: the same bytes as the series' move brought.
                let sop = try #require(summary.files.first?.deletingPathExtension().lastPathComponent)
                let single = try await client.retrieveInstance(
                    sop, ofSeries: head.seriesInstanceUID, study: "1.2.826.0.1.3680043.10.1234.2.1", modality: "CT",
                    into: scratch.appending(path: "one"))
                #expect(single.lastPathComponent == sop + ".dcm")
                #expect(try Data(contentsOf: single) == Data(contentsOf: folder.appending(path: sop + ".dcm")))
                #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.appending(path: "one").path) == [sop + ".dcm"])

                // A series' move and a preview's at once, to the one port the PACS knows: they take turns at
                // listening there, and each brings what it asked for.
                async let series = client.retrieveSeries(
                    head.seriesInstanceUID, ofStudy: "1.2.826.0.1.3680043.10.1234.2.1", modality: "CT", into: scratch.appending(path: "again"))
                async let preview = client.retrieveInstance(
                    sop, ofSeries: head.seriesInstanceUID, study: "1.2.826.0.1.3680043.10.1234.2.1", modality: "CT",
                    into: scratch.appending(path: "preview"))
                let (both, previewFile) = try await (series, preview)
                #expect(both.files.count == 108 && previewFile.lastPathComponent == sop + ".dcm")

                // A port Tomo cannot listen on: said before anything is asked of the PACS.
                let taken = try LoopbackListener()
                defer { taken.close() }
                let blocked = DIMSEClient(node: node, retrieval: .move(port: taken.port, host: "127.0.0.1"))
                let error = await #expect(throws: DIMSEError.self) {
                    try await blocked.retrieveSeries(head.seriesInstanceUID, ofStudy: "1.2.826.0.1.3680043.10.1234.2.1", modality: "CT", into: folder)
                }
                #expect(error?.description.hasPrefix("C-MOVE failed with status 0xA702: cannot listen on 127.0.0.1:\(taken.port)") == true, "\(String(describing: error))")
            }
        }
    }
}
