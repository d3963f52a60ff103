import Foundation
import TomoCore
import TomoSeries
import TomoVolume

extension ScanViewerModel {
    /// What `plane`'s view draws over its image: nil while the overlays are hidden (O) or nothing is shown.
    /// Top left, the patient and study and the series; top right, the tool and whether the slice is a key image; bottom left, where the image is, its slab ("MIP 20
    /// mm") and the probe's reading; bottom right, the window and the zoom; the edges' orientation letters and a scale bar where
    /// the series gives its geometry.
    public func overlay(of plane: VolumePlane) -> ViewOverlay? {
        guard showsOverlays, let series, let viewport = viewport(of: plane) else { return nil }
        var overlay = ViewOverlay()
        overlay.topLeft = [StudyText.line(for: series.entry), series.entry.description].filter { !$0.isEmpty }
        if tool != .windowLevel { overlay.topRight = ["\(tool.title) tool"] }
        if let keyImage = keyImageText(of: plane) { overlay.topRight.append(keyImage) }
        overlay.bottomLeft = [positionText(of: plane)] + [slab(of: plane)?.title].compactMap { $0 }
            + (pointerProbeView == viewID(of: plane) ? [pointerProbeText].compactMap { $0 } : [])
        if let window, canAdjustWindow {
            overlay.bottomRight.append(StudyText.window(window, unit: series.valueUnit))
        }
        overlay.bottomRight.append("Zoom \(Int((viewport.pointsPerPixel * 100).rounded()))%" + (viewport.isInverted ? " · inverted" : ""))
        if let geometry = series.geometry {
            overlay.markers = viewport.markers(for: OrientationMarkers(sectionPlane(shownIn: plane).orientation(in: geometry)))
            overlay.scaleBar = viewport.scaleBar()
        }
        return overlay
    }

    /// Where `plane`'s view is: the slider's "slice 54 / 108 · 119.5 mm" for axial, "coronal 129 / 256" for
    /// the others (counted from 1 along the plane's normal), "coronal oblique · (12.5, -40, 80.3) mm" with the
    /// crosshair's position for a turned view.
    func positionText(of plane: VolumePlane) -> String {
        if obliquePlane(shownIn: plane) != nil, let crosshair {
            let position = crosshair.position
            return "\(plane.rawValue) oblique · (\(Self.tenth(position.x)), \(Self.tenth(position.y)), \(Self.tenth(position.z))) mm"
        }
        guard plane != .axial, let geometry = series?.geometry else { return positionText }
        return StudyText.position(ofSection: section(shownIn: plane), count: plane.sectionCount(in: geometry), plane: plane)
    }

    /// `value` to a tenth.
    private nonisolated static func tenth(_ value: Double) -> String {
        String(format: "%.1f", (value * 10).rounded() / 10 + 0)
    }

    /// `value` without a trailing ".0", to a tenth at most.
}
