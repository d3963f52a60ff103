import TomoCore
import TomoVolume

/// An RT Structure Set (PS3.3 A.19): its regions of interest, each a set of contours in patient space — closed
/// planar outlines (several on a slice, holes within by the even-odd rule, keyhole outlines that go in and out
/// again) and points (markers). Read from the object's data set; nothing is placed on a grid until asked
/// (`StructureSetRaster`).
public struct DICOMStructureSet: Sendable {
    /// One contour: its kind and its points in patient space (mm).
    public struct Contour: Sendable, Hashable {
        /// CLOSED_PLANAR, POINT, OPEN_PLANAR or OPEN_NONPLANAR.
        public var geometricType: String
        /// Its points, in the order drawn.
        public var points: [Vector3]
    }

    /// One region of interest.
    public struct ROI: Sendable, Hashable {
        /// Its ROI Number, and its ROI Name (else "ROI n").
        public var number: Int
        public var name: String
        /// ORGAN, PTV, GTV, MARKER… (RT ROI Interpreted Type), where the object says.
        public var interpretedType: String?
        /// Its ROI Display Color, else a palette's colour.
        public var colour: RGBColour
        /// Its contours that could be read.
        public var contours: [Contour]

        /// Whether it is drawn as markers: every contour a point.
        public var isMarker: Bool { !contours.isEmpty && contours.allSatisfy { $0.geometricType == "POINT" } }
    }

    /// Its ROIs, by number.
    public var rois: [ROI]
    /// Who it is (its series, SOP instance) and whose (patient, study).
    public var identity: InstanceIdentity
    /// The frame of reference its contours lie in (Referenced Frame of Reference Sequence).
    public var frameOfReferenceUID: String?
    /// The series its contours were drawn on (RT Referenced Series).
    public var referencedSeriesUIDs: [String]
    /// What in it could not be used, each naming the element: the rest is shown.
    public var problems: [String]

    /// The SOP Class UID of RT Structure Set Storage.
    public static let sopClassUID = "1.2.840.10008.5.1.4.1.1.481.3"

    /// Whether `data` is a structure set's (by its SOP Class, else its modality).
    public static func isStructureSet(_ data: DataSet) -> Bool {
        data.string(.sopClassUID).map { $0 == sopClassUID } ?? (data.string(.modality) == "RTSTRUCT")
    }

    /// The ROI numbered `number`.
    public func roi(_ number: Int) -> ROI? { rois.first { $0.number == number } }

    /// The structure set `data` holds.
    /// - Throws: ``DICOMError/notAnImage(kind:)`` for another object; ``DICOMError/missingElement(_:)`` without its
    ///   Structure Set ROI Sequence. What else is wrong (an ROI without contours, a contour of fewer than three
    ///   points, contour data that is not points) is in `problems`, the rest kept.
    public init(_ data: DataSet) throws(DICOMError) {
        guard Self.isStructureSet(data) else { throw .notAnImage(kind: data.string(.modality) ?? data.string(.sopClassUID)) }
        guard let defined = data.sequence(.structureSetROISequence) else { throw .missingElement(.structureSetROISequence) }
        var problems: [String] = []
        var rois: [ROI] = []
        for (index, item) in defined.enumerated() {
            guard let number = item.integer(.roiNumber) else {
                problems.append("Structure Set ROI Sequence item \(index + 1) has no ROI Number: left out")
                continue
            }
            guard !rois.contains(where: { $0.number == number }) else {
                problems.append("ROI \(number) is defined twice: the first kept")
                continue
            }
            rois.append(ROI(
                number: number, name: item.string(.roiName) ?? "ROI \(number)", interpretedType: nil, colour: .segmentPalette(number),
                contours: []))
        }
        for (index, item) in (data.sequence(.roiContourSequence) ?? []).enumerated() {
            guard let number = item.integer(.referencedROINumber), let place = rois.firstIndex(where: { $0.number == number }) else {
                problems.append("ROI Contour Sequence item \(index + 1) refers to no ROI the structure set defines: left out")
                continue
            }
            if let colour = item.numbers(.roiDisplayColor), colour.count == 3, colour.allSatisfy({ (0...255).contains($0) }) {
                rois[place].colour = RGBColour(red: UInt8(colour[0]), green: UInt8(colour[1]), blue: UInt8(colour[2]))
            }
            for (contourIndex, contour) in (item.sequence(.contourSequence) ?? []).enumerated() {
                let type = contour.string(.contourGeometricType)?.uppercased() ?? "CLOSED_PLANAR"
                let values = contour.numbers(.contourData) ?? []
                let name = "ROI \(number) (\(rois[place].name)), contour \(contourIndex + 1)"
                guard values.count % 3 == 0, values.allSatisfy(\.isFinite) else {
                    problems.append("\(name): its Contour Data holds \(values.count) numbers, not points of three: left out")
                    continue
                }
                let points = stride(from: 0, to: values.count, by: 3).map { Vector3(values[$0], values[$0 + 1], values[$0 + 2]) }
                if type == "CLOSED_PLANAR", points.count < 3 {
                    problems.append("\(name): a closed contour of \(points.count) point\(points.count == 1 ? "" : "s"), fewer than three: left out")
                    continue
                }
                guard !points.isEmpty else {
                    problems.append("\(name): no points: left out")
                    continue
                }
                rois[place].contours.append(Contour(geometricType: type, points: points))
            }
        }
        for item in data.sequence(.rtROIObservationsSequence) ?? [] {
            guard let number = item.integer(.referencedROINumber), let place = rois.firstIndex(where: { $0.number == number }) else { continue }
            rois[place].interpretedType = item.string(.rtROIInterpretedType)
        }
        for roi in rois where roi.contours.isEmpty { problems.append("ROI \(roi.number) (\(roi.name)) has no contours: it is empty") }
        guard !rois.isEmpty else { throw .missingElement(.structureSetROISequence) }
        let series = (data.sequence(.rtReferencedStudySequence) ?? []).flatMap { study in
            (study.sequence(.rtReferencedSeriesSequence) ?? []).compactMap { $0.string(.seriesInstanceUID) }
        }
        let frames = data.sequence(.referencedFrameOfReferenceSequence) ?? []
        self.init(
            rois: rois.sorted { $0.number < $1.number },
            identity: InstanceIdentity(data, seriesInstanceUID: data.string(.seriesInstanceUID) ?? ""),
            frameOfReferenceUID: frames.first?.string(DICOMTag(0x0020, 0x0052)) ?? data.string(DICOMTag(0x0020, 0x0052)),
            referencedSeriesUIDs: (frames.flatMap { ($0.sequence(.rtReferencedStudySequence) ?? []) }.flatMap {
                ($0.sequence(.rtReferencedSeriesSequence) ?? []).compactMap { $0.string(.seriesInstanceUID) }
            }) + series,
            problems: problems)
    }

    private init(rois: [ROI], identity: InstanceIdentity, frameOfReferenceUID: String?, referencedSeriesUIDs: [String], problems: [String]) {
        self.rois = rois
        self.identity = identity
        self.frameOfReferenceUID = frameOfReferenceUID
        self.referencedSeriesUIDs = referencedSeriesUIDs
        self.problems = problems
    }
}
