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

        /// A message longer than the window, a file's path in it, wraps: the banner asks for no more width
        /// than a short one would, so it never widens the window.
        @Test func aLongMessageWrapsInsteadOfWideningTheWindow() async throws {
            let banner = ErrorBanner()
            let window = try await TestWindow.show(banner)
            defer { window.destroy() }
            func minimumWidth() -> Int32 {
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_measure(tomo_widget(banner.pointer), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                return minimum
            }
            banner.show("Slice 12 failed")
            let short = minimumWidth()
            let path = "/media/disc/DICOM/" + String(repeating: "ABCDEFGH/", count: 40) + "IM0001"
            banner.show("1 file could not be read, its images are missing: \(path): the file is truncated")
            #expect(minimumWidth() <= short + 100, "\(minimumWidth()) against \(short)")
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
