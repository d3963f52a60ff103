import CGtk
import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct ErrorBannerTests {
        @Test func slidesInWithTheMessageAndRetries() async throws {
            let banner = ErrorBanner()
            let column = Box(.vertical)
            column.append(banner)
            let window = try await TestWindow.show(column)
            defer { window.destroy() }
            let retries = Recorder<Void>()
            banner.onRetry { retries.record(()) }
            #expect(!banner.isShown)

            banner.show("Slice 12 failed: HTTP 500")
            #expect(banner.isShown)
            #expect(banner.message == "Slice 12 failed: HTTP 500")
            let revealer = tomo_revealer(banner.pointer)
            try await MainContext.waitUntil { gtk_revealer_get_child_revealed(revealer) != 0 }
            #expect(banner.size.height > 0)

            let retry = try #require(Self.button(in: tomo_widget(banner.pointer)))
            gtk_widget_activate(retry)
            try await MainContext.waitUntil { retries.values.count == 1 }

            banner.hide()
            try await MainContext.waitUntil { gtk_revealer_get_child_revealed(revealer) == 0 }
        }

        /// The first button among `widget`'s descendants.
        static func button(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                gtk_button_get_type()) != 0 {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = button(in: current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
    }
}
