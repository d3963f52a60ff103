import TomoAnnotations
import TomoCore
import TomoDICOM
import TomoVolume

/// A report's groups placed as Tomo's annotation document on the series they were measured on.
extension ReportReading {
    /// The groups as annotations of `series` (whose Series Instance UID is `seriesInstanceUID`), in the
    /// document's coordinates (the pixels `tomo render --plane` writes): a region on one of the series'
    /// images on that slice; one in the patient on the axial slice, or the coronal or sagittal section, all its
    /// points lie on (to a thousandth of a voxel), else on the turned view nearest the plane its points lie on
    /// (`"plane": "oblique"`, as the viewer turns views). Each kind from the region and what was measured: a
    /// polyline of 2 points a length (an arrow when its tracking identifier says "Arrow", its text after a
    /// colon), of 3 an angle, of 4 with a Cobb angle one; a closed polygon a polygon (a rectangle when its 4
    /// corners are square to the image); an ellipse whose axes run along the image's rows and columns; a
    /// point. Each keeps the group's `trackingIdentifier` and `trackingUID`. The rest, and the groups skipped
    /// in reading, are returned with why.
    public func annotationDocument(
        seriesInstanceUID: String, on series: ReportedSeries
    ) -> (document: AnnotationDocument, unplaced: [Skipped]) {
        var records: [AnnotationRecord] = []
        var unplaced = skipped
        for group in groups {
            do throws(ReportError) {
                records.append(try Self.record(of: group, on: series))
            } catch {
                unplaced.append(Skipped(name: group.trackingIdentifier, reason: error.description, measurements: group.measurements))
            }
        }
        return (AnnotationDocument(seriesInstanceUID: seriesInstanceUID, frameOfReferenceUID: series.frameOfReferenceUID, annotations: records), unplaced)
    }

    /// The record of `group` on `series`.
    private static func record(of group: MeasurementGroup, on series: ReportedSeries) throws(ReportError) -> AnnotationRecord {
        let region = group.region
        let (plane, slice, oblique, points) = try place(region, on: series)
        let measurements = group.measurements.map { measurement in
            RecordedMeasurement(name: Self.names[measurement.concept.value] ?? measurement.concept.meaning, value: measurement.value, unit: measurement.unit.value)
        }
        let (kind, kindPoints) = try kind(of: group, points: points)
        let name = group.trackingIdentifier
        let label = name.hasPrefix(kind.title) ? name.firstRange(of: ": ").map { String(name[$0.upperBound...]) } : nil
        let record = AnnotationRecord(
            kind: kind, plane: plane, slice: slice, obliquePlane: oblique, points: kindPoints, label: label, measurements: measurements,
            otherMembers: [("trackingIdentifier", .string(group.trackingIdentifier)), ("trackingUID", .string(group.trackingUID))])
        return record.placed(in: series.geometry)
    }

    /// The kind of annotation `group` is, from its region's shape and points (`points`, in the document's
    /// pixels), and its points as that kind keeps them. Of the kinds whose report shape fits (`AnnotationKind.all`),
    /// the one its tracking identifier names, else the one whose measurement it holds, else the first.
    private static func kind(of group: MeasurementGroup, points: [RegionPoint]) throws(ReportError) -> (AnnotationKind, [RegionPoint]) {
        var corners = points
        if group.region.shape == .polygon, corners.count > 1, corners.first == corners.last { corners.removeLast() }
        let ellipse = group.region.shape == .ellipse ? try ellipsePoints(points) : nil
        let fitting = AnnotationKind.all.compactMap { kind -> (AnnotationKind, [RegionPoint])? in
            switch (kind.reportShape, group.region.shape) {
            case (.point, .point): points.count == 1 ? (kind, points) : nil
            case (.polyline, .polyline): kind.pointCount.contains(points.count) ? (kind, points) : nil
            case (.polygon, .polygon): kind.pointCount.contains(corners.count) ? (kind, corners) : nil
            case (.rectangle, .polygon): corners.count == 4 && isSquare(corners) ? (kind, [corners[0], corners[2]]) : nil
            case (.ellipse, .ellipse): ellipse.map { (kind, $0) }
            default: nil
            }
        }
        let measured = Set(group.measurements.map(\.concept.value))
        let chosen = fitting.first { group.trackingIdentifier.hasPrefix($0.0.title) }
            ?? fitting.first { concept(of: $0.0.measure).map { measured.contains($0.value) } ?? false }
            ?? fitting.first
        guard let chosen else {
            switch group.region.shape {
            case .polygon: throw ReportError("a polygon of \(corners.count) corners is none of Tomo's annotations")
            default: throw ReportError("a \(group.region.shape) of \(points.count) points is none of Tomo's annotations")
            }
        }
        return chosen
    }

