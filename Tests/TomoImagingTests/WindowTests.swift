import Foundation
import Testing
import TomoCore
import TomoImaging

@Suite("Window")
struct WindowTests {
    /// Every stored value 0...65535 once, in order.
    static let allStoredValues = try! OperationImage.make(256, 256, .gray16) { x, y, _ in y * 256 + x }

    static let windows: [WindowLevel] = WindowPreset.ctPresets.map(\.window) + [
        WindowLevel(width: 1, level: 0),
        WindowLevel(width: 1, level: 0.5),
        WindowLevel(width: 0, level: 100),
        WindowLevel(width: -5, level: 7),
        WindowLevel(width: 10, level: 1_000_000),  // level far above the data
        WindowLevel(width: 10, level: -1_000_000),  // and far below
        WindowLevel(width: 1e12, level: 3),
        WindowLevel(width: 1e-9, level: 20_000),
        WindowLevel(width: 37.3, level: -12.7),
        WindowLevel(width: 400, level: 40, function: .sigmoid),
        WindowLevel(width: 1, level: 0.5, function: .sigmoid),
        WindowLevel(width: 3000, level: 20_000, function: .sigmoid),
        WindowLevel(width: 1e-9, level: 20_000, function: .sigmoid),
        // A table need not rise: each value is looked up on its own.
        WindowLevel(table: LookupTable(firstMapped: -100, bits: 12, entries: (0..<3000).map { UInt16(($0 * 37) % 4096) })),
        WindowLevel(table: LookupTable(firstMapped: 0, bits: 8, entries: [255, 0, 128])),
    ]

    static let rescales: [Rescale] = [
        .identity,
        Rescale(slope: 1, intercept: -1024),
        Rescale(slope: -1, intercept: 1000),
        Rescale(slope: 0.5, intercept: -3.25),
        Rescale(slope: -2.5, intercept: -100),
        Rescale(slope: 0, intercept: 42),
        Rescale(slope: 1e-3, intercept: 7),
    ]

    @Test("identical to WindowLevel.grayLevel(of:) for every stored value", arguments: windows, rescales)
    func exhaustive(window: WindowLevel, rescale: Rescale) throws {
        let gray = try Self.allStoredValues.windowed(window, rescale: rescale)
        try #require(gray.format == .gray8 && gray.width == 256 && gray.height == 256 && gray.pixels.count == 65536)
        var mismatches: [String] = []
        for stored in 0...65535 {
            let expected = window.grayLevel(of: Double(stored) * rescale.slope + rescale.intercept)
            if gray.pixels[stored] != expected, mismatches.count < 5 {
                mismatches.append("stored \(stored): \(gray.pixels[stored]), expected \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("stored words windowed without a bitmap: signed words keep their value, inversion flips every level",
          arguments: [WindowPreset.brain.window, WindowLevel(width: 37.3, level: -12.7)], [Rescale.identity, Rescale(slope: 0.5, intercept: -3.25)])
    func wordsSignedAndInverted(window: WindowLevel, rescale: Rescale) throws {
        let words = (0...65535).map(UInt16.init)
        let unsigned = try Bitmap.windowing(words, width: 256, height: 256, window: window, rescale: rescale)
        #expect(unsigned == (try Self.allStoredValues.windowed(window, rescale: rescale)))
        let signed = try Bitmap.windowing(words, width: 256, height: 256, signed: true, window: window, rescale: rescale, inverted: true)
        var mismatches: [String] = []
        for (index, word) in words.enumerated() {
            let expected = 255 - window.grayLevel(of: Double(Int16(bitPattern: word)) * rescale.slope + rescale.intercept)
            if signed.pixels[index] != expected, mismatches.count < 5 { mismatches.append("word \(word): \(signed.pixels[index]), expected \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(throws: ImagingError.invalidPixelBuffer(expected: 6, actual: 5)) {
            try Bitmap.windowing([1, 2, 3, 4, 5], width: 3, height: 2, window: window)
        }
    }

    /// DICOM's SIGMOID (PS3.3 C.11.2.1.3.1) to 8 bits: 255 / (1 + exp(−4 (x − c) / w)), rounded; half grey
    /// at the level, never quite black or white within the window.
    @Test func aSigmoidWindowFollowsDICOMsFormula() {
        let window = WindowLevel(width: 400, level: 40, function: .sigmoid)
        let expected: [(Double, UInt8)] = [(40, 128), (240, 225), (-160, 30), (140, 186), (2000, 255), (-2000, 0)]
        for (value, level) in expected {
            #expect(window.grayLevel(of: value) == level, "\(value)")
            #expect(level == UInt8((255 / (1 + exp(-4 * (value - 40) / 400))).rounded()))
        }
    }

    @Test("a CT-like slice: shape, format and padded rows")
    func slice() throws {
        var generator = SplitMix64(seed: 3)
        let slice = try OperationImage.make(37, 19, .gray16) { _, _, _ in Int.random(in: 0...4095, using: &generator) }
        let window = WindowPreset.softTissue.window, rescale = Rescale(slope: 1, intercept: -1024)
        let gray = try slice.windowed(window, rescale: rescale)
        #expect(gray.width == 37 && gray.height == 19 && gray.format == .gray8 && gray.bytesPerRow == 37)
        for y in 0..<19 {
            for x in 0..<37 {
                let physical = Double(slice.testSample(x, y)) * rescale.slope + rescale.intercept
                #expect(gray.testSample(x, y) == Int(window.grayLevel(of: physical)))
            }
        }
        #expect(try OperationImage.padded(slice).windowed(window, rescale: rescale) == gray)
    }

    @Test("only gray16 bitmaps can be windowed", arguments: [PixelFormat.gray8, .rgb8, .rgba8])
    func otherFormats(format: PixelFormat) throws {
        let image = try OperationImage.noise(3, 3, format)
        #expect(throws: ImagingError.unsupportedPixelFormat(format, operation: "window/level")) {
            try image.windowed(WindowPreset.brain.window)
        }
    }

    @Test(
        "non-finite or overflowing parameters are invalid",
        arguments: [
            (WindowLevel(width: .nan, level: 40), Rescale.identity),
            (WindowLevel(width: .infinity, level: 40), .identity),
            (WindowLevel(width: 80, level: .nan), .identity),
            (WindowLevel(width: 80, level: -.infinity), .identity),
            (WindowLevel(width: 80, level: 40), Rescale(slope: .infinity, intercept: 0)),
            (WindowLevel(width: 80, level: 40), Rescale(slope: 1, intercept: .nan)),
            (WindowLevel(width: 80, level: 40), Rescale(slope: 1e305, intercept: 0)),  // 65535 · 1e305 overflows
            (WindowLevel(width: 1.5e308, level: -1.5e308), .identity),  // the lower bound overflows
        ])
    func invalidParameters(window: WindowLevel, rescale: Rescale) throws {
        let error = #expect(throws: ImagingError.self) { try Self.allStoredValues.windowed(window, rescale: rescale) }
        guard case .invalidParameter = error else {
            Issue.record("expected invalidParameter, got \(String(describing: error))")
            return
        }
    }
}
