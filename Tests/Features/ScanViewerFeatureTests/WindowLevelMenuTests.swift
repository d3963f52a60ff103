import ScanViewerFeature
import Testing
import TomoCore

@Suite("Window menu")
struct WindowLevelMenuTests {
    @Test("A window that is no preset is one more item, selected: the series' default, or custom")
    func windowOutsideThePresets() {
        let own = WindowLevel(width: 406, level: -18)
        let atDefault = WindowLevelMenu(presets: [.brain], window: own, presetName: nil, defaultWindow: own)
        #expect(atDefault.items == ["brain", "Default (W 406, L -18)"] && atDefault.selectedIndex == 1)
        let menu = WindowLevelMenu(
            presets: [.brain, .bone], window: WindowLevel(width: 350.5, level: -20), presetName: nil, defaultWindow: own)
        #expect(menu.items == ["brain", "bone", "Custom (W 350.5, L -20)"])
        #expect(menu.selectedIndex == 2)
        #expect(menu.presetName(at: 1) == "bone" && menu.presetName(at: 2) == nil && menu.presetName(at: -1) == nil)
    }

    @Test("A file's curve is told: a sigmoid window by its width and level, a table by name")
    func curvesAreTold() {
        let sigmoid = WindowLevel(width: 400, level: 40, function: .sigmoid)
        #expect(WindowLevelMenu(presets: [], window: sigmoid, presetName: nil, defaultWindow: sigmoid).items == ["Default (W 400, L 40, sigmoid)"])
        let table = WindowLevel(table: LookupTable(firstMapped: 0, bits: 8, entries: [0, 255]))
        #expect(WindowLevelMenu(presets: [.brain], window: table, presetName: nil).items == ["brain", "Custom (lookup table)"])
    }

    @Test("A preset window selects its preset; no window selects nothing")
    func presetAndNoWindow() {
        let menu = WindowLevelMenu(presets: [.brain, .bone], window: WindowPreset.bone.window, presetName: "bone")
        #expect(menu.items == ["brain", "bone"] && menu.selectedIndex == 1)
        let none = WindowLevelMenu(presets: [], window: nil, presetName: nil)
        #expect(none.items.isEmpty && none.selectedIndex == nil)
    }
}
