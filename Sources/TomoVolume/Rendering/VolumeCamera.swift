import Foundation
import TomoCore

/// Where a 3D view of a volume looks from, in parallel projection. At azimuth 0 and elevation 0 the camera looks
/// from the patient's anterior towards posterior, superior up and the patient's right on the image's left (as a
/// coronal view is shown). The azimuth turns the camera about the patient's superior axis towards the patient's
/// left (at 90° it looks from the patient's left, anterior on the image's left, as a sagittal view is shown); the
/// elevation then tilts it towards superior about the image's horizontal (at 90° it looks down from above the head,
/// the patient's right still on the image's left, so posterior up); the roll then turns the image about the
/// direction the camera looks (a trackball's drags, `turned(right:up:)`, reach every orientation so). Zoom 1 fits
/// the volume's box in the image; the pan moves the volume across it.
public struct VolumeCamera: Sendable, Hashable {
    /// Degrees about the patient's superior axis, from anterior towards the patient's left.
    public var azimuth: Double
    /// Degrees towards superior, from the horizontal.
    public var elevation: Double
    /// Degrees the picture is turned clockwise about the direction the camera looks (the image's right towards its
    /// bottom).
    public var roll: Double
    /// How much larger than fitting the volume's box the image shows it (1: the box fits).
    public var zoom: Double
    /// Millimetres the volume's centre is shown to the right of the image's centre (left when negative).
    public var panRight: Double
    /// Millimetres the volume's centre is shown above the image's centre (below when negative).
    public var panUp: Double

    /// A camera at `azimuth`, `elevation` and `roll` (degrees), at `zoom`, the volume moved by the pan.
    public init(azimuth: Double = 0, elevation: Double = 0, roll: Double = 0, zoom: Double = 1, panRight: Double = 0, panUp: Double = 0) {
        self.azimuth = azimuth
        self.elevation = elevation
        self.roll = roll
        self.zoom = zoom
        self.panRight = panRight
        self.panUp = panUp
    }

    /// The image's right and up and the direction the camera looks, in patient coordinates (LPS, unit length).
    public var axes: (right: Vector3, up: Vector3, forward: Vector3) {
        let (sinA, cosA) = (Self.sine(azimuth), Self.sine(azimuth + 90))
        let (sinE, cosE) = (Self.sine(elevation), Self.sine(elevation + 90))
        // Where the camera stands, seen from the volume: anterior (−y) turned towards the left (+x), tilted up (+z).
        let level = Vector3(sinA, -cosA, 0)
        let right = Vector3(cosA, sinA, 0)
        let up = Vector3(0, 0, 1) * cosE - level * sinE
        let forward = (level * cosE + Vector3(0, 0, 1) * sinE) * -1
        guard roll != 0 else { return (right, up, forward) }
        let (sinR, cosR) = (Self.sine(roll), Self.sine(roll + 90))
        return (right * cosR + up * sinR, up * cosR - right * sinR, forward)
    }

    /// The camera turned as a trackball turns it: first `right` degrees about the image's vertical (the camera
    /// moving towards the image's right), then `up` degrees about its horizontal (the camera moving towards the
    /// image's top), whatever the orientation so far; the zoom and the pan kept. The angles that say the new
    /// orientation are kept to a billionth of a degree, so turns that add up to a standard view give it exactly.
    public func turned(right: Double, up: Double) -> VolumeCamera {
        var (imageRight, imageUp, forward) = axes
        var position = forward * -1
        let (sinH, cosH) = (Self.sine(right), Self.sine(right + 90))
        (position, imageRight) = (position * cosH + imageRight * sinH, imageRight * cosH - position * sinH)
        let (sinV, cosV) = (Self.sine(up), Self.sine(up + 90))
        (position, imageUp) = (position * cosV + imageUp * sinV, imageUp * cosV - position * sinV)
        var turned = self
        turned.elevation = Self.degrees(asin(max(-1, min(1, position.z))))
        let horizontal = (position.x * position.x + position.y * position.y).squareRoot()
        if horizontal < 1e-12 {
            // Straight up or down: the azimuth is the one that leaves no roll.
            turned.azimuth = Self.degrees(atan2(imageRight.y, imageRight.x))
            turned.roll = 0
        } else {
            turned.azimuth = Self.degrees(atan2(position.x, -position.y))
            turned.roll = 0
            let (rightUnrolled, upUnrolled, _) = turned.axes
            turned.roll = Self.degrees(atan2(imageRight.dot(upUnrolled), imageRight.dot(rightUnrolled)))
        }
        return turned
    }

    /// `radians` in degrees, in (−180, 180], kept to a billionth of a degree.
    private static func degrees(_ radians: Double) -> Double {
        let degrees = (radians * 180 / .pi * 1e9).rounded() / 1e9
        return degrees == -180 ? 180 : degrees + 0
    }

    /// The plane of a `width` × `height` image of a volume on `geometry` seen through the camera: centred on the
    /// volume's box (the outer faces of its outermost voxels) moved by the pan, its pixels square and as large as
    /// fits the box's outline in the image at zoom 1, rows running down the image; the camera looks along its normal.
    /// - Throws: `ObliquePlaneError` for an empty size or a zoom that is not a positive number.
    public func imagePlane(of geometry: VolumeGeometry, width: Int, height: Int) throws(ObliquePlaneError) -> ObliquePlane {
        let (right, up, _) = axes
        var extent = (right: 0.0, up: 0.0)
        let centre = geometry.center
        for column in [-0.5, Double(geometry.columns) - 0.5] {
            for row in [-0.5, Double(geometry.rows) - 0.5] {
                for slice in [-0.5, Double(geometry.sliceCount) - 0.5] {
                    let corner = geometry.position(column: column, row: row, slice: slice) - centre
                    extent.right = max(extent.right, 2 * abs(corner.dot(right)))
                    extent.up = max(extent.up, 2 * abs(corner.dot(up)))
                }
            }
        }
        let spacing = max(extent.right / Double(max(width, 1)), extent.up / Double(max(height, 1))) / zoom
        guard zoom > 0, spacing > 0 else { throw .notFinite }
        let panned = centre - right * panRight - up * panUp
        return try ObliquePlane(center: panned, rowDirection: right, columnDirection: up * -1, width: width, height: height, spacing: spacing)
    }

    /// The sine of `degrees`, exact at whole multiples of 90° (so the six standard views are exact).
    static func sine(_ degrees: Double) -> Double {
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        let quarter = turned / 90
        if quarter == quarter.rounded() {
            return [0.0, 1, 0, -1][((Int(quarter) % 4) + 4) % 4]
        }
        return sin(turned * .pi / 180)
    }
}
