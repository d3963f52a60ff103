import CGtk
import Dispatch
import Testing
import TomoGTK

extension GTKTests {
    @Suite @MainActor struct MainLoopTests {
        @Test func performRunsClosuresFromOtherThreadsOnTheGTKThreadInOrder() throws {
            try GtkTestEnvironment.start()
            let (producers, perProducer) = (4, 500)
            let seen = Recorder<(producer: Int, index: Int, onGTKThread: Bool)>()
            let gtkThread = pthread_self()
            for producer in 0..<producers {
                DispatchQueue.global().async {
                    for index in 0..<perProducer {
                        MainLoop.perform {
                            let onGTKThread = pthread_equal(pthread_self(), gtkThread) != 0
                                && g_main_context_is_owner(nil) != 0
                            seen.record((producer, index, onGTKThread))
                        }
                    }
                }
            }
            try #require(MainContext.run(until: { seen.values.count == producers * perProducer }))
            #expect(seen.values.allSatisfy { $0.onGTKThread })
            for producer in 0..<producers {
                let order = seen.values.filter { $0.producer == producer }.map(\.index)
                #expect(order == Array(0..<perProducer), "producer \(producer)'s closures ran out of order")
            }
        }

        @Test func performOnTheGTKThreadRunsLaterAndAfterEarlierClosures() throws {
            try GtkTestEnvironment.start()
            let order = Recorder<String>()
            MainLoop.perform {
                order.record("first")
                MainLoop.perform { order.record("posted by first") }
            }
            MainLoop.perform { order.record("second") }
            #expect(order.values.isEmpty)
            #expect(MainContext.run(until: { order.values.count == 3 }))
            #expect(order.values == ["first", "second", "posted by first"])
        }

        @Test func timerRepeatsUntilCancelledAndThenFreesItsClosure() throws {
            try GtkTestEnvironment.start()
            let ticks = Recorder<Void>()
            weak var canary: Canary?
            let timer = {
                let captured = Canary()
                canary = captured
                return MainLoopTimer(every: .milliseconds(5)) { _ = captured; ticks.record(()) }
            }()
            #expect(timer.isRunning)
            #expect(MainContext.run(until: { ticks.values.count >= 3 }))

            timer.cancel()
            #expect(!timer.isRunning)
            #expect(canary == nil)
            let cancelledAt = ticks.values.count
            // A slower timer as the clock: ten of its intervals without another tick.
            let clock = Recorder<Void>()
            let slow = MainLoopTimer(every: .milliseconds(10)) { clock.record(()) }
            #expect(MainContext.run(until: { clock.values.count >= 10 }))
            slow.cancel()
            #expect(ticks.values.count == cancelledAt)
        }

        @Test func releasingATimerCancelsIt() throws {
            try GtkTestEnvironment.start()
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
