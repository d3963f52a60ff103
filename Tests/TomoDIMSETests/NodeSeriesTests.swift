import Foundation
import Testing
import TomoCore
import TomoDICOMSeries
import TomoDIMSE
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// A DICOM node's series opened before its pixels: placed from an image-level C-FIND, each instance then
/// retrieved (C-GET) when its slice is first needed, the slice asked for first; a PACS that goes away
/// mid-way leaves the slices that came, and retrying completes the series, voxel for voxel.
@Suite(.timeLimit(.minutes(4))) struct NodeSeriesTests {
    @Test func aSeriesOpensBeforeItsPixelsAndFillsAsTheyCome() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            try await orthanc.upload(head, slices: 0..<108)
            let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
            try await withScratchFolder { scratch in
                let source = DIMSESeriesSource(client: DIMSEClient(node: node), folder: scratch)
                let opened = try await source.openSeries(id: head.seriesInstanceUID)
                let kept = scratch.appending(path: head.seriesInstanceUID)
                func keptCount() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: kept.path).count) ?? 0 }
                let files = try await DICOMSeriesSource(paths: [head.folder.path]).openSeries(id: head.seriesInstanceUID)
                #expect(opened.sliceCount == 108 && opened.geometry == files.geometry, "placed as the files place it")
                #expect((0..<108).allSatisfy { opened.position(ofSlice: $0) == files.position(ofSlice: $0) })
                #expect(opened.defaultWindow == files.defaultWindow)
                #expect(keptCount() == 0, "no pixel retrieved to open it")

                // The slice shown first: its instance alone.
                let shown = try await opened.slice(at: 70)
                #expect(keptCount() == 1)
                let expected70 = try head.volume.slice(at: 70).map { Int16(head.volume.rescale.physicalValue(ofStored: Double($0))) }
                #expect((0..<shown.samples.count).map { Int16(shown.rescale.physicalValue(ofStored: Double(shown.samples.value(at: $0)))) } == expected70)

                // The PACS goes away once 30 slices are in: the rest fail, what came is kept whole.
                let filled = Locked(0)
                let preloader = SeriesPreloader(count: 108, concurrency: opened.fillConcurrency) { k in
                    let bytes = try await opened.fillSlice(at: k)
                    if filled.withLock({ count in count += 1; return count }) == 30 { await orthanc.pause() }
                    return bytes
                }
                await preloader.run()
                let progress = preloader.progress
                #expect(progress.completed >= 30 && progress.failed > 0 && progress.completed + progress.failed == 108, "\(progress)")
                #expect(keptCount() >= progress.completed, "what came is kept")
                let failure = preloader.states.lazy.compactMap(\.error).first
                #expect(failure is DIMSEError, "\(String(describing: failure))")

                // Back: retrying retrieves the rest.
                try await orthanc.resume()
                await preloader.retryFailed()
                #expect(preloader.progress.completed == 108 && preloader.progress.failed == 0, "\(preloader.progress)")
                #expect(keptCount() == 108)
                let volume = try #require(opened.volume)
                for k in [0, 29, 53, 70, 107] {
                    let expected = try head.volume.slice(at: k).map { Int16(head.volume.rescale.physicalValue(ofStored: Double($0))) }
                    #expect(volume.section(.axial(k))?.samples == expected, "slice \(k)")
                }

                // Opened again: read from the files kept (the node asked only what it holds).
                let again = try await DIMSESeriesSource(client: DIMSEClient(node: node), folder: scratch).openSeries(id: head.seriesInstanceUID)
                #expect(again is DICOMOpenedSeries, "read from the files kept")
            }
        }
    }

    @Test func anInstanceTheNodeNoLongerHoldsFailsAlone() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            var ids: [String] = []
            for k in 0..<20 {
                ids.append(try #require(try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path)["ID"] as? String))
            }
            let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
            try await withScratchFolder { scratch in
                let opened = try #require(
                    try await DIMSESeriesSource(client: DIMSEClient(node: node), folder: scratch).openSeries(id: head.seriesInstanceUID)
                        as? any DICOMBackedSeries)
                #expect(opened.sliceCount == 20)
                try await orthanc.deleteInstance(ids[7])
                let preloader = SeriesPreloader(count: 20, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: $0) }
                await preloader.run()
                #expect(preloader.progress.completed == 19 && preloader.progress.failed == 1, "\(preloader.progress)")
                let sop = try #require(opened.series.instances[7].sopInstanceUID)
                // Orthanc fails the whole list for it (status 0xC000): the list asked for again one at a time.
                let error = try #require(preloader.states[7].error as? DIMSEError)
                #expect(error.description == "the node did not send instance \(sop): C-GET failed with status 0xC000", "\(error)")
            }
        }
    }
}