    /// The coded concept a measure writes, where it has one to tell kinds of one shape apart.
    private static func concept(of measure: AnnotationKind.Measure) -> CodedConcept? {
        switch measure {
        case .length: .length
        case .angle: .angle
        case .cobbAngle: .cobbAngle
        case .nothing, .value, .region: nil
        }
    }

    /// An ellipse's centre and half-axes' ends from its axes' four ends (`points`), which must run along the
    /// image's rows and columns.
    private static func ellipsePoints(_ points: [RegionPoint]) throws(ReportError) -> [RegionPoint] {
        guard points.count == 4 else { throw ReportError("an ellipse of \(points.count) points, not its axes' 4 ends") }
        let (a, b, c, d) = (points[0], points[1], points[2], points[3])
        let tolerance = 1e-3
        let horizontalFirst = abs(a.y - b.y) < tolerance && abs(c.x - d.x) < tolerance
        let verticalFirst = abs(a.x - b.x) < tolerance && abs(c.y - d.y) < tolerance
        guard horizontalFirst || verticalFirst else { throw ReportError("an ellipse turned on its image, which Tomo does not draw") }
        let center = RegionPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let (across, down) = horizontalFirst ? (abs(b.x - a.x) / 2, abs(d.y - c.y) / 2) : (abs(d.x - c.x) / 2, abs(b.y - a.y) / 2)
        return [center, RegionPoint(x: center.x + across, y: center.y), RegionPoint(x: center.x, y: center.y + down)]
    }

    /// The plane, section (or turned plane) and document points of `region` on `series`.
    private static func place(
        _ region: ReportRegion, on series: ReportedSeries
    ) throws(ReportError) -> (VolumePlane, Int?, ObliquePlane?, [RegionPoint]) {
        switch region.place {
        case let .image(_, sopInstanceUID, frame):
            guard let slice = series.images.firstIndex(where: { $0?.sopInstanceUID == sopInstanceUID && ($0?.frame ?? 1) == (frame ?? 1) }) else {
                let image = frame.map { "frame \($0) of image \(sopInstanceUID)" } ?? "image \(sopInstanceUID)"
                throw ReportError("it lies on \(image), which is not in the series")
            }
            let points = stride(from: 0, to: region.coordinates.count - 1, by: 2).map {
                RegionPoint(x: region.coordinates[$0] - 0.5, y: region.coordinates[$0 + 1] - 0.5)
            }
            return (.axial, slice, nil, points)
        case let .patient(frameOfReferenceUID):
            if let own = series.frameOfReferenceUID, own != frameOfReferenceUID {
                throw ReportError("it lies in frame of reference \(frameOfReferenceUID), not the series' (\(own))")
            }
            let geometry = series.geometry
            let voxels = stride(from: 0, to: region.coordinates.count - 2, by: 3).map {
                geometry.voxelPoint(of: Vector3(region.coordinates[$0], region.coordinates[$0 + 1], region.coordinates[$0 + 2]))
            }
            /// The whole number all of `values` are (to a thousandth), if it lies within `count`.
            func common(_ values: [Double], below count: Int) -> Int? {
                guard let first = values.first else { return nil }
                let whole = first.rounded()
                guard values.allSatisfy({ abs($0 - whole) < 1e-3 }), whole >= 0, whole < Double(count) else { return nil }
                return Int(whole)
            }
            if let slice = common(voxels.map(\.z), below: geometry.sliceCount) {
                return (.axial, slice, nil, voxels.map { RegionPoint(x: $0.x, y: $0.y) })
            }
            let spacing = VolumePlane.coronal.sectionPixelSpacing(in: geometry)
            let scale = spacing.row / spacing.column
            let rowScale = scale.isFinite && scale > 0 && abs(scale - 1) > 1e-6 ? scale : 1
            let headFirst = geometry.slice(shownInSectionRow: 0) != 0
            func sectionRow(_ z: Double) -> Double { (headFirst ? Double(geometry.sliceCount - 1) - z : z) * rowScale }
            if let row = common(voxels.map(\.y), below: geometry.rows) {
                return (.coronal, row, nil, voxels.map { RegionPoint(x: $0.x, y: sectionRow($0.z)) })
            }
            if let column = common(voxels.map(\.x), below: geometry.columns) {
                return (.sagittal, column, nil, voxels.map { RegionPoint(x: $0.y, y: sectionRow($0.z)) })
            }
            let positions = stride(from: 0, to: region.coordinates.count - 2, by: 3).map {
                Vector3(region.coordinates[$0], region.coordinates[$0 + 1], region.coordinates[$0 + 2])
            }
            let (view, plane, points) = try turnedPlace(positions, in: geometry, headFirst: headFirst)
            return (view, nil, plane, points)
        }
    }

