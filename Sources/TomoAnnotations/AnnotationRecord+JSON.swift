import TomoCore
import TomoVolume

/// Reading and writing one annotation of the document as JSON.
extension AnnotationRecord {
    /// The most points an outline keeps.
    public static let maximumPoints = 100_000

    /// The members this type reads; the others are kept as they are.
    private static let known: Set<String> = [
        "kind", "plane", "view", "slice", "obliquePlane", "points", "center", "radii", "positions", "label", "measurements",
    ]

    /// The annotation JSON object `value` describes; `path` names it in errors (`annotations[2]`).
    /// - Throws: `AnnotationDocumentError` naming the member at fault.
    public init(json value: JSONValue, path: String) throws(AnnotationDocumentError) {
        guard let members = value.members else { throw AnnotationDocumentError(path, "not a JSON object") }
        func fail(_ member: String, _ reason: String) -> AnnotationDocumentError {
            AnnotationDocumentError("\(path).\(member)", reason)
        }
        guard let name = value["kind"]?.string else { throw fail("kind", "missing, or not a string") }
        guard let kind = AnnotationKind(named: name) else {
            throw fail("kind", "\"\(name)\" is not one of \(AnnotationKind.all.map(\.name).joined(separator: ", "))")
        }
        guard let planeName = value["plane"]?.string else { throw fail("plane", "missing, or not a string") }
        var plane = VolumePlane.axial, slice: Int?, oblique: ObliquePlane?
        if planeName == "oblique" {
            oblique = try Self.obliquePlane(value["obliquePlane"], fail: { fail("obliquePlane", $0) })
            if let view = value["view"] {
                guard let turned = view.string.flatMap(VolumePlane.init(rawValue:)) else { throw fail("view", "not axial, coronal or sagittal") }
                plane = turned
            }
        } else {
            guard let square = VolumePlane(rawValue: planeName) else {
                throw fail("plane", "\"\(planeName)\" is not axial, coronal, sagittal or oblique")
            }
            plane = square
            guard let index = value["slice"]?.int, index >= 0 else { throw fail("slice", "missing, or not a whole number from 0") }
            slice = index
        }
        var points: [RegionPoint] = []
        if kind == .ellipse, value["points"] == nil {
            // Written before ellipses kept their points: a centre and half-axes.
            let center = try Self.point(value["center"], fail: { fail("center", $0) })
            let radii = try Self.point(value["radii"], fail: { fail("radii", $0) })
            if radii.x < 0 || radii.y < 0 { throw fail("radii", "negative") }
            points = [center, RegionPoint(x: center.x + radii.x, y: center.y), RegionPoint(x: center.x, y: center.y + radii.y)]
        } else {
            guard let list = value["points"]?.array else { throw fail("points", "missing, or not an array") }
            guard list.count <= Self.maximumPoints else { throw fail("points", "\(list.count) points, more than \(Self.maximumPoints)") }
            for (index, element) in list.enumerated() {
                points.append(try Self.point(element, fail: { fail("points[\(index)]", $0) }))
            }
            let expected = kind.pointCount
            guard expected.contains(points.count) else {
                let wanted = expected.count == 1 ? "\(expected.lowerBound)" : "at least \(expected.lowerBound)"
                throw fail("points", "\(points.count) point\(points.count == 1 ? "" : "s"); \("aeiou".contains(kind.name.first!) ? "an" : "a") \(kind.name) has \(wanted)")
            }
        }
        var positions: [Vector3] = []
        if let list = value["positions"] {
            guard let elements = list.array, elements.count == points.count else {
                throw fail("positions", "not an array of one position per point (\(points.count))")
            }
            for (index, element) in elements.enumerated() {
                positions.append(try Self.position(element, fail: { fail("positions[\(index)]", $0) }))
            }
        }
        var label: String?
        if let text = value["label"] {
            guard let string = text.string else { throw fail("label", "not a string") }
            label = string
        }
        var measurements: [RecordedMeasurement] = []
        if let list = value["measurements"] {
            guard let elements = list.array else { throw fail("measurements", "not an array") }
            for (index, element) in elements.enumerated() {
                guard let name = element["name"]?.string, let number = element["value"]?.double, let unit = element["unit"]?.string else {
                    throw fail("measurements[\(index)]", "not {\"name\": …, \"value\": …, \"unit\": …}")
                }
                measurements.append(RecordedMeasurement(name: name, value: number, unit: unit))
            }
        }
        self.init(
            kind: kind, plane: plane, slice: slice, obliquePlane: oblique, points: points, positions: positions, label: label, measurements: measurements, otherMembers: members.filter { !Self.known.contains($0.key) })
    }

