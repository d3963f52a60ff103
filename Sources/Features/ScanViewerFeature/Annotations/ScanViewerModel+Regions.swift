import TomoCore
import TomoVolume

/// Region annotations (ellipses, rectangles, freehand outlines) show the figures (HU for CT) of the image their view
/// shows: measured from the volume off the main actor as they are drawn, moved and kept, and again when
/// their view's slab changes or more slices arrive while some of their pixels were missing.
extension ScanViewerModel {
    /// Measures the open series' regions (and the one being drawn) whose figures are missing or out of date.
    func measureRegions() {
        guard let seriesID = series?.entry.id, let volume = series?.volume, let unit = series?.valueUnit else { return }
        let slabs = Dictionary(uniqueKeysWithValues: VolumePlane.allCases.map { ($0, slab(of: $0)) })
        let arrived = volume.filledCount
        tools.measureRegions(of: seriesID) { region in
            guard let measurement = region.measurement else { return true }
            if measurement.outline != region.outline || measurement.slab != slabs[region.place.plane] ?? nil { return true }
            return measurement.arrivedSlices != arrived && measurement.statistics?.isComplete != true
        } with: { region in
            await Self.measure(region, in: volume, slab: slabs[region.place.plane] ?? nil, arrived: arrived, unit: unit)
        }
    }

    @concurrent
    private nonisolated static func measure(
        _ region: any RegionAnnotation, in volume: CTVolume, slab: Slab?, arrived: Int, unit: ValueUnit
    ) async -> RegionMeasurement {
        let statistics = volume.statistics(in: region.region, of: region.place.sectionPlane, slab: slab)
        return RegionMeasurement(statistics: statistics, slab: slab, arrivedSlices: arrived, outline: region.outline, unit: unit)
    }

    /// Returns once no region is being measured.
    public func waitUntilRegionsMeasured() async {
        await waitUntil { !$0.tools.isMeasuring }
    }
}
