import TomoSeries
import TomoVolume

extension ScanViewerModel {
    /// The probe's reading at pixel (`column`, `row`) of the slice the slider points at: its HU and where it
    /// lies; nil outside the slice or where there is no HU (a slice the server rendered).
    public func probe(column: Int, row: Int) async -> ProbeReading? {
        await probe(column: column, row: row, in: .axial)
    }

    /// The HU statistics of `region` of the section `plane`'s view shows (pixel centres at whole numbers),
    /// from the series' volume with the slices arrived so far, off the main actor; nil for a series without
    /// a volume, or where no pixel of the region has arrived.
    public func statistics(in region: any SectionRegion, shownIn plane: VolumePlane) async -> RegionStatistics? {
        guard let volume = series?.volume else { return nil }
        return await Self.statistics(of: volume, in: region, of: sectionPlane(shownIn: plane), slab: slab(of: plane))
    }

    @concurrent
    private nonisolated static func statistics(
        of volume: CTVolume, in region: any SectionRegion, of plane: SectionPlane, slab: Slab?
    ) async -> RegionStatistics? {
        volume.statistics(in: region, of: plane, slab: slab)
    }

    /// A reading as the viewer shows it: `-6 HU  (12.4, -45.6, 119.5) mm` (see `ProbeAnnotation.text(of:)`).
    public nonisolated static func probeText(_ reading: ProbeReading) -> String {
        ProbeAnnotation.text(of: reading)
    }
}