    /// Points in the patient on no section of the series, on a turned view: the view (axial, coronal or
    /// sagittal) nearest the plane they lie on, turned onto it as the viewer turns views (its image through the
    /// first point, `VolumeGeometry.obliquePlane(through:orientation:)`), and the points in its pixels. Three or
    /// more points give their plane; fewer, or points on one line, the plane through them nearest a view.
    private static func turnedPlace(
        _ positions: [Vector3], in geometry: VolumeGeometry, headFirst: Bool
    ) throws(ReportError) -> (VolumePlane, ObliquePlane, [RegionPoint]) {
        let orientation = geometry.orientation
        let down = orientation.normal.normalized * (headFirst ? -1 : 1)
        let views: [(plane: VolumePlane, row: Vector3, column: Vector3)] = [
            (.axial, orientation.row, orientation.column), (.coronal, orientation.row, down), (.sagittal, orientation.column, down),
        ]
        let first = positions[0]
        let across = positions.map { ($0 - first).length }.max() ?? 0
        let tolerance = max(across, 1) * 1e-4
        var normal: Vector3?
        if let far = positions.max(by: { ($0 - first).length < ($1 - first).length }), (far - first).length > tolerance {
            let line = (far - first).normalized
            normal = positions.lazy.map { (line.cross($0 - first)) }.first { $0.length > tolerance }?.normalized
            if normal == nil {
                // On one line: the plane through it nearest the view whose normal is most across the line.
                let view = views.min { abs($0.row.cross($0.column).normalized.dot(line)) < abs($1.row.cross($1.column).normalized.dot(line)) }!
                let viewNormal = view.row.cross(view.column).normalized
                normal = (viewNormal - line * viewNormal.dot(line)).normalized
            }
        }
        var planeNormal = normal ?? views[0].row.cross(views[0].column).normalized
        guard positions.allSatisfy({ abs(($0 - first).dot(planeNormal)) <= tolerance }) else {
            throw ReportError("its points lie on no one plane")
        }
        let view = views.max { abs($0.row.cross($0.column).normalized.dot(planeNormal)) < abs($1.row.cross($1.column).normalized.dot(planeNormal)) }!
        if view.row.cross(view.column).dot(planeNormal) < 0 { planeNormal = planeNormal * -1 }
        let row = (view.row - planeNormal * view.row.dot(planeNormal)).normalized
        let column = planeNormal.cross(row).normalized
        guard let plane = geometry.obliquePlane(through: first, orientation: ImageOrientation(row: row, column: column)) else {
            throw ReportError("its plane makes no image of the series")
        }
        let points = positions.map { position in
            let offset = position - plane.center
            return RegionPoint(
                x: offset.dot(plane.rowDirection) / plane.spacing + Double(plane.width - 1) / 2,
                y: offset.dot(plane.columnDirection) / plane.spacing + Double(plane.height - 1) / 2)
        }
        return (view.plane, plane, points)
    }

    /// Whether corners `corners` (4, in order) make a rectangle square to the image.
    private static func isSquare(_ corners: [RegionPoint]) -> Bool {
        let tolerance = 1e-3
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let acrossFirst = abs(a.y - b.y) < tolerance && abs(b.x - c.x) < tolerance && abs(c.y - d.y) < tolerance && abs(d.x - a.x) < tolerance
        let downFirst = abs(a.x - b.x) < tolerance && abs(b.y - c.y) < tolerance && abs(c.x - d.x) < tolerance && abs(d.y - a.y) < tolerance
        return acrossFirst || downFirst
    }

    /// Tomo's names of the measurements it writes, by code value.
    private static let names: [String: String] = [
        CodedConcept.length.value: "Length", CodedConcept.area.value: "Area", CodedConcept.mean.value: "Mean",
        CodedConcept.standardDeviation.value: "Standard deviation", CodedConcept.minimum.value: "Minimum",
        CodedConcept.maximum.value: "Maximum", CodedConcept.angle.value: "Angle", CodedConcept.cobbAngle.value: "Cobb angle",
        CodedConcept.attenuationCoefficient.value: "Radiodensity", CodedConcept.mrSignalIntensity.value: "MR signal intensity",
    ]
}
