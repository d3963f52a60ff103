import CGtk
import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct ClosureLifetimeTests {
        @Test func closuresAreFreedWhenTheirWidgetsAreDestroyed() async throws {
            weak var canary: Canary?
            weak var windowWrapper: Window?
            do {
                let captured = Canary()
                canary = captured
                let button = Button(label: "Retry")
                let scale = Scale(range: 0...10)
                let dropDown = DropDown(items: ["a", "b"])
                let column = Box(.vertical)
                [button, scale, dropDown].forEach(column.append)
                button.onClicked { _ = captured }
                scale.onValueChanged { _ in _ = captured }
                dropDown.onSelectionChanged { _ in _ = captured }
                column.onKeyPressed { _ in _ = captured; return false }
                column.onWheel { _, _ in _ = captured; return false }
                column.onPointerMotion { _, _ in _ = captured } left: { _ = captured }
                column.onPointerDrag(button: 1) { _, _ in _ = captured } dragged: { _, _ in _ = captured } released: { _, _ in _ = captured }
                let window = try await TestWindow.show(column)
                windowWrapper = window
                window.destroy()
            }
            #expect(windowWrapper == nil)
            MainContext.dispatchReady()
            #expect(canary == nil, "a closure outlived its widget")
        }

        @Test func closuresLiveAsLongAsTheWidgetNotTheWrapper() async throws {
            let clicks = Recorder<Void>()
            let values = Recorder<Double>()
            let column = Box(.vertical)
            let window = try await TestWindow.show(column)
            defer { window.destroy() }
            weak var buttonWrapper: Button?
            weak var scaleWrapper: Scale?
            do {
                let button = Button(label: "Retry")
                button.onClicked { clicks.record(()) }
                let scale = Scale(range: 0...10)
                scale.onValueChanged { values.record($0) }
                column.append(button)
                column.append(scale)
                (buttonWrapper, scaleWrapper) = (button, scale)
            }
            #expect(buttonWrapper == nil && scaleWrapper == nil)
            let button = try #require(gtk_widget_get_first_child(tomo_widget(column.pointer)))
            let scale = try #require(gtk_widget_get_next_sibling(button))
            try await MainContext.waitUntil { gtk_widget_get_mapped(scale) != 0 }

            gtk_widget_activate(button)
            try await MainContext.waitUntil { clicks.values.count == 1 }
            gtk_range_set_value(tomo_range(UnsafeMutableRawPointer(scale)), 7)
            #expect(values.values == [7])
        }
    }
}
