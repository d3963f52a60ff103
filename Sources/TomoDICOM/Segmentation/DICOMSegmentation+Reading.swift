import TomoCore
import TomoVolume

extension DICOMSegmentation {
    /// The SOP Class UIDs of segmentations: Segmentation Storage and Label Map Segmentation Storage.
    public static let sopClassUIDs: Set<String> = ["1.2.840.10008.5.1.4.1.1.66.4", "1.2.840.10008.5.1.4.1.1.66.7"]

    /// Whether `data` is a segmentation's (by its SOP Class, else its modality).
    public static func isSegmentation(_ data: DataSet) -> Bool {
        data.string(.sopClassUID).map(sopClassUIDs.contains) ?? (data.string(.modality) == "SEG")
    }

    /// The segmentation file `file` holds.
    /// - Throws: as `init(_:isPixelDataCut:)`.
    public init(file: DICOMFile) throws(DICOMError) {
        try self.init(file.dataSet, isPixelDataCut: file.pixelDataProblem != nil)
    }

    /// The segmentation `data` describes: a file's data set, or a DICOMweb server's metadata of it (its pixel data
    /// elsewhere); `isPixelDataCut` where its file's pixel data is cut short.
    /// - Throws: ``DICOMError/notAnImage(kind:)`` for another object; ``DICOMError/missingElement(_:)`` without
    ///   its Segmentation Type or a segment; ``DICOMError/invalidValue(tag:reason:)`` for a type Tomo does not know
    ///   or pixels that cannot be a segmentation's. What else is wrong is in `problems`, the rest kept.
    public init(_ data: DataSet, isPixelDataCut: Bool = false) throws(DICOMError) {
        guard Self.isSegmentation(data) else { throw .notAnImage(kind: data.string(.modality) ?? data.string(.sopClassUID)) }
        guard let typeName = data.string(.segmentationType) else { throw .missingElement(.segmentationType) }
        guard let kind = Kind(rawValue: typeName.uppercased()) else {
            throw .invalidValue(tag: .segmentationType, reason: "\(typeName) is not BINARY, FRACTIONAL or LABELMAP")
        }
        var problems: [String] = []
        var segments: [Segment] = []
        for (index, item) in (data.sequence(.segmentSequence) ?? []).enumerated() {
            // A label map's segment 0 is its background (Sup 243): no segment to show.
            if kind == .labelMap, item.integer(.segmentNumber) == 0 { continue }
            guard let number = item.integer(.segmentNumber), number > 0 else {
                problems.append("Segment Sequence item \(index + 1) has no Segment Number: left out")
                continue
            }
            guard !segments.contains(where: { $0.number == number }) else {
                problems.append("segment \(number) is defined twice: the first kept")
                continue
            }
            let lab = item.numbers(.recommendedDisplayCIELabValue)?.map { Int($0) } ?? []
            segments.append(Segment(
                number: number, label: item.string(.segmentLabel) ?? "Segment \(number)",
                category: item.sequence(.segmentedPropertyCategoryCodeSequence)?.first.flatMap(CodedConcept.init(item:)),
                type: item.sequence(.segmentedPropertyTypeCodeSequence)?.first.flatMap(CodedConcept.init(item:)),
                algorithmType: item.string(.segmentAlgorithmType), algorithmName: item.string(.segmentAlgorithmName),
                colour: RGBColour(dicomLab: lab) ?? .segmentPalette(number)))
        }
        guard !segments.isEmpty else { throw .missingElement(.segmentSequence) }

        let pixels = try ImagePixelDescription(data)
        let expectedBits = kind == .binary ? [1] : kind == .fractional ? [8] : [8, 16]
        guard expectedBits.contains(pixels.bitsAllocated), pixels.samplesPerPixel == 1 else {
            throw .invalidValue(
                tag: DICOMTag(0x0028, 0x0100),
                reason: "a \(kind.rawValue) segmentation's pixels are \(expectedBits.map { "\($0)-bit" }.joined(separator: " or ")) grey, not \(pixels.bitsAllocated)-bit × \(pixels.samplesPerPixel)")
        }
        let groups = FunctionalGroups(data)
        if let perFrame = groups.perFrame, perFrame.count != pixels.frameCount {
            problems.append("the Per-frame Functional Groups Sequence has \(perFrame.count) items for \(pixels.frameCount) frames")
        }
        let known = Set(segments.map(\.number))
        var frames: [Frame] = []
        for index in 0..<pixels.frameCount {
            var segment: Int?
            if kind != .labelMap {
                segment = groups.holder(of: .referencedSegmentNumber, in: .segmentIdentificationSequence, frame: index)?
                    .integer(.referencedSegmentNumber)
                guard let number = segment, known.contains(number) else {
                    problems.append(segment.map { "frame \(index + 1) names segment \($0), which the Segment Sequence does not define: left out" }
                        ?? "frame \(index + 1) names no segment (Segment Identification Sequence): left out")
                    continue
                }
            }
            let plane = groups.plane(ofFrame: index)
            if plane.position == nil || plane.orientation == nil {
                problems.append("frame \(index + 1) says nowhere where it lies (Plane Position, Plane Orientation): left out")
                continue
            }
            frames.append(Frame(index: index, segment: segment, position: plane.position, orientation: plane.orientation, pixelSpacing: plane.pixelSpacing))
        }
        let covered = Set(frames.compactMap(\.segment))
        for segment in segments where kind != .labelMap && !covered.contains(segment.number) {
            problems.append("segment \(segment.number) (\(segment.label)) has no frame: it is empty")
        }
        if isPixelDataCut { problems.append("its pixel data is cut short: frames past its end cannot be read") }
        let series = (data.sequence(.referencedSeriesSequence) ?? []).compactMap { $0.string(.seriesInstanceUID) }
        self.init(
            kind: kind, fractionalType: data.string(.segmentationFractionalType),
            maximumFractionalValue: kind == .fractional ? max(1, data.integer(.maximumFractionalValue) ?? 255) : 1,
            segments: segments.sorted { $0.number < $1.number }, frames: frames, rows: pixels.rows, columns: pixels.columns,
            identity: InstanceIdentity(data, seriesInstanceUID: data.string(.seriesInstanceUID) ?? ""),
            frameOfReferenceUID: data.string(DICOMTag(0x0020, 0x0052)), referencedSeriesUIDs: series, problems: problems)
    }

    /// Frame `frame`'s values, row by row: 0 or 1 (BINARY), 0 to `maximumFractionalValue` (FRACTIONAL) or a
    /// segment number (LABELMAP), decoded from `file` (the one it was read from) in whatever encoding it uses.
    /// - Throws: `DICOMError`: the frame's bits past the pixel data's end, an encoding Tomo does not decode.
    public func values(ofFrame frame: Frame, in file: DICOMFile) throws(DICOMError) -> StoredSamples {
        try file.storedSamples(frame: frame.index)
    }
}
