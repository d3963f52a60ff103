import Foundation

/// How de-identification goes beyond the Basic Profile: the options of PS3.15 E.3 a user may choose, and the
/// areas of the image to blank.
public struct DeidentificationOptions: Sendable, Hashable {
    /// Retain Longitudinal Temporal Information with Modified Dates (113107): every date of a patient shifted
    /// back by the same number of days (derived from the key and the patient), times kept; without it dates
    /// are removed or replaced by a dummy.
    public var shiftsDates: Bool
    /// Retain Patient Characteristics (113108): sex, age, size, weight, ethnic group, smoking and pregnancy
    /// status kept; allergies, history and alerts kept cleaned.
    public var retainsPatientCharacteristics: Bool
    /// Clean Descriptors (113105): study and series descriptions, protocol names and comments kept, each
    /// identifying value found in them blanked out, instead of removed.
    public var cleansDescriptors: Bool
    /// Rectangles of each frame to blank, for images whose pixels carry burned-in text (Clean Pixel Data,
    /// 113101); images that may carry such text are refused without them.
    public var blankedAreas: [PixelRectangle]

    public init(
        shiftsDates: Bool = false, retainsPatientCharacteristics: Bool = false, cleansDescriptors: Bool = false,
        blankedAreas: [PixelRectangle] = []
    ) {
        self.shiftsDates = shiftsDates
        self.retainsPatientCharacteristics = retainsPatientCharacteristics
        self.cleansDescriptors = cleansDescriptors
        self.blankedAreas = blankedAreas
    }
}

/// A rectangle of an image's pixels, `x0..<x1` by `y0..<y1` (columns by rows, from the top left).
public struct PixelRectangle: Sendable, Hashable, CustomStringConvertible {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
    }

    /// Parses `X0,Y0,X1,Y1` (four whole numbers, not negative); nil for anything else.
    public init?(parsing text: String) {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let x0 = numbers[0], let y0 = numbers[1], let x1 = numbers[2], let y1 = numbers[3],
            min(x0, y0, x1, y1) >= 0
        else { return nil }
        self.init(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    public var description: String { "\(x0),\(y0),\(x1),\(y1)" }
}
