import FeatureSupport
import TomoGTK

extension KeyChord {
    /// The chord GTK's key press `press` is: a named key when `KeyName` has its name, else the character
    /// it types; nil for keys that are neither (a lone Shift).
    init?(_ press: KeyPress) {
        if let name = press.name.flatMap(KeyName.init(rawValue:)) {
            self.init(.named(name), control: press.control)
        } else if let character = press.character {
            self.init(.character(character), control: press.control)
        } else {
            return nil
        }
    }
}
