import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoServer
import TomoTestSupport

@Suite("Fault injection")
struct FaultInjectionTests {
    /// What a client saw for one request.
    enum Outcome: Hashable {
        case ok, serverError, transportError, corrupt
    }

    private static let requestCount = 400

    /// Requests one slice `requestCount` times and classifies each response against the clean bytes.
    private func outcomes(faults: FaultConfiguration) async throws -> [Outcome] {
        try await withTestServer(data: [.phantom(columns: 64, rows: 64, slices: 4)], faults: faults) { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let path = "/series/\(series.id)/slice/\(series.slices[1])"
            let clean = try await HTTPTestClient.get(path + "?bits=16", from: base).body
            var result: [Outcome] = []
            for _ in 0..<Self.requestCount {
                do {
                    let response = try await HTTPTestClient.get(path + "?bits=16", from: base)
                    if response.status >= 500 {
                        result.append(.serverError)
                    } else {
                        result.append(response.body == clean ? .ok : .corrupt)
                    }
                } catch {
                    result.append(.transportError)
                }
            }
            return result
        }
    }

    @Test("Injected faults occur at the configured rates and are deterministic for a seed")
    func ratesWithinTolerance() async throws {
        let faults = FaultConfiguration(seed: 42, errorRate: 0.2, truncationRate: 0.1, corruptionRate: 0.1)
        let first = try await outcomes(faults: faults)
        let count = Double(first.count)
        func rate(_ outcome: Outcome) -> Double { Double(first.filter { $0 == outcome }.count) / count }
        // Binomial standard deviation at n = 400 is at most 0.025; allow three of them.
        #expect(abs(rate(.serverError) - 0.2) < 0.075)
        #expect(abs(rate(.transportError) - 0.1) < 0.075)
        #expect(abs(rate(.corrupt) - 0.1) < 0.075)
        #expect(rate(.transportError) > 0 && rate(.corrupt) > 0)

        let second = try await outcomes(faults: faults)
        #expect(first == second, "the same seed gives the same faults")
        let otherSeed = try await outcomes(faults: FaultConfiguration(seed: 7, errorRate: 0.2, truncationRate: 0.1, corruptionRate: 0.1))
        #expect(first != otherSeed)
    }

    @Test("Corrupted and truncated PNGs are rejected by the decoder, not shown")
    func corruptBodiesFailToDecode() async throws {
        let faults = FaultConfiguration(seed: 3, corruptionRate: 1)
        try await withTestServer(data: [.phantom(columns: 64, rows: 64, slices: 2)], faults: faults) { base in
            let series = try await HTTPTestClient.get("/series", from: base).decode(Series.self)
            let response = try await HTTPTestClient.get("/series/\(series.id)/slice/\(series.slices[0])", from: base)
            #expect(response.status == 200)
            #expect(throws: ImagingError.self) { try Bitmap(decoding: response.body) }
        }
    }

    @Test("JSON routes are never faulted")
    func jsonUntouched() async throws {
        let faults = FaultConfiguration(seed: 1, errorRate: 1)
        try await withTestServer(faults: faults) { base in
            for _ in 0..<20 {
                let response = try await HTTPTestClient.get("/series", from: base)
                #expect(response.status == 200)
            }
        }
    }
}
