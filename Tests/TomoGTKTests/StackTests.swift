import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct StackTests {
        @Test func aPageChangeCrossFadesAndTheWindowKnowsUntilItEnds() async throws {
            let stack = Stack()
            stack.addPage(Label("First"), name: "first", title: "First")
            stack.addPage(Label("Second"), name: "second", title: "Second")
            let column = Box(.vertical)
            column.append(stack)
            let window = try await TestWindow.show(column)
            defer { window.destroy() }
            try await MainContext.waitForFrame(of: stack)
            #expect(!window.isTransitionRunning)

            stack.visiblePageName = "second"
            // Seen from the window, through the box around the stack.
            #expect(window.isTransitionRunning)
            #expect(!Label("alone").isTransitionRunning)
            try await MainContext.waitUntil { !window.isTransitionRunning }
            #expect(stack.visiblePageName == "second")
        }
    }
}
