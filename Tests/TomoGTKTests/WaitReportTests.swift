import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct WaitReportTests {
        @Test("A wait that gives up says what GTK showed: the windows, the focused field and what it holds, the labels")
        func aTimedOutWaitDescribesTheWindows() async throws {
            try await GtkTestEnvironment.start()
            let box = Box(.vertical, spacing: 4)
            let label = Label()
            label.text = "Sign in to the PACS"
            let field = Entry()
            field.text = "reader"
            box.append(label)
            box.append(field)
            let window = try await TestWindow.show(box, title: "TomoGTKTests wait report")
            defer { window.destroy() }
            #expect(field.grabFocus())

            let failure = await #expect(throws: WaitFailure.self) {
                try await MainContext.waitUntil(timeout: .milliseconds(50)) { false }
            }
            let text = try #require(failure).description
            #expect(text.contains("timed out after 0.05 seconds waiting at TomoGTKTests/WaitReportTests.swift:"), "\(text)")
            #expect(text.contains("window \"TomoGTKTests wait report\" (shown, "), "\(text)")
            #expect(text.contains("focus on GtkText holding \"reader\" in GtkEntry"), "\(text)")
            #expect(text.contains("texts \"Sign in to the PACS\", \"field: reader\""), "\(text)")
        }
    }
}
