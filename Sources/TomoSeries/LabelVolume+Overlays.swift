import TomoVolume

extension LabelVolume {
    /// The graphics `series`' source draws over its slices (DICOM's Overlay Planes, `OpenedSeries.overlays(ofSlice:)`)
    /// as a label volume on its volume's geometry, label 1 where any overlay marks a voxel, so that they show on
    /// every plane, oblique and slab view; with the overlays' names, in the order first met. Nil for a series
    /// without a volume or without overlays; a slice whose overlays are not its size is left without.
    public static func overlays(of series: any OpenedSeries) -> (volume: LabelVolume, names: [String])? {
        guard let geometry = series.volume?.geometry, geometry.sliceCount == series.sliceCount else { return nil }
        let perSlice = geometry.columns * geometry.rows
        var names: [String] = []
        var marked: [Int: [UInt16]] = [:]
        for slice in 0..<series.sliceCount {
            let overlays = series.overlays(ofSlice: slice).filter {
                $0.columns == geometry.columns && $0.rows == geometry.rows && $0.marks.count == perSlice
            }
            guard !overlays.isEmpty else { continue }
            var labels = [UInt16](repeating: 0, count: perSlice)
            for overlay in overlays {
                if !names.contains(overlay.name) { names.append(overlay.name) }
                for (index, mark) in overlay.marks.enumerated() where mark { labels[index] = 1 }
            }
            marked[slice] = labels
        }
        guard !marked.isEmpty, let volume = try? LabelVolume(geometry: geometry) else { return nil }
        let none = [UInt16](repeating: 0, count: perSlice)
        for slice in 0..<geometry.sliceCount {
            try? volume.fill(slice: slice, labels: marked[slice] ?? none)
        }
        return (volume, names)
    }
}
