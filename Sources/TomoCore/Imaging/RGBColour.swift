import Foundation

/// A colour of 8 bits a component (sRGB): a colour pixel's, a label's.
public struct RGBColour: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// The colour of components `red`, `green` and `blue`.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// White.
    public static let white = RGBColour(red: 255, green: 255, blue: 255)
    /// Black.
    public static let black = RGBColour(red: 0, green: 0, blue: 0)

    /// `#RRGGBB`.
    public var hex: String {
        "#" + [red, green, blue].map { String(format: "%02X", $0) }.joined()
    }
}
