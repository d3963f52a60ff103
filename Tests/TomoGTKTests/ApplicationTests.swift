import CGtk
import Testing
import TomoGTK
import TomoGTKTestSupport
import TomoImaging

extension GTKTests {
    @Suite @MainActor struct ApplicationTests {
        @Test func runActivatesShowsAWindowAndReturnsWhenQuit() async throws {
            try await GtkTestEnvironment.start()
            try StyleSheet.install("window.app-test { background-color: rgb(0, 0, 0); }")
            let app = Application(id: "org.tomo.TomoGTKTests")
            var shown: (size: (width: Int, height: Int), corner: TestBitmaps.Color)?
            var window: ApplicationWindow?
            var poll: MainLoopTimer?
            app.onActivate { app in
                Appearance.prefersDarkTheme = true
                let opened = ApplicationWindow(application: app)
                opened.title = "Tomo"
                opened.addCSSClass("app-test")
                opened.setDefaultSize(width: 100, height: 100)
                opened.setMinimumSize(width: 320, height: 240)
                opened.setChild(Label("slice 1 / 108"))
                opened.present()
                window = opened
                poll = MainLoopTimer(every: .milliseconds(10)) {
                    guard opened.isMapped, opened.size.width > 0,
                        let shot = try? opened.renderBitmap() else { return }
                    shown = (opened.size, TestBitmaps.color(in: shot, x: 2, y: shot.height - 3))
                    app.quit()
                }
            }
            let deadline = MainLoopTimer(every: .seconds(30)) { app.quit() }

            #expect(app.run() == 0)
            deadline.cancel()
            poll?.cancel()
            defer {
                window?.destroy()
                Appearance.prefersDarkTheme = false
            }
            let result = try #require(shown, "the window never showed")
            #expect(window?.title == "Tomo")
            #expect(Appearance.prefersDarkTheme)
            #expect(result.size.width >= 320 && result.size.height >= 240, "minimum size ignored: \(result.size)")
            #expect(result.corner == TestBitmaps.Color(red: 0, green: 0, blue: 0))
        }

        @Test func invalidCSSIsReportedAndNotInstalled() async throws {
            try await GtkTestEnvironment.start()
            #expect {
                try StyleSheet.install("window { background-color: notacolor; }")
            } throws: { error in
                guard case GtkError.invalidStyleSheet(let messages) = error else { return false }
                return messages.count == 1 && messages[0].contains("1:")
            }
        }
    }
}
