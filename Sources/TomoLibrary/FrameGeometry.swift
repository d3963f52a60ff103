import TomoCore
import TomoDICOM
import TomoVolume

/// One frame's place and values as its header gives them: what an image of a multi-frame file may have of
/// its own. The first frame's are columns of the instance's row; every frame's are kept as JSON beside them
/// only when the columns cannot hold them all (``needsJSON(_:)``).
struct FrameGeometry: Codable, Sendable, Hashable {
    var pixelSpacing: PixelSpacing?
    var position: Vector3?
    var orientation: ImageOrientation?
    var sliceThickness: Double?
    var rescale: Rescale
    var windows: [WindowLevel]
}

extension FrameGeometry {
    /// The frame `instance` is.
    init(_ instance: DICOMInstance) {
        self.init(
            pixelSpacing: instance.pixelSpacing, position: instance.position, orientation: instance.orientation,
            sliceThickness: instance.sliceThickness, rescale: instance.rescale, windows: instance.windows)
    }

    /// Whether `frames` need their JSON: several frames, or a frame with more than one window or with a
    /// window the columns cannot hold (a sigmoid's, a VOI LUT's table).
    static func needsJSON(_ frames: [FrameGeometry]) -> Bool {
        frames.count > 1 || frames.contains { $0.windows.count > 1 || $0.windows.contains { $0.function != nil } }
    }

    /// The values of the instance row's columns, from `pixelSpacingRow` to `windowWidth`.
    var columns: [Double?] {
        [
            pixelSpacing?.row, pixelSpacing?.column, position?.x, position?.y, position?.z,
            orientation?.row.x, orientation?.row.y, orientation?.row.z,
            orientation?.column.x, orientation?.column.y, orientation?.column.z,
            sliceThickness, rescale.slope, rescale.intercept, windows.first?.level, windows.first?.width,
        ]
    }

    /// The frame the columns `values` (as `columns` lists them) describe.
    init(columns values: [Double?]) {
        func vector(_ start: Int) -> Vector3? {
            guard let x = values[start], let y = values[start + 1], let z = values[start + 2] else { return nil }
            return Vector3(x, y, z)
        }
        let spacing = values[0].flatMap { row in values[1].map { PixelSpacing(row: row, column: $0) } }
        let orientation = vector(5).flatMap { row in vector(8).map { ImageOrientation(row: row, column: $0) } }
        let window = values[14].flatMap { level in values[15].map { WindowLevel(width: $0, level: level) } }
        self.init(
            pixelSpacing: spacing, position: vector(2), orientation: orientation, sliceThickness: values[11],
            rescale: Rescale(slope: values[12] ?? 1, intercept: values[13] ?? 0), windows: window.map { [$0] } ?? [])
    }
}
