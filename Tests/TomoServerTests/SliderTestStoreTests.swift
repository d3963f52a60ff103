import Foundation
import Testing
import TomoCore
@testable import TomoServer

@Suite("Slider test sessions and levels")
struct SliderTestStoreTests {
    /// The status `choose` fails with, or nil when it succeeds.
    private func status(choosing choice: Int, in sessionID: Int, store: SliderTestSessionStore) async -> Int? {
        do throws(APIError) {
            _ = try await store.choose(choice, sessionID: sessionID)
            return nil
        } catch {
            return error.status.code
        }
    }

    @Test("Ticks are 15 ascending hundredths between the 16-bit floor and 0 dBFS, for any seed and choice")
    func levelsAreWellFormed() {
        for seed in UInt64(0)..<200 {
            var levels = SliderTestLevels(seed: seed)
            for choice in [seed % 15, (seed * 7) % 15, 0].map(Int.init) {
                let ticks = levels.ticks
                #expect(ticks.count == 15)
                #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 }, "seed \(seed): \(ticks)")
                #expect(ticks.allSatisfy { -96.33 <= $0 && $0 <= 0 }, "seed \(seed): \(ticks)")
                #expect(ticks.allSatisfy { ($0 * 100).rounded() / 100 == $0 }, "seed \(seed): \(ticks)")
                let next = levels.narrowed(around: ticks[choice])
                #expect(next.ticks.first! <= ticks[choice] && ticks[choice] <= next.ticks.last!, "seed \(seed)")
                #expect(next.spacing < levels.spacing)
                levels = next
            }
        }
    }

    @Test("The first slider looks like the original's: about −96 to −40 dB, its lowest ticks clamped and equal")
    func firstSliderResemblesOriginal() {
        let firsts = (UInt64(1)...100).map { SliderTestLevels(seed: $0).ticks }
        #expect(firsts.allSatisfy { (-44 ... -36).contains($0.last!) })
        #expect(firsts.allSatisfy { $0.first! < -90 })
        #expect(firsts.contains { $0[0] == -96.33 && $0[1] == -96.33 })
        #expect(Set(firsts).count == firsts.count, "seeds give different sliders")
    }

    @Test("The same seed gives the same ids and ticks; another seed does not")
    func deterministic() async throws {
        func run(seed: UInt64) async throws -> [SliderTestResponse] {
            let store = SliderTestSessionStore(configuration: SliderTestConfiguration(seed: seed))
            let first = await store.start()
            let second = await store.start()
            return [.step(first), .step(second), try await store.choose(4, sessionID: first.sessionID)]
        }
        let once = try await run(seed: 9)
        #expect(try await run(seed: 9) == once)
        #expect(try await run(seed: 10) != once)
    }

    @Test("A session expires its lifetime after its last request, measured by the injected clock")
    func expiry() async throws {
        let clock = ManualClock()
        let store = SliderTestSessionStore(
            configuration: SliderTestConfiguration(sessionLifetime: .seconds(60), now: { clock.now }))
        let session = await store.start().sessionID
        clock.advance(by: .seconds(59))
        #expect(await status(choosing: 1, in: session, store: store) == nil)
        clock.advance(by: .seconds(59))
        #expect(await status(choosing: 1, in: session, store: store) == nil, "each request renews the lifetime")
        clock.advance(by: .seconds(60))
        #expect(await status(choosing: 1, in: session, store: store) == 404)
        #expect(await store.count == 0, "the expired session is dropped")
    }

    @Test("At the cap, a new session evicts the least recently used one")
    func capEvictsLeastRecentlyUsed() async throws {
        let store = SliderTestSessionStore(configuration: SliderTestConfiguration(maxSessions: 3))
        var ids: [Int] = []
        for _ in 0..<3 { ids.append(await store.start().sessionID) }
        _ = try await store.choose(0, sessionID: ids[0])
        let newest = await store.start().sessionID
        #expect(await store.count == 3)
        #expect(await status(choosing: 0, in: ids[1], store: store) == 404, "the least recently used is gone")
        for id in [ids[0], ids[2], newest] {
            #expect(await status(choosing: 0, in: id, store: store) == nil)
        }
        for _ in 0..<100 { _ = await store.start() }
        #expect(await store.count == 3)
    }

    @Test("A completed session answers 409; an unknown one 404")
    func completedAndUnknown() async throws {
        let store = SliderTestSessionStore(configuration: SliderTestConfiguration())
        let id = await store.start().sessionID
        #expect(try await store.choose(2, sessionID: id) != .complete(SliderTestCompletion(sessionID: id)))
        #expect(try await store.choose(2, sessionID: id) != .complete(SliderTestCompletion(sessionID: id)))
        #expect(try await store.choose(2, sessionID: id) == .complete(SliderTestCompletion(sessionID: id)))
        #expect(await status(choosing: 2, in: id, store: store) == 409)
        #expect(await status(choosing: 2, in: id &+ 1, store: store) == 404)
    }
}
