import TomoCore
import TomoImaging
import TomoVolume

extension ViewOverlay {
    /// What an exported frame of section `index` of `plane` says over its image: the view's overlay less
    /// what only a screen has (the tool, the zoom). Top left, the patient and study, and the series; bottom left,
    /// where the section is ("slice 54 / 108 · 119.5 mm", "coronal 129 / 256") and its slab ("MIP 20 mm");
    /// bottom right, the window; the patient's directions at the edges; a scale bar of at most a quarter of the
    /// image's `imageWidth` pixels, `columnSpacing` millimetres apart.
    public init(
        section index: Int, of plane: VolumePlane, series: any OpenedSeries, geometry: VolumeGeometry, slab: Slab?,
        window: WindowLevel?, imageWidth: Int, columnSpacing: Double
    ) {
        let distance = plane == .axial ? series.distance(ofSlice: index) : nil
        let position = StudyText.position(ofSection: index, count: plane.sectionCount(in: geometry), plane: plane, distance: distance)
        self.init(
            topLeft: [StudyText.line(for: series.entry), series.entry.description].filter { !$0.isEmpty },
            bottomLeft: [position] + [slab?.title].compactMap { $0 },
            bottomRight: [window.map { StudyText.window($0, unit: series.valueUnit) }].compactMap { $0 },
            markers: OrientationMarkers(SectionPlane.named(plane, index: index).orientation(in: geometry)),
            scaleBar: columnSpacing > 0 ? ScaleBar(pointsPerMillimetre: 1 / columnSpacing, maximumPoints: Double(imageWidth) / 4) : nil)
    }
}
