import Foundation
import Testing
import TomoGTK

extension GTKTests {
    @Suite @MainActor struct InputTests {
        @Test func keyValuesMapToTheViewersKeys() {
            #expect(Key(keyval: 0xff51) == .left)
            #expect(Key(keyval: 0xff53) == .right)
            #expect(Key(keyval: 0xff55) == .pageUp)
            #expect(Key(keyval: 0xff56) == .pageDown)
            #expect(Key(keyval: 0xff50) == .home)
            #expect(Key(keyval: 0xff57) == .end)
            #expect(Key(keyval: 0x20) == .space)
            #expect(Key(keyval: 0xff96) == .left)  // keypad
            #expect(Key(keyval: 0x61) == .other(0x61))
            #expect(Key(keyval: 0xff1b) == .escape && Key(keyval: 0xff0d) == .enter && Key(keyval: 0xff8d) == .enter)
            let control: UInt32 = 1 << 2  // GDK_CONTROL_MASK
            #expect(Key(keyval: 0x72, state: control) == .control("r"))
            #expect(Key(keyval: 0x52, state: control) == .control("r"), "Ctrl+Shift+R")
            #expect(Key(keyval: 0x2b, state: control) == .control("+"))
            #expect(Key(keyval: 0xff51, state: control) == .left, "no character: the key itself")
        }

        @Test func windowShortcutsInTheCapturePhaseWinOverAFocusedSlider() throws {
            let display = try PrivateDisplay.start()
            let title = "TomoGTKTests keys"
            let scale = Scale(range: 0...100)
            let window = try TestWindow.show(scale, title: title, on: display)
            defer { window.destroy() }
            scale.setValue(50)
            #expect(scale.grabFocus())
            let keys = Recorder<Key>()
            window.onKeyPressed(phase: .capture) { key in
                keys.record(key)
                return key != .other(0x61)
            }

            let typing = try XInput.press(
                ["Right", "Page_Down", "Home", "End", "space", "Left"], inWindowTitled: title, on: display.name)
            #expect(MainContext.run(until: { keys.values.count == 6 }))
            #expect(MainContext.run(until: { !typing.isRunning }), "xdotool did not finish")
            #expect(keys.values == [.right, .pageDown, .home, .end, .space, .left])
            #expect(scale.value == 50, "the slider moved although the window handled the keys")
        }

        @Test func aFocusedSliderFollowsTheKeyboard() throws {
            let display = try PrivateDisplay.start()
            let title = "TomoGTKTests slider"
            let scale = Scale(range: 0...100)
            let window = try TestWindow.show(scale, title: title, on: display)
            defer { window.destroy() }
            #expect(scale.grabFocus())
            let values = Recorder<Double>()
            scale.onValueChanged { values.record($0) }

            let typing = try XInput.press(["Right", "Right", "Page_Up"], inWindowTitled: title, on: display.name)
            #expect(MainContext.run(until: { values.values.count == 3 }))
            #expect(MainContext.run(until: { !typing.isRunning }), "xdotool did not finish")
            #expect(values.values == [1, 2, 12])
        }

        @Test func wheelNotchesArriveAsDiscreteDeltas() throws {
            let (display, area, window) = try Self.showArea(titled: "TomoGTKTests wheel")
            defer { window.destroy() }
            let deltas = Recorder<Double>()
            area.onScroll(discrete: true) { _, dy in
                deltas.record(dy)
                return true
            }

            let wheel = try XInput.scroll(down: 2, up: 1, inWindowTitled: window.title, on: display.name)
            #expect(MainContext.run(until: { deltas.values.count == 3 }))
            #expect(MainContext.run(until: { !wheel.isRunning }), "xdotool did not finish")
            #expect(deltas.values == [1, 1, -1])
        }

        @Test func dragsReportTheirOffsetFromWhereTheyBegan() throws {
            let (display, area, window) = try Self.showArea(titled: "TomoGTKTests drag")
            defer { window.destroy() }
            let begins = Recorder<Int>(), offsets = Recorder<[Double]>()
            area.onDrag(button: 1) { begins.record(1) } moved: { dx, dy in offsets.record([dx, dy]) }

            let drag = try XInput.drag(dx: 40, dy: 24, inWindowTitled: window.title, on: display.name)
            #expect(MainContext.run(until: { offsets.values.last == [40, 24] }))
            #expect(MainContext.run(until: { !drag.isRunning }), "xdotool did not finish")
            #expect(begins.values.count == 1)
            #expect(offsets.values.allSatisfy { (0...40).contains($0[0]) && (0...24).contains($0[1]) }, "\(offsets.values)")
        }

        /// A window on a private display filled by an empty area, for pointer input.
        private static func showArea(titled title: String) throws -> (PrivateDisplay, Box, Window) {
            let display = try PrivateDisplay.start()
            let area = Box(.vertical)
            area.expandsVertically = true
            return (display, area, try TestWindow.show(area, title: title, on: display))
        }
    }
}
