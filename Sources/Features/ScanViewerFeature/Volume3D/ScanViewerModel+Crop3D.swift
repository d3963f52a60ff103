import TomoVolume

extension ViewerTool {
    /// Dragging a box over a plane's view crops the 3D view to it along that plane's two directions.
    public static let crop3D = ViewerTool(rawValue: "crop 3D")
}

/// The 3D view's crop box, drawn in the planes: with the crop tool (Ctrl+Shift+X) a box dragged over the axial,
/// coronal or sagittal view keeps, in the 3D view, only the voxels within it along that view's two directions
/// (the third keeps what it kept). Every plane's view outlines the box while the 3D view shows; Ctrl+D (reset)
/// gives the whole volume back.
extension ScanViewerModel {
    /// Chooses the crop tool, or the window tool again; false where the series makes no volume to crop.
    @discardableResult
    public func toggleCropTool() -> Bool {
        guard tool == .crop3D || series?.volume != nil else { return false }
        selectTool(tool == .crop3D ? .windowLevel : .crop3D)
        return true
    }

    /// Crops the 3D view to the box between view points `start` and `end` of `plane`'s view, along the view's two
    /// directions; nothing on a turned view (its directions are not the volume's).
    func dragCropBox(in plane: VolumePlane, from start: Point2D, to end: Point2D) {
        guard let geometry = series?.volume?.geometry, let viewport = viewport(of: plane),
              case .named = sectionPlane(shownIn: plane)
        else { return }
        let (a, b) = (viewport.imagePoint(ofViewPoint: start), viewport.imagePoint(ofViewPoint: end))
        let (width, height) = plane.sectionSize(in: geometry)
        // The pixels the box touches, by index, within the section.
        func pixels(_ p: Double, _ q: Double, below count: Int) -> ClosedRange<Int> {
            let low = max(0, min(count - 1, Int(min(p, q).rounded(.down))))
            return low...max(low, min(count - 1, Int(max(p, q).rounded(.down))))
        }
        let across = pixels(a.x, b.x, below: width), down = pixels(a.y, b.y, below: height)
        // A section's rows run through the slices from the one shown at the top.
        let ends = [down.lowerBound, down.upperBound].map(geometry.slice(shownInSectionRow:))
        let slices = ends.min()!...ends.max()!
        var box = volumeView.cropBox ?? VolumeBox(wholeOf: geometry)
        func set(_ range: ClosedRange<Int>, _ axis: WritableKeyPath<Vector3, Double>) {
            box.lower[keyPath: axis] = Double(range.lowerBound) - 0.5
            box.upper[keyPath: axis] = Double(range.upperBound) + 0.5
        }
        switch plane {
        case .axial: set(across, \.x); set(down, \.y)
        case .coronal: set(across, \.x); set(slices, \.z)
        case .sagittal: set(across, \.y); set(slices, \.z)
        }
        volumeView.crop(to: box)
        draw3D(draft: true)
    }

    /// The crop box's outline over `plane`'s view, in its image points, while the 3D view shows a cropped volume;
    /// nil otherwise, and on a turned view.
    public func cropOutline(in plane: VolumePlane) -> [Point2D]? {
        guard layout.shows3D, let box = volumeView.cropBox, let geometry = series?.volume?.geometry,
              case .named = sectionPlane(shownIn: plane)
        else { return nil }
        // Voxel faces to image points: a pixel's centre is at its index + ½.
        let (columns, rows) = ((box.lower.x + 0.5)...(box.upper.x + 0.5), (box.lower.y + 0.5)...(box.upper.y + 0.5))
        let top = geometry.slice(shownInSectionRow: 0)
        let slices = [box.lower.z, box.upper.z].map { top == 0 ? $0 + 0.5 : Double(top) - $0 + 0.5 }
        let down = slices.min()!...slices.max()!
        let (horizontal, vertical) = switch plane {
        case .axial: (columns, rows)
        case .coronal: (columns, down)
        case .sagittal: (rows, down)
        }
        return [
            Point2D(horizontal.lowerBound, vertical.lowerBound), Point2D(horizontal.upperBound, vertical.lowerBound),
            Point2D(horizontal.upperBound, vertical.upperBound), Point2D(horizontal.lowerBound, vertical.upperBound),
        ]
    }
}
