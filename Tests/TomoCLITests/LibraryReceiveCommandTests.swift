import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// `tomo library receive` as a process: DCMTK's storescu sends it the head CT, pynetdicom echoes it, each
/// association is logged, SIGINT stops it, and the library holds every instance sent.
@Suite(.timeLimit(.minutes(3))) struct LibraryReceiveCommandTests {
    @Test func storescuSendsIntoTheLibraryAndSIGINTStopsTheNode() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let library = scratch.appending(path: "library").path
            let node = try Subprocess(
                try Tool.executable, ["library", "receive", "--library", library, "--host", "127.0.0.1", "--port", "0", "--aet", "TOMO"],
                environment: Tool.cleanEnvironment)
            defer { node.terminateIfRunning() }
            let listening = try #require(await node.outputLine { $0.contains("listening as TOMO on 127.0.0.1:") })
            let port = try #require(listening.split(separator: ":").last.flatMap { Int($0.split(separator: ",").first ?? "") })
            #expect(listening.hasSuffix("storing into \(library)"), "\(listening)")

            let sent = try await ProcessRun.run(
                URL(fileURLWithPath: "/usr/bin/storescu"), ["-aet", "MODALITY", "-aec", "TOMO", "+sd", "127.0.0.1", String(port), head.folder.path])
            #expect(sent.status == 0, "\(sent.errors)")
            let stored = await node.outputLine { $0.contains("from MODALITY at 127.0.0.1") && $0.contains("stored") }
            #expect(stored?.hasSuffix("108 instances stored, released") == true, "\(stored ?? "")")
            let wrong = try await ProcessRun.run(
                URL(fileURLWithPath: "/usr/bin/echoscu"), ["-aet", "MODALITY", "-aec", "NOT_TOMO", "127.0.0.1", String(port)])
            #expect(wrong.status != 0)
            let refused = await node.outputLine { $0.contains("refused") }
            #expect(refused?.hasSuffix("refused (called AE title not recognised)") == true, "\(refused ?? "")")

            let status = await node.stop(signal: SIGINT)
            #expect(status == 0, "\(node.errorOutput())")
            let studies = try await Tool.run(["library", "studies", "--library", library, "--json"])
            let listed = try JSONSerialization.jsonObject(with: studies.output) as? [String: Any]
            let found = try #require(listed?["studies"] as? [[String: Any]])
            #expect(found.count == 1 && found.first?["instances"] as? Int == 108, "\(studies.text)")
            let check = try await Tool.run(["library", "check", "--library", library])
            #expect(check.status == 0, "\(check.text) \(check.errors)")
        }
    }
}
