/// The letters at the four edges of an image (DICOM's patient orientation, as CT viewers draw it): which
/// way the patient lies across it, from the directions of its rows and columns.
public struct OrientationMarkers: Sendable, Hashable {
    public var top: String
    public var bottom: String
    public var left: String
    public var right: String

    public init(top: String, bottom: String, left: String, right: String) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    /// The markers of an image whose rows run along `orientation.row` (left to right) and columns along
    /// `orientation.column` (top to bottom): an axial slice of a patient lying head first and face up
    /// reads R on the left, L on the right, A at the top, P at the bottom.
    public init(_ orientation: ImageOrientation) {
        self.init(
            top: (orientation.column * -1).patientLetters(), bottom: orientation.column.patientLetters(),
            left: (orientation.row * -1).patientLetters(), right: orientation.row.patientLetters())
    }

    /// The markers once the image is mirrored left to right.
    public var flippedHorizontally: OrientationMarkers {
        OrientationMarkers(top: top, bottom: bottom, left: right, right: left)
    }

    /// The markers once the image is mirrored top to bottom.
    public var flippedVertically: OrientationMarkers {
        OrientationMarkers(top: bottom, bottom: top, left: left, right: right)
    }

    /// The markers once the image is turned a quarter clockwise (what was on the left is now at the top).
    public var rotatedClockwise: OrientationMarkers {
        OrientationMarkers(top: left, bottom: right, left: bottom, right: top)
    }
}
