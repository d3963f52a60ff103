import Foundation
import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct InputTests {
        @Test func keyPressesCarryGDKsNameTheCharacterAndControl() {
            let left = KeyPress(keyval: 0xff51)
            #expect(left.name == "Left" && left.character == nil && !left.control)
            #expect(KeyPress(keyval: 0xff96).name == "Left", "the keypad's twin")
            #expect(KeyPress(keyval: 0xff8d).name == "Return" && KeyPress(keyval: 0xff0d).name == "Return")
            #expect(KeyPress(keyval: 0xff55).name == "Page_Up" && KeyPress(keyval: 0xff9a).name == "Page_Up")
            #expect(KeyPress(keyval: 0x20).name == "space" && KeyPress(keyval: 0x20).character == nil)
            let i = KeyPress(keyval: 0x69)
            #expect(i.name == "i" && i.character == "i")
            let control: UInt32 = 1 << 2  // GDK_CONTROL_MASK
            let controlR = KeyPress(keyval: 0x52, state: control)
            #expect(controlR.character == "R" && controlR.control, "Ctrl+Shift+R")
            #expect(KeyPress(keyval: 0x2b, state: control).character == "+")
        }

        @Test func windowShortcutsInTheCapturePhaseWinOverAFocusedSlider() async throws {
            let display = try await GtkTestEnvironment.start()
            let title = "TomoGTKTests keys"
            let scale = Scale(range: 0...100)
            let window = try await TestWindow.show(scale, title: title)
            defer { window.destroy() }
            scale.setValue(50)
            #expect(scale.grabFocus())
            let keys = Recorder<String>()
            window.onKeyPressed(phase: .capture) { key in
                keys.record(key.name ?? "?")
                return key.character != "a"
            }

            try await XInput.press(
                ["Right", "Page_Down", "Home", "End", "space", "Left"], inWindowTitled: title, on: display)
            try await MainContext.waitUntil { keys.values.count == 6 }
            #expect(keys.values == ["Right", "Page_Down", "Home", "End", "space", "Left"])
            #expect(scale.value == 50, "the slider moved although the window handled the keys")
        }

        @Test func aFocusedSliderFollowsTheKeyboard() async throws {
            let display = try await GtkTestEnvironment.start()
            let title = "TomoGTKTests slider"
            let scale = Scale(range: 0...100)
            let window = try await TestWindow.show(scale, title: title)
            defer { window.destroy() }
            #expect(scale.grabFocus())
            let values = Recorder<Double>()
            scale.onValueChanged { values.record($0) }

            try await XInput.press(["Right", "Right", "Page_Up"], inWindowTitled: title, on: display)
            try await MainContext.waitUntil { values.values.count == 3 }
            #expect(values.values == [1, 2, 12])
        }

        @Test func wheelNotchesArriveAsDiscreteDeltas() async throws {
            let (display, area, window) = try await Self.showArea(titled: "TomoGTKTests wheel")
            defer { window.destroy() }
            let deltas = Recorder<Double>()
            area.onScroll(discrete: true) { _, dy in
                deltas.record(dy)
                return true
            }

            try await XInput.scroll(down: 2, up: 1, inWindowTitled: window.title, on: display)
            try await MainContext.waitUntil { deltas.values.count == 3 }
            #expect(deltas.values == [1, 1, -1])
        }

        @Test func dragsReportTheirOffsetFromWhereTheyBegan() async throws {
            let (display, area, window) = try await Self.showArea(titled: "TomoGTKTests drag")
            defer { window.destroy() }
            let begins = Recorder<Int>(), offsets = Recorder<[Double]>()
            area.onDrag(button: 1) { begins.record(1) } moved: { dx, dy in offsets.record([dx, dy]) }

            try await XInput.drag(dx: 40, dy: 24, inWindowTitled: window.title, on: display)
            try await MainContext.waitUntil { offsets.values.last == [40, 24] }
            #expect(begins.values.count == 1)
            #expect(offsets.values.allSatisfy { (0...40).contains($0[0]) && (0...24).contains($0[1]) }, "\(offsets.values)")
        }

        /// A window on the tests' display filled by an empty area, for pointer input.
        private static func showArea(titled title: String) async throws -> (TestDisplay, Box, Window) {
            let display = try await GtkTestEnvironment.start()
            let area = Box(.vertical)
            area.expandsVertically = true
            return (display, area, try await TestWindow.show(area, title: title))
        }
    }
}
