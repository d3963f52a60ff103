import Foundation
import TomoCore

extension RGBColour {
    /// The colour a Recommended Display CIELab Value names: L*, a*, b* scaled to 0–65535 (PS3.3 C.10.7.1.1),
    /// taken to CIE XYZ under the D65 white point, then to sRGB, each component rounded and kept within 0–255.
    /// Nil unless it has three values.
    public init?(dicomLab values: [Int]) {
        guard values.count == 3 else { return nil }
        let l = Double(values[0]) * 100 / 65535
        let a = Double(values[1]) * 255 / 65535 - 128
        let b = Double(values[2]) * 255 / 65535 - 128
        // CIELab → XYZ (D65: 95.047, 100, 108.883).
        let fy = (l + 16) / 116
        let (fx, fz) = (fy + a / 500, fy - b / 200)
        func inverse(_ t: Double) -> Double { t * t * t > 216.0 / 24389 ? t * t * t : (t - 16.0 / 116) * 108.0 / 841 }
        let (x, y, z) = (0.95047 * inverse(fx), inverse(fy), 1.08883 * inverse(fz))
        // XYZ → linear sRGB → sRGB.
        let linear = [
            3.2406 * x - 1.5372 * y - 0.4986 * z,
            -0.9689 * x + 1.8758 * y + 0.0415 * z,
            0.0557 * x - 0.2040 * y + 1.0570 * z,
        ]
        let components = linear.map { c -> UInt8 in
            let encoded = c > 0.0031308 ? 1.055 * pow(c, 1 / 2.4) - 0.055 : 12.92 * c
            return UInt8(min(max((encoded * 255).rounded(), 0), 255))
        }
        self.init(red: components[0], green: components[1], blue: components[2])
    }

    /// The colour of segment `number` where its object names none: a fixed palette of 12 distinct hues.
    public static func segmentPalette(_ number: Int) -> RGBColour {
        let colours: [(UInt8, UInt8, UInt8)] = [
            (230, 25, 75), (60, 180, 75), (255, 225, 25), (0, 130, 200), (245, 130, 48), (145, 30, 180),
            (70, 240, 240), (240, 50, 230), (210, 245, 60), (250, 190, 212), (0, 128, 128), (170, 110, 40),
        ]
        let (r, g, b) = colours[((number - 1) % colours.count + colours.count) % colours.count]
        return RGBColour(red: r, green: g, blue: b)
    }
}
