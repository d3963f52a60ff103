import TomoCore
import TomoDICOM
import TomoVolume

/// One frame's place and values as an instance row's columns keep them (its first frame's); rows of readings
/// 1 to 3 kept every frame's as JSON in `frames`, read once by the migration to `StoredAttributes`.
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