    /// The annotation as a JSON object: its own members in a fixed order, then those Tomo does not read.
    public var json: JSONValue {
        func pair(_ point: RegionPoint) -> JSONValue { .array([.decimal(point.x), .decimal(point.y)]) }
        let oblique: JSONValue? = obliquePlane.map { plane in
            .object([
                ("center", .array(plane.center.components.map(JSONValue.decimal))),
                ("orientation", .array((plane.rowDirection.components + plane.columnDirection.components).map(JSONValue.decimal))),
                ("size", .array([.number(plane.width), .number(plane.height)])),
                ("spacing", .decimal(plane.spacing)),
            ])
        }
        let own: [(key: String, value: JSONValue?)] = [
            ("kind", .string(kind.name)),
            ("plane", .string(obliquePlane == nil ? plane.rawValue : "oblique")),
            ("view", obliquePlane == nil ? nil : .string(plane.rawValue)),
            ("slice", obliquePlane == nil ? slice.map(JSONValue.number) : nil),
            ("obliquePlane", oblique),
            ("points", .array(points.map(pair))),
            ("positions", positions.isEmpty ? nil : .array(positions.map { .array($0.components.map(JSONValue.decimal)) })),
            ("label", label.map(JSONValue.string)),
            ("measurements", measurements.isEmpty ? nil : .array(measurements.map { measurement in
                .object([("name", .string(measurement.name)), ("value", .decimal(measurement.value)), ("unit", .string(measurement.unit))])
            })),
        ]
        return .object(own + otherMembers)
    }

    /// The point `[x, y]` of finite numbers `value` holds.
    private static func point(
        _ value: JSONValue?, fail: (String) -> AnnotationDocumentError
    ) throws(AnnotationDocumentError) -> RegionPoint {
        guard let pair = value?.array, pair.count == 2, let x = pair[0].double, let y = pair[1].double else {
            throw fail("missing, or not [x, y]")
        }
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { throw fail("not a point of an image") }
        return RegionPoint(x: x, y: y)
    }

    /// The patient-space position `[x, y, z]` (mm) of finite numbers `value` holds.
    private static func position(
        _ value: JSONValue?, fail: (String) -> AnnotationDocumentError
    ) throws(AnnotationDocumentError) -> Vector3 {
        guard let triple = value?.array, triple.count == 3, let x = triple[0].double, let y = triple[1].double, let z = triple[2].double
        else { throw fail("missing, or not [x, y, z]") }
        guard [x, y, z].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { throw fail("not a position in a patient") }
        return Vector3(x, y, z)
    }

    /// The oblique plane `value` describes, as `tomo render --plane oblique` takes it: centre, orientation (row
    /// then column direction), size in pixels and spacing in millimetres.
    private static func obliquePlane(
        _ value: JSONValue?, fail: (String) -> AnnotationDocumentError
    ) throws(AnnotationDocumentError) -> ObliquePlane {
        guard let value else { throw fail("missing: an oblique annotation carries its plane") }
        guard let center = value["center"]?.array?.compactMap(\.double), center.count == 3,
              let orientation = value["orientation"]?.array?.compactMap(\.double), orientation.count == 6,
              let size = value["size"]?.array?.compactMap(\.int), size.count == 2,
              let spacing = value["spacing"]?.double
        else { throw fail("not {\"center\": [x, y, z], \"orientation\": [6 numbers], \"size\": [w, h], \"spacing\": mm}") }
        do {
            return try ObliquePlane(
                center: Vector3(center[0], center[1], center[2]),
                rowDirection: Vector3(orientation[0], orientation[1], orientation[2]),
                columnDirection: Vector3(orientation[3], orientation[4], orientation[5]),
                width: size[0], height: size[1], spacing: spacing)
        } catch {
            throw fail("\(error)")
        }
    }
}
