import AppFeature
import FeatureSupport
import ImageGridFeature
import PhotoBrowserFeature
import ScanViewerFeature
import SliderTestFeature
import Testing

/// Every key table of the app: what its rows say matches what they bind.
@Suite("Key tables")
struct KeyTableTests {
    /// Each table's rows, as (keys text, chords bound).
    private static let tables: [(String, [(keys: String, chords: [KeyChord])])] = [
        ("app", AppModel.keys.rows.map { ($0.keys, $0.bindings.map(\.chord)) }),
        ("ct", ScanViewerModel.keys.rows.map { ($0.keys, $0.bindings.map(\.chord)) }),
        ("grid", ImageGridModel.keys.rows.map { ($0.keys, $0.bindings.map(\.chord)) }),
        ("photos", PhotoBrowserModel.keys.rows.map { ($0.keys, $0.bindings.map(\.chord)) }),
        ("slider", SliderTestModel.keys.rows.map { ($0.keys, $0.bindings.map(\.chord)) }),
    ]

    @Test("Every chord a row binds is named in its keys, and no table binds a chord twice")
    func rowsNameTheirChords() {
        for (name, rows) in Self.tables {
            for row in rows {
                for chord in row.chords {
                    #expect(row.keys.contains(chord.description), "\(name): \(chord) is not in \"\(row.keys)\"")
                }
            }
            let chords = rows.flatMap(\.chords)
            #expect(Set(chords).count == chords.count, "\(name) binds a chord twice")
        }
    }

    @Test("Chords fold letters and name keys as help text writes them; a capital typed with Control is Shift")
    func chords() {
        #expect(KeyChord.character("I") == .character("i"))
        #expect(KeyChord.control("R") == .control("r"))
        #expect(KeyChord(.character("Z"), control: true) == .controlShift("z") && KeyChord.controlShift("z") != .control("z"))
        #expect(KeyChord(.character("Z")) == .character("z"), "Shift alone is the letter")
        #expect(KeyChord.controlShift("z").description == "Ctrl+Shift+Z")
        #expect(KeyChord.control("-").description == "Ctrl+−" && KeyChord.control("+").description == "Ctrl++")
        #expect(KeyChord.named(.pageDown).description == "Page Down" && KeyChord.character("b").description == "B")
        #expect(KeyName(rawValue: "Page_Up") == .pageUp, "GDK's names")
    }
}
