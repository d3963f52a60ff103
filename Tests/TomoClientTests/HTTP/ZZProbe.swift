import Foundation
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

@Suite struct ZZProbe {
    @Test func deadlockProbe() async throws {
        try await withTestServer(data: [.phantom(columns: 256, rows: 256, slices: 64)]) { base in
            let transport = URLSessionTransport()
            let series = try await TestSeries.load(from: base, with: transport)
            for round in 0..<30 {
                let done = Locked(0)
                let group = Task {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for index in series.sliceIndices {
                            group.addTask {
                                _ = try await transport.send(HTTPRequest(url: series.sliceURL(index, query: "bits=16&r=\(round)")))
                                done.withLock { $0 += 1 }
                            }
                        }
                        try await group.waitForAll()
                    }
                }
                while done.withLock({ $0 }) < 4 { await Task.yield() }
                group.cancel()
                _ = await group.result
                print("round \(round) done \(done.withLock { $0 })")
            }
        }
    }
}
