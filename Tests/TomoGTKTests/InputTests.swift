import CGtk
import Foundation
import Testing
import TomoGTK
@testable import TomoGTKTestSupport

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

        @Test func theKeyLogKeepsAChordByItsKeyAndFindsTheKeysMissingInOrder() async throws {
            let display = try await GtkTestEnvironment.start()
            let title = "TomoGTKTests key log"
            let window = try await TestWindow.show(Box(.vertical), title: title)
            defer { window.destroy() }
            let mark = KeyPressLog.count
            let chords = ["ctrl+shift+e", "Right", "plus"]
            try await XInput.press(chords, inWindowTitled: title, on: display)
            let keys = KeyPressLog.keys(since: mark)
            let names: [String] = ["e", "Right", "plus"]
            let sent = names.map { gdk_keyval_from_name($0) }
            #expect(Array(keys) == sent, "modifiers are not kept; E is kept as e")
            #expect(KeyPressLog.missing(chords, from: keys).isEmpty)
            #expect(KeyPressLog.missing(["e", "x", "Right"], from: keys) == ["x"])
            #expect(KeyPressLog.missing(["Right", "e"], from: keys) == ["e"], "an e before Right is not one after it")
            #expect(KeyPressLog.missing(["Right", "Right"], from: keys) == ["Right"], "each key press counts once")
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
            let deltas = Recorder<Double>(), modifiers = Recorder<WheelModifiers>()
            area.onWheel { notches, held in
                deltas.record(notches)
                modifiers.record(held)
                return true
            }

            try await XInput.scroll(down: 2, up: 1, inWindowTitled: window.title, on: display)
            try await MainContext.waitUntil { deltas.values.count == 3 }
            #expect(deltas.values == [1, 1, -1] && modifiers.values == Array(repeating: WheelModifiers(), count: 3))
            try await XInput.scroll(down: 1, up: 0, at: 40, 40, holding: "shift", inWindowTitled: window.title, on: display)
            try await MainContext.waitUntil { deltas.values.count == 4 }
            #expect(deltas.values.last == 1 && modifiers.values.last == WheelModifiers(shift: true), "Shift+wheel: still vertical, Shift said")
        }

        @Test func dragsReportWhereTheyBeganMovedAndEndedInTheWidgetsPoints() async throws {
            let (display, area, window) = try await Self.showArea(titled: "TomoGTKTests drag")
            defer { window.destroy() }
            let pressed = Recorder<[Double]>(), dragged = Recorder<[Double]>(), released = Recorder<[Double]>()
            let other = Recorder<[Double]>()
            area.onPointerDrag(button: 1) { x, y in pressed.record([x, y]) } dragged: { x, y in
                dragged.record([x, y])
            } released: { x, y in
                released.record([x, y])
            }
            area.onPointerDrag(button: 2) { x, y in other.record([x, y]) } dragged: { _, _ in } released: { _, _ in }

            try await XInput.drag(from: 30, 30, dx: 40, dy: 24, inWindowTitled: window.title, on: display)
            try await MainContext.waitUntil { released.values.count == 1 }
            #expect(pressed.values == [[30, 30]] && released.values == [[70, 54]])
            #expect(dragged.values.last == [70, 54])
            #expect(dragged.values.allSatisfy { (30...70).contains($0[0]) && (30...54).contains($0[1]) }, "\(dragged.values)")
            #expect(other.values.isEmpty, "the middle button's drag saw the primary's")
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
