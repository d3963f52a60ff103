/// Reading a TID 1500 measurement report (any SR storage class), as Tomo and other tools (highdicom, OHIF,
/// 3D Slicer) write them: the measurement groups of its Imaging Measurements container, each with its
/// tracking identifier and UID, its numeric measurements and its region (SCOORD or SCOORD3D).
extension MeasurementReport {
    /// The groups of the report `dataSet` holds.
    /// - Throws: `ReportReadError` when it is no structured report, or one whose root is not TID 1500's
    ///   Imaging Measurement Report; a group that cannot be read is skipped with its reason instead.
    public static func read(_ dataSet: DataSet) throws(ReportReadError) -> ReportReading {
        let sopClass = dataSet.string(.sopClassUID)
        guard let sopClass, sopClass.hasPrefix("1.2.840.10008.5.1.4.1.1.88.") else {
            throw ReportReadError("not a structured report: (0008,0016) SOP Class UID is \(sopClass ?? "missing")")
        }
        guard dataSet.string(Tag.valueType) == "CONTAINER", let root = concept(of: dataSet) else {
            throw ReportReadError("the report has no root container: (0040,A040) Value Type or (0040,A043) Concept Name Code Sequence missing")
        }
        guard root.value == CodedConcept.imagingMeasurementReport.value, root.scheme == "DCM" else {
            throw ReportReadError("not a TID 1500 measurement report: its root is \(root)")
        }
        var reading = ReportReading()
        reading.referencedSeriesInstanceUIDs = (dataSet.sequence(DICOMTag(0x0040, 0xA375)) ?? [])
            .flatMap { $0.sequence(DICOMTag(0x0008, 0x1115)) ?? [] }.compactMap { $0.string(DICOMTag(0x0020, 0x000E)) }
        let containers = (dataSet.sequence(Tag.content) ?? []).filter { isConcept($0, .imagingMeasurements) }
        var index = 0
        for container in containers {
            for item in container.sequence(Tag.content) ?? [] where isConcept(item, .measurementGroup) {
                index += 1
                readGroup(item, number: index, into: &reading)
            }
        }
        return reading
    }

    /// Reads measurement group `item` (the `number`th) into `reading`, or skips it saying why.
    private static func readGroup(_ item: DataSet, number: Int, into reading: inout ReportReading) {
        let children = item.sequence(Tag.content) ?? []
        let name = children.first { isConcept($0, .trackingIdentifier) }?.string(DICOMTag(0x0040, 0xA160)) ?? "Measurement group \(number)"
        let uid = children.first { isConcept($0, .trackingUniqueIdentifier) }?.string(DICOMTag(0x0040, 0xA124)) ?? ""
        let measurements = children.filter { $0.string(Tag.valueType) == "NUM" }.compactMap(measurement)
        let regions = children.filter { ["SCOORD", "SCOORD3D"].contains($0.string(Tag.valueType)) }
        func skip(_ reason: String) {
            reading.skipped.append(ReportReading.Skipped(name: name, reason: reason, measurements: measurements))
        }
        guard let regionItem = regions.first else { return skip("it has no region (SCOORD or SCOORD3D)") }
        guard regions.count == 1 else { return skip("it has \(regions.count) regions; Tomo draws one") }
        switch region(of: regionItem) {
        case .success(let region):
            reading.groups.append(MeasurementGroup(trackingIdentifier: name, trackingUID: uid, region: region, measurements: measurements))
        case .failure(let error):
            skip(error.description)
        }
    }

    /// The measurement NUM item `item` states; nil for one without a value or unit.
    private static func measurement(_ item: DataSet) -> ReportMeasurement? {
        guard let concept = concept(of: item), let value = item.sequence(DICOMTag(0x0040, 0xA300))?.first,
              let unit = value.sequence(DICOMTag(0x0040, 0x08EA))?.first.flatMap(CodedConcept.init(item:)),
              let number = value.number(DICOMTag(0x0040, 0xA161)) ?? value.number(DICOMTag(0x0040, 0xA30A)), number.isFinite
        else { return nil }
        return ReportMeasurement(concept: concept, value: number, unit: unit)
    }

    /// The region SCOORD or SCOORD3D item `item` describes.
    private static func region(of item: DataSet) -> Result<ReportRegion, ReportReadError> {
        let type = item.string(DICOMTag(0x0070, 0x0023)) ?? ""
        guard let shape = ReportRegion.Shape(rawValue: type) else {
            return .failure(ReportReadError("(0070,0023) Graphic Type \(type.isEmpty ? "missing" : type) is not one Tomo draws (POINT, POLYLINE, POLYGON, ELLIPSE)"))
        }
        let is3D = item.string(Tag.valueType) == "SCOORD3D"
        let dimensions = is3D ? 3 : 2
        guard let coordinates = item.numbers(DICOMTag(0x0070, 0x0022)), !coordinates.isEmpty, coordinates.count % dimensions == 0,
              coordinates.allSatisfy(\.isFinite)
        else { return .failure(ReportReadError("(0070,0022) Graphic Data is missing, or not \(dimensions) numbers a point")) }
        let points = coordinates.count / dimensions
        let fits = switch shape {
        case .point: points == 1
        case .polyline: points >= 2
        case .polygon: points >= 3
        case .ellipse: points == 4
        }
        guard fits else { return .failure(ReportReadError("(0070,0022) Graphic Data: \(points) points do not make a \(type)")) }
        if is3D {
            guard let frame = item.string(DICOMTag(0x3006, 0x0024)) else {
                return .failure(ReportReadError("(3006,0024) Referenced Frame of Reference UID missing"))
            }
            return .success(ReportRegion(shape: shape, place: .patient(frameOfReferenceUID: frame), coordinates: coordinates))
        }
        let image = (item.sequence(Tag.content) ?? []).lazy.compactMap { $0.sequence(DICOMTag(0x0008, 0x1199))?.first }.first
        guard let image, let sopClass = image.string(DICOMTag(0x0008, 0x1150)), let sopInstance = image.string(DICOMTag(0x0008, 0x1155)) else {
            return .failure(ReportReadError("(0008,1199) Referenced SOP Sequence: the image it lies on is not named"))
        }
        let frame = image.integer(DICOMTag(0x0008, 0x1160))
        return .success(ReportRegion(
            shape: shape, place: .image(sopClassUID: sopClass, sopInstanceUID: sopInstance, frame: frame), coordinates: coordinates))
    }

    /// The concept name of content item `item`.
    private static func concept(of item: DataSet) -> CodedConcept? {
        item.sequence(DICOMTag(0x0040, 0xA043))?.first.flatMap(CodedConcept.init(item:))
    }

    /// Whether content item `item` is named `concept` (by code and scheme).
    private static func isConcept(_ item: DataSet, _ concept: CodedConcept) -> Bool {
        guard let name = self.concept(of: item) else { return false }
        return name.value == concept.value && name.scheme == concept.scheme
    }

    private enum Tag {
        static let valueType = DICOMTag(0x0040, 0xA040)
        static let content = DICOMTag(0x0040, 0xA730)
    }
}
