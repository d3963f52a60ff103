import TomoCore
import TomoDICOM
import TomoVolume

extension ReportReading {
    /// The report's measurements for a spreadsheet, one row each: the finding (its tracking identifier), its
    /// tracking UID, its region's kind (graphic type), the measurement, value and unit, the series, and where the
    /// region lies: the slice of `series` (in geometric order) its image is or its points lie nearest, and its
    /// centre in patient space (x, y, z in mm, the mean of its points; an image's pixel coordinates placed by that
    /// image's slice of `series`, so these need `series` given). `seriesInstanceUID` names the series (default: the
    /// first the report lists as evidence). What `tomo dicom sr read --csv` prints and the viewer's Export
    /// Measurements… writes.
    public func measurementTable(on series: ReportedSeries?, seriesInstanceUID: String?) -> CSVTable {
        var table = CSVTable(header: ["finding", "tracking uid", "kind", "measurement", "value", "unit", "series", "slice", "x", "y", "z"])
        let referenced = seriesInstanceUID ?? referencedSeriesInstanceUIDs.first ?? ""
        for group in groups {
            let place = Self.place(of: group.region, on: series)
            let position = place.position.map { [$0.x, $0.y, $0.z].map { JSONValue.decimal(($0 * 1000).rounded() / 1000).text } } ?? ["", "", ""]
            for measurement in group.measurements {
                table.rows.append([
                    group.trackingIdentifier, group.trackingUID, group.region.shape.rawValue.lowercased(), measurement.concept.meaning,
                    JSONValue.decimal(measurement.value).text, measurement.unit.value, referenced, place.slice.map(String.init) ?? "",
                ] + position)
            }
        }
        return table
    }

    /// The slice of `series` a region is on (its image's) or nearest, and the mean of its points in patient
    /// space: straight from patient coordinates, or from an image's pixel coordinates (whose 0.5, 0.5 is the
    /// first pixel's centre) through the series' geometry.
    private static func place(of region: ReportRegion, on series: ReportedSeries?) -> (slice: Int?, position: Vector3?) {
        let coordinates = region.coordinates
        switch region.place {
        case .patient:
            let count = coordinates.count / 3
            guard count > 0 else { return (nil, nil) }
            let sum = (0..<count).reduce(Vector3(0, 0, 0)) { $0 + Vector3(coordinates[3 * $1], coordinates[3 * $1 + 1], coordinates[3 * $1 + 2]) }
            let centre = sum * (1 / Double(count))
            return (series?.geometry.slice(nearest: centre), centre)
        case .image(_, let sopInstanceUID, let frame):
            let count = coordinates.count / 2
            guard let series, count > 0,
                let slice = series.images.firstIndex(where: { $0?.sopInstanceUID == sopInstanceUID && $0?.frame == frame })
            else { return (nil, nil) }
            let column = (0..<count).map { coordinates[2 * $0] }.reduce(0, +) / Double(count) - 0.5
            let row = (0..<count).map { coordinates[2 * $0 + 1] }.reduce(0, +) / Double(count) - 0.5
            return (slice, series.geometry.position(ofVoxelPoint: Vector3(column, row, Double(slice))))
        }
    }
}
