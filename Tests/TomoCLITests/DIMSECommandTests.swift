import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoURLSession

/// `tomo dicom echo` and `studies` against a real Orthanc's DICOM port: the round trip, the studies its
/// DICOMweb side lists, and each failure's line and exit status.
@Suite(.timeLimit(.minutes(3))) struct DIMSECommandTests {
    @Test func studiesOverCFindAreTheStudiesOverDICOMweb() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            _ = try await orthanc.uploadThreeStudies(headSlices: 2)
            let node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
            for options in [[], ["--patient", "cran*"], ["--patient", "*SAMPLES*"], ["--date", "20040101-20041231"], ["--modality", "MR"],
                            ["--patient-id", "4MR1"], ["--accession", "TOMO1"]] {
                let web = try await Tool.run(["dicom", "studies", orthanc.dicomWebURL.absoluteString, "--json"] + options)
                let dimse = try await Tool.run(["dicom", "studies", node, "--json"] + options)
                #expect(dimse.status == 0 && web.status == 0, "\(options): \(dimse.errors)")
                #expect(String(decoding: dimse.output, as: UTF8.self) == String(decoding: web.output, as: UTF8.self), "\(options)")
            }
            let all = try JSONSerialization.jsonObject(with: try await Tool.run(["dicom", "studies", node, "--json"]).output) as? [String: Any]
            let studies = try #require(all?["studies"] as? [[String: Any]])
            #expect(studies.map { $0["studyDate"] as? String } == ["20240115", "20040826", "20040119"])
            #expect(studies.first?["instances"] as? Int == 2 && studies.first?["modalities"] as? [String] == ["CT"])
            let none = try await Tool.run(["dicom", "studies", node, "--patient", "nobody"])
            #expect(none.status == 5 && none.errors.contains("no study on \(node) matches"), "\(none.errors)")
        }
    }

    @Test func aNodesSeriesAreListedRetrievedAndRenderedAsTheFilesAre() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            let head = try await orthanc.uploadThreeStudies(headSlices: 108)
            let node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
            try await withScratchFolder { scratch in
                let environment = ["XDG_CACHE_HOME": scratch.appending(path: "cache").path]
                let listing = try await Tool.run(["dicom", "ls", node, "--json"], environment: environment)
                #expect(listing.status == 0, "\(listing.errors)")
                let listed = try #require(try JSONSerialization.jsonObject(with: listing.output) as? [String: Any])
                let series = try #require(listed["series"] as? [[String: Any]])
                #expect(series.count == 3 && series.contains { $0["seriesInstanceUID"] as? String == head.seriesInstanceUID && $0["images"] as? Int == 108 })
                let table = try await Tool.run(["dicom", "ls", node], environment: environment)
                let row = String(decoding: table.output, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix(head.seriesInstanceUID) }
                #expect(row?.split(separator: " ", omittingEmptySubsequences: true).map(String.init) == [
                    head.seriesInstanceUID, "Cranium^Test", "20240115", "CT", "108", "Head", "CT", "(ProMED", "CT", "0051)",
                ], "\(String(decoding: table.output, as: UTF8.self))")

                // With --series: retrieved, then listed from its files as the files themselves are.
                let retrieved = try await Tool.run(["dicom", "ls", node, "--series", head.seriesInstanceUID, "--json"], environment: environment)
                let local = try await Tool.run(["dicom", "ls", head.folder.path, "--json"])
                #expect(retrieved.status == 0 && String(decoding: retrieved.output, as: UTF8.self) == String(decoding: local.output, as: UTF8.self))
                #expect(retrieved.errors.contains("retrieve"), "progress on standard error: \(retrieved.errors)")
                let kept = scratch.appending(path: "cache/tomo/dimse/\(head.seriesInstanceUID)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).count == 108)

                // Rendered from the node (the kept files, nothing retrieved again) as from the files.
                let fromNode = scratch.appending(path: "node.png"), fromFiles = scratch.appending(path: "files.png")
                let render = try await Tool.run(
                    ["render", "--dicom", node, "--series", head.seriesInstanceUID, "--slice", "40", "-o", fromNode.path], environment: environment)
                #expect(render.status == 0 && !render.errors.contains("retrieve"), "\(render.errors)")
                #expect(try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "40", "-o", fromFiles.path]).status == 0)
                #expect(try Data(contentsOf: fromNode) == Data(contentsOf: fromFiles))
                let threeD = ["--3d", "--preset", "CT-Bone", "--azimuth", "30", "--size", "64,48"]
                let nodeBone = scratch.appending(path: "node-3d.png"), filesBone = scratch.appending(path: "files-3d.png")
                let render3D = try await Tool.run(
                    ["render", "--dicom", node, "--series", head.seriesInstanceUID, "-o", nodeBone.path] + threeD, environment: environment)
                #expect(render3D.status == 0, "\(render3D.errors)")
                #expect(try await Tool.run(["render", "--dicom", head.folder.path, "-o", filesBone.path] + threeD).status == 0)
                #expect(try Data(contentsOf: nodeBone) == Data(contentsOf: filesBone), "the 3D view from the node as from the files")

                // The volume straight from the node into a fresh cache (each instance retrieved into it as it
                // comes, by C-GET) as from the files.
                let sample = ["--sample", "128,128,40", "--sample", "10,200,107", "--json"]
                let direct = try await Tool.run(
                    ["dicom", "volume", node, "--series", head.seriesInstanceUID] + sample,
                    environment: ["XDG_CACHE_HOME": scratch.appending(path: "fresh").path])
                let fromTheFiles = try await Tool.run(["dicom", "volume", head.folder.path] + sample)
                #expect(direct.status == 0 && direct.text == fromTheFiles.text, "\(direct.errors)")
                #expect(direct.errors.contains("volume") && !direct.errors.contains("retrieve"), "retrieved into the volume: \(direct.errors)")

                let several = try await Tool.run(["dicom", "volume", node], environment: environment)
                #expect(several.status == 2 && several.errors.contains("\(node) holds 3 series: choose one with --series"), "\(several.errors)")
                let unknown = try await Tool.run(["dicom", "ls", node, "--series", "1.2.3"], environment: environment)
                #expect(unknown.status == 5 && unknown.errors.contains("no series 1.2.3 on \(node)"), "\(unknown.errors)")
            }
        }
    }

    @Test func aSeriesMovedToTomoMakesTheVolumeTheFilesMake() async throws {
        let port = try TestEnvironment.freePort()
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: port)]) { orthanc in
            let head = try await orthanc.uploadThreeStudies(headSlices: 108)
            let node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
            try await withScratchFolder { scratch in
                let environment = ["XDG_CACHE_HOME": scratch.path]
                let sample = ["--sample", "128,128,54", "--json"]
                let moved = try await Tool.run(
                    ["dicom", "volume", node, "--series", head.seriesInstanceUID, "--retrieve", "move", "--port", String(port)] + sample,
                    environment: environment)
                let local = try await Tool.run(["dicom", "volume", head.folder.path] + sample)
                #expect(moved.status == 0 && moved.text == local.text, "\(moved.errors)")
                let missing = try await Tool.run(["dicom", "volume", node, "--series", head.seriesInstanceUID, "--retrieve", "move"])
                #expect(missing.status == 2 && missing.errors.contains("--retrieve move needs --port"), "\(missing.errors)")
            }
        }
    }

    @Test func sendStoresEachFileAsItIsAndNamesWhatItCouldNot() async throws {
        let head = try await HeadCTSeries.shared()
        let jpegLS = try await head.compressedCopy("jpeg-ls", tool: "dcmcjpls", [])
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            let node = "dicom://ORTHANC@127.0.0.1:\(try #require(orthanc.dicomPort))"
            try await withScratchFolder { scratch in
                // Ten slices of the JPEG-LS copy, and a file that is no DICOM.
                let folder = scratch.appending(path: "send")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for k in 0..<10 {
                    try FileManager.default.copyItem(
                        at: jpegLS.appending(path: head.fileName(ofSlice: k)), to: folder.appending(path: head.fileName(ofSlice: k)))
                }
                try Data("not DICOM".utf8).write(to: folder.appending(path: "README.txt"))
                let sent = try await Tool.run(["dicom", "send", folder.path, "--to", node])
                #expect(sent.status == 1, "\(sent.errors)")
                #expect(sent.text == "10 stored, 1 not stored, on ORTHANC at 127.0.0.1:\(try #require(orthanc.dicomPort))\n", "\(sent.text)")
                #expect(sent.errors.contains("Not stored: \(folder.appending(path: "README.txt").path): not a DICOM file"), "\(sent.errors)")
            }
            // As stored: Orthanc holds JPEG-LS.
            let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: .never)
            let instances = try JSONSerialization.jsonObject(
                with: try await client.response(for: HTTPRequest(url: orthanc.baseURL.appending(path: "instances"))).body) as? [String]
            #expect(instances?.count == 10)
            let first = try #require(instances?.first)
            let syntax = try await client.response(
                for: HTTPRequest(url: orthanc.baseURL.appending(path: "instances/\(first)/metadata/TransferSyntax"))).body
            #expect(String(decoding: syntax, as: UTF8.self) == "1.2.840.10008.1.2.4.80")
        }
    }

    @Test func echoPrintsTheRoundTripAndEachFailureItsLineAndStatus() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1), .init(aeTitle: "VIEWER", port: 1)]) { orthanc in
            let port = try #require(orthanc.dicomPort)
            let node = "dicom://ORTHANC@127.0.0.1:\(port)"
            let echo = try await Tool.run(["dicom", "echo", node])
            #expect(echo.status == 0, "\(echo.errors)")
            let line = String(decoding: echo.output, as: UTF8.self)
            #expect(line.hasPrefix("ORTHANC at 127.0.0.1:\(port) answered in ") && line.hasSuffix(" ms\n"), "\(line)")
            #expect(try await Tool.run(["dicom", "echo", node + "?calling=VIEWER"]).status == 0, "the calling title from the address")
            #expect(try await Tool.run(["dicom", "echo", node, "--aet", "VIEWER"]).status == 0)

            let stranger = try await Tool.run(["dicom", "echo", node, "--aet", "STRANGER"])
            #expect(stranger.status == 7)
            #expect(stranger.errors.contains("ORTHANC at 127.0.0.1:\(port) refused the association: calling AE title not recognised"), "\(stranger.errors)")
            let wrong = try await Tool.run(["dicom", "echo", "dicom://PACS@127.0.0.1:\(port)"])
            #expect(wrong.status == 7 && wrong.errors.contains("called AE title not recognised"), "\(wrong.errors)")
        }
        let free = try TestEnvironment.freePort()
        let nobody = try await Tool.run(["dicom", "echo", "dicom://PACS@127.0.0.1:\(free)"])
        #expect(nobody.status == 3 && nobody.errors.contains("nothing is listening on 127.0.0.1:\(free) (connection refused)"), "\(nobody.errors)")

        let silent = try ScriptedPeer(.silent)
        defer { silent.stop() }
        let quiet = try await Tool.run(["dicom", "echo", "dicom://PACS@127.0.0.1:\(silent.port)", "--timeout", "0.3"])
        #expect(quiet.status == 3)
        #expect(quiet.errors.contains("the peer did not answer within 0.3 s (waiting for the answer to the association request)"), "\(quiet.errors)")

        let garbage = try ScriptedPeer(.answer(Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8)))
        defer { garbage.stop() }
        let broken = try await Tool.run(["dicom", "echo", "dicom://PACS@127.0.0.1:\(garbage.port)"])
        #expect(broken.status == 4 && broken.errors.contains("the peer broke the DICOM protocol: a PDU of unknown type 0x48"), "\(broken.errors)")

        for (arguments, message) in [
            (["dicom://PACS@127.0.0.1"], "dicom://PACS@127.0.0.1 is not a DICOM node: it names no port: dicom://PACS@127.0.0.1:104"),
            (["http://pacs/dicom-web"], "http://pacs/dicom-web is not a DICOM node: dicom://AET@HOST:PORT"),
            (["dicom://PACS@pacs:104", "--aet", "A\\B"], "A\\B is not an AE title"),
        ] {
            let usage = try await Tool.run(["dicom", "echo"] + arguments)
            #expect(usage.status == 2 && usage.errors.contains(message), "\(usage.errors)")
        }
    }
}
