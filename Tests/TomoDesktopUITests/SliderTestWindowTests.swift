import Foundation
import SliderTestFeature
import Testing
import TomoCore
import TomoServer
import TomoTestSupport

extension DesktopUITests {
    /// The desktop app's slider test as a user drives it: a real window on a private Xvfb display, real
    /// keys, against the reference server's slider test over HTTP.
    @Suite("tomo-desktop's slider test under Xvfb")
    struct SliderTestWindowTests {
        /// Step by step, the ticks the first session of a fresh server (seed 1) offers for `picks`.
        private func expectedSession(picks: [Int]) async throws -> [[Double]] {
            try await withTestServer { base in
                let api = SliderTestAPI(baseURL: base), client = HTTPClient(transport: URLSessionTransport())
                var answer = try await client.send(api.start()), ticks: [[Double]] = []
                while case .step(let step) = answer {
                    ticks.append(step.ticks)
                    answer = try await client.send(api.next(sessionID: step.sessionID, choice: picks[min(ticks.count - 1, picks.count - 1)]))
                }
                return ticks
            }
        }

        @Test(
            "Keys move the slider and the value above it is the chosen tick's; Next to the summary; text at 200 % reflows; Start Over",
            .enabled(if: Tools.canDriveWindows, "needs Xvfb, xdotool and ImageMagick (scripts/install-dependencies.sh test)"),
            .timeLimit(.minutes(10)))
        func wholeTestByKeyboard() async throws {
            let picks = [9, 0, 14]
            let ticks = try await expectedSession(picks: picks)
            try await withTestServer { base in
                let (display, report, app) = try await DesktopLaunch.start(
                    api: base, arguments: ["--screen", "slider"], display: (1280, 1024), report: "state.slider.json")
                    as (XvfbServer, ReportFile<SliderTestReport>, DesktopProcess)
                defer { _ = app.stop(); display.stop(); report.removeFolder() }
                let screen = Screen(display: display, title: "Tomo")

                let first = try await report.wait(isAlive: { app.isRunning }) { $0.phase == "answering" && $0.shownValue != nil && $0.isLaidOut }
                #expect(first.stepText == "Step 1" && first.tickCount == 15 && first.selectedIndex == 7)
                #expect(first.clipped.isEmpty, "at 100 %: \(first.clipped)")

                try await screen.press(["Right", "Right"])
                let moved = try await report.wait(isAlive: { app.isRunning }) { $0.sliderIndex == 9 && $0.shownValue == $0.valueText }
                #expect(moved.selectedIndex == 9 && moved.shownValue == TickFormat.text(for: ticks[0][9]))

                try await screen.press(["Return"])
                _ = try await report.wait(isAlive: { app.isRunning }) { $0.stepText == "Step 2" && !$0.isSending }
                try await screen.press(["Home", "Return"])
                _ = try await report.wait(isAlive: { app.isRunning }) { $0.stepText == "Step 3" && !$0.isSending }
                try await screen.press(["ctrl+plus", "ctrl+plus", "ctrl+plus", "ctrl+plus", "ctrl+plus"])
                let zoomed = try await report.wait(isAlive: { app.isRunning }) { $0.zoomPercent == 200 && $0.isLaidOut }
                #expect(zoomed.clipped.isEmpty, "at 200 % nothing is clipped: \(zoomed.clipped)")
                try await screen.press(["End"])
                let last = try await report.wait(isAlive: { app.isRunning }) { $0.sliderIndex == 14 }
                #expect(last.shownValue == TickFormat.text(for: ticks[2][14]))
                try await screen.press(["Return"])

                let summary = try await report.wait(isAlive: { app.isRunning }) { $0.phase == "complete" && $0.isLaidOut }
                let expected = zip(picks, ticks).enumerated().map { [String($0.offset + 1), String($0.element.0), TickFormat.text(for: $0.element.1[$0.element.0])] }
                #expect(summary.summary == expected)
                #expect(summary.clipped.isEmpty, "the summary at 200 %: \(summary.clipped)")

                try await screen.press(["ctrl+0", "Return"])
                let again = try await report.wait(isAlive: { app.isRunning }) { $0.phase == "answering" && $0.summary.isEmpty }
                #expect(again.stepText == "Step 1" && again.zoomPercent == 100)
            }
        }
    }
}
