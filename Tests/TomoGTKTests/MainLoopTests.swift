import CGtk
import Dispatch
import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct MainLoopTests {
        /// In the app the GTK thread is the process main thread; here it is whichever thread runs the main
        /// actor while it iterates GLib's loop (`MainContext`): a closure runs on the main actor (or
        /// `MainActor.assumeIsolated` traps) on the thread that owns GLib's context, dispatching it.
        @Test func performRunsClosuresFromOtherThreadsInGTKsLoopInOrder() async throws {
            try await GtkTestEnvironment.start()
            let (producers, perProducer) = (4, 500)
            let seen = Recorder<(producer: Int, index: Int, inGTKsLoop: Bool)>()
            for producer in 0..<producers {
                DispatchQueue.global().async {
                    for index in 0..<perProducer {
                        MainLoop.perform {
                            seen.record((producer, index, g_main_context_is_owner(nil) != 0))
                        }
                    }
                }
            }
            try await MainContext.waitUntil { seen.values.count == producers * perProducer }
            #expect(seen.values.allSatisfy { $0.inGTKsLoop })
            for producer in 0..<producers {
                let order = seen.values.filter { $0.producer == producer }.map(\.index)
                #expect(order == Array(0..<perProducer), "producer \(producer)'s closures ran out of order")
            }
        }

        @Test func performOnTheGTKThreadRunsLaterAndAfterEarlierClosures() async throws {
            try await GtkTestEnvironment.start()
            let order = Recorder<String>()
            MainLoop.perform {
                order.record("first")
                MainLoop.perform { order.record("posted by first") }
            }
            MainLoop.perform { order.record("second") }
            #expect(order.values.isEmpty)
            try await MainContext.waitUntil { order.values.count == 3 }
            #expect(order.values == ["first", "second", "posted by first"])
        }

        @Test func timerRepeatsUntilCancelledAndThenFreesItsClosure() async throws {
            try await GtkTestEnvironment.start()
            let ticks = Recorder<Void>()
            weak var canary: Canary?
            let timer = {
                let captured = Canary()
                canary = captured
                return MainLoopTimer(every: .milliseconds(5)) { _ = captured; ticks.record(()) }
            }()
            #expect(timer.isRunning)
            try await MainContext.waitUntil { ticks.values.count >= 3 }

            timer.cancel()
            #expect(!timer.isRunning)
            #expect(canary == nil)
            let cancelledAt = ticks.values.count
            // A slower timer as the clock: ten of its intervals without another tick.
            let clock = Recorder<Void>()
            let slow = MainLoopTimer(every: .milliseconds(10)) { clock.record(()) }
            try await MainContext.waitUntil { clock.values.count >= 10 }
            slow.cancel()
            #expect(ticks.values.count == cancelledAt)
        }

        @Test func releasingATimerCancelsIt() async throws {
            try await GtkTestEnvironment.start()
            weak var canary: Canary?
            do {
                let captured = Canary()
                canary = captured
                _ = MainLoopTimer(every: .milliseconds(1)) { _ = captured }
            }
            #expect(canary == nil)
        }
    }
}
