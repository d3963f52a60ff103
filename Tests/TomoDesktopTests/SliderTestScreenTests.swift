import Foundation
import SliderTestFeature
import Testing
import TomoCore
import TomoGTK
import TomoGTKTestSupport
import TomoServer
import TomoTestSupport
@testable import TomoDesktop
import TomoURLSession

extension DesktopTests {
    /// The slider test's screen as a user drives it: real keys in its window, against the reference
    /// server's slider test over HTTP; the value GTK draws above the thumb, the summary's labels, and that
    /// no label gets less room than its text needs.
    @Suite("The slider test's screen")
    @MainActor
    struct SliderTestScreenTests {
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

        @Test("Keys move the slider and the value above it is the chosen tick's; Next to the summary; text at 200 % reflows; Start Over")
        func wholeTestByKeyboard() async throws {
            try await ScreenWindow.startStyled()
            let picks = [9, 0, 14]
            let ticks = try await expectedSession(picks: picks)
            try await withTestServer { base in
                let client = HTTPClient(transport: URLSessionTransport(), timeout: TestWait.limit)
                let model = SliderTestModel(environment: .live(baseURL: base, client: client))
                let screen = SliderTestScreen(model: model)
                let window = try await ScreenWindow.show(screen.root, title: "Slider test", keys: model.handle)
                defer { window.close() }
                await model.start()

                try await waitUntilLaidOut(screen) { model.phase == .answering }
                #expect(screen.stepLabel.text == "Step 1" && model.step?.ticks.count == 15 && model.selectedIndex == 7)
                #expect(clippedLabels(screen).isEmpty, "at 100 %: \(clippedLabels(screen))")

                try await window.press("Right", "Right")
                try await MainContext.waitUntil { screen.scale.value == 9 && screen.scale.drawnValue == model.valueText }
                #expect(model.selectedIndex == 9 && screen.scale.drawnValue == TickFormat.text(for: ticks[0][9]))

                try await window.press("Return")
                try await MainContext.waitUntil { screen.stepLabel.text == "Step 2" && !model.isSending }
                try await window.press("Home", "Return")
                try await MainContext.waitUntil { screen.stepLabel.text == "Step 3" && !model.isSending }
                try await window.press("ctrl+plus", "ctrl+plus", "ctrl+plus", "ctrl+plus", "ctrl+plus")
                try await waitUntilLaidOut(screen) { model.zoom.percent == 200 }
                #expect(clippedLabels(screen).isEmpty, "at 200 % nothing is clipped: \(clippedLabels(screen))")
                try await window.press("End")
                try await MainContext.waitUntil { screen.scale.value == 14 && screen.scale.drawnValue == model.valueText }
                #expect(screen.scale.drawnValue == TickFormat.text(for: ticks[2][14]))
                try await window.press("Return")

                try await waitUntilLaidOut(screen) { model.phase == .complete && screen.pages.visiblePageName == "summary" }
                let expected = [["Step", "Tick", "Value"]] + zip(picks, ticks).enumerated().map {
                    [String($0.offset + 1), String($0.element.0), TickFormat.text(for: $0.element.1[$0.element.0])]
                }
                #expect(screen.summaryLabels.map(\.text).chunked(3).map(Array.init) == expected)
                #expect(clippedLabels(screen).isEmpty, "the summary at 200 %: \(clippedLabels(screen))")

                try await window.press("ctrl+0", "Return")
                try await MainContext.waitUntil { model.phase == .answering && model.records.isEmpty }
                #expect(screen.stepLabel.text == "Step 1" && model.zoom.percent == 100)
            }
        }

        /// Waits until `condition` holds and GTK has laid out, after a frame, every label of the page shown.
        private func waitUntilLaidOut(_ screen: SliderTestScreen, _ condition: () -> Bool) async throws {
            try await MainContext.waitUntil(condition)
            try await MainContext.waitForFrame(of: screen.root)
            try await MainContext.waitUntil { shownLabels(screen).allSatisfy { $0.1.size.width > 0 } }
        }

        /// The labels (buttons' too) on the page shown, by name.
        private func shownLabels(_ screen: SliderTestScreen) -> [(String, Widget)] {
            let labels: [(String, Widget?)] = screen.model.phase == .complete
                ? [("summary title", screen.summaryTitle), ("start over", screen.startOverButton.content)]
                    + screen.summaryLabels.map { ("summary \($0.text)", $0) }
                : [("step", screen.stepLabel), ("status", screen.statusLabel), ("next", screen.nextButton.content)]
            return labels.compactMap { name, label in label.map { (name, $0) } }.filter { $0.1.isVisible && $0.1.isMapped }
        }

        /// The labels of the page shown that got less room than their text needs.
        private func clippedLabels(_ screen: SliderTestScreen) -> [String] {
            shownLabels(screen).compactMap { name, label in
                let natural = label.naturalSize, allocated = label.size
                return natural.width > allocated.width || natural.height > allocated.height ? name : nil
            }
        }
    }
}
