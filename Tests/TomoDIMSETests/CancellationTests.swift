import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDIMSE
import TomoSeries
import TomoTestSupport

/// A caller that cancels a search or a retrieval under way: the node is sent a C-CANCEL for it, its final
/// answer read and the association released (not aborted), and the caller gets `DIMSEError.cancelled`.
@Suite(.timeLimit(.minutes(4))) struct CancellationTests {
    /// pynetdicom as a slow archive answering a C-FIND with 10,000 matches, which stops when told to cancel:
    /// prints its port, "sent 5" after five matches, how the search ended, then how the association did.
    static let archive = """
        import threading, time
        from pydicom.dataset import Dataset
        from pynetdicom import AE, evt
        from pynetdicom.sop_class import StudyRootQueryRetrieveInformationModelFind
        def find(event):
            for i in range(10000):
                if event.is_cancelled:
                    print(f"cancelled after {i}", flush=True)
                    yield (0xFE00, None)
                    return
                match = Dataset()
                match.QueryRetrieveLevel = "STUDY"
                match.StudyInstanceUID = f"1.2.3.{i}"
                match.PatientName = f"P^{i}"
                if i == 5:
                    print("sent 5", flush=True)
                time.sleep(0.01)  # an archive's pace: 10,000 matches take 100 s
                yield (0xFF00, match)
            print("finished", flush=True)
            yield (0x0000, None)
        ae = AE(ae_title="PYNET")
        ae.add_supported_context(StudyRootQueryRetrieveInformationModelFind)
        handlers = [(evt.EVT_C_FIND, find), (evt.EVT_RELEASED, lambda e: print("released", flush=True)),
                    (evt.EVT_ABORTED, lambda e: print("aborted", flush=True))]
        server = ae.start_server(("127.0.0.1", 0), block=False, evt_handlers=handlers)
        print(f"port {server.server_address[1]}", flush=True)
        threading.Event().wait()
        """

    @Test func aSearchCancelledByItsCallerIsCancelledOnTheNodeWhichIsReleased() async throws {
        let python = try TestEnvironment.requireProgram("python3", package: "python3")
        let archive = try Subprocess(python, ["-c", Self.archive])
        defer { archive.terminateIfRunning() }
        let port = try #require(Int(await archive.firstLine().dropFirst("port ".count)), "\(archive.errorOutput())")
        let client = DIMSEClient(node: DIMSENode(calledAETitle: "PYNET", host: "127.0.0.1", port: port))
        let search = Task { try await client.studies(matching: StudyQuery()) }
        #expect(await archive.outputLine { $0 == "sent 5" } != nil)
        search.cancel()
        let outcome = await search.result
        #expect(throws: DIMSEError.cancelled) { try outcome.get() }
        // Cut off (aborted) the archive would go on searching; told, it stops and the association is released.
        let ended = await archive.outputLine { $0.hasPrefix("cancelled after") || $0 == "finished" || $0 == "aborted" }
        #expect(ended?.hasPrefix("cancelled after") == true, "\(ended ?? "nothing")")
        #expect(await archive.outputLine { $0 == "released" || $0 == "aborted" } == "released")
    }
}

extension CancellationTests {
    /// Orthanc sending the head CT by C-GET, cancelled once five instances are in: it stops, what came is
    /// whole, and it answers the next search.
    @Test func aRetrievalCancelledByItsCallerStopsWithWhatCameWhole() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            try await orthanc.upload(head, slices: 0..<108)
            let client = DIMSEClient(node: DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort)))
            let series = try #require(try await client.series(uid: head.seriesInstanceUID).first)
            try await withScratchFolder { folder in
                let (fiveIn, arrived) = AsyncStream.makeStream(of: Void.self)
                let retrieval = Task {
                    try await client.getSeries(series.uid, ofStudy: series.studyUID, modality: "CT", into: folder) { progress in
                        if progress.received == 5 { arrived.yield() }
                    }
                }
                for await _ in fiveIn { break }
                retrieval.cancel()
                let outcome = await retrieval.result
                #expect(throws: DIMSEError.cancelled) { try outcome.get() }
                let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".dcm") }
                #expect(kept.count >= 5 && kept.count < 108, "\(kept.count) instances kept")
                for name in kept { _ = try DICOMFile.read(path: folder.appending(path: name).path) }
                #expect(try await client.series(uid: series.uid).first?.instanceCount == 108, "the node answers the next search")
            }
        }
    }
}
