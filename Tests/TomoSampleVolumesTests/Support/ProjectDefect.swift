/// Ways to spoil a ``ProjectFixture`` so loading it must fail with `invalidProject`.
import Testing

enum ProjectDefect: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case twoDimensionalShape
    case zeroSizedShape
    case shapeDisagreesWithData
    case hugeShape
    case matrixOneByteShort
    case unsupportedDtype
    case badSpacing
    case plistIsNotAPlist
    case plistWithoutMatrix

    var testDescription: String { rawValue }

    /// A word the error's reason must contain.
    var mention: String {
        switch self {
        case .twoDimensionalShape, .zeroSizedShape: "shape"
        case .shapeDisagreesWithData, .hugeShape, .matrixOneByteShort: "bytes"
        case .unsupportedDtype: "dtype"
        case .badSpacing: "spacing"
        case .plistIsNotAPlist: "main.plist"
        case .plistWithoutMatrix: "matrix"
        }
    }

    func apply(to fixture: inout ProjectFixture) {
        switch self {
        case .twoDimensionalShape: fixture.shape = [6, 4]
        case .zeroSizedShape: fixture.shape = [2, 0, 4]
        case .shapeDisagreesWithData: fixture.shape = [2, 3, 5]
        case .hugeShape: fixture.shape = [1 << 30, 1 << 30, 1 << 30]
        case .matrixOneByteShort: fixture.matrixOverride = .pattern(count: 47)
        case .unsupportedDtype: fixture.dtype = "float32"
        case .badSpacing: fixture.spacing = [1, 1]
        case .plistIsNotAPlist: fixture.plistOverride = "garbage"
        case .plistWithoutMatrix:
            fixture.plistOverride = "<plist version=\"1.0\"><dict><key>name</key><string>x</string></dict></plist>"
        }
    }
}
