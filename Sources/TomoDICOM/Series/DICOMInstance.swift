import TomoCore
import TomoVolume

/// One image of a series as its header describes it: a file, or one frame of a multi-frame file, with
/// what grouping, ordering and display need. Made from a header alone, before any pixel is decoded.
///
/// Its attributes are grouped by the DICOM module they come from, each group a value of its own (what a store
/// of headers keeps as it is): `identity`, `plane`, `pixels` (with its `transferSyntax` and any
/// `pixelDataProblem`), `valueMapping`, `presentation`, `cine` and `overlayPlanes`. A group's attribute reads
/// as the instance's own (`instance.modality` is `instance.identity.modality`): a new attribute is added to its
/// group and read by the parser, nothing else.
@dynamicMemberLookup
public struct DICOMInstance: Sendable, Hashable {
    /// Where its bytes are.
    public var location: InstanceLocation
    /// The frame within the file (0 for single-frame files).
    public var frame: Int
    /// Who it is and whose.
    public var identity: InstanceIdentity
    /// Its height in pixels.
    public var rows: Int
    /// Its width in pixels.
    public var columns: Int
    /// Where it lies in the patient.
    public var plane: ImagePlaneAttributes
    /// How its pixels are stored; nil where the source does not say (a DICOMweb server's metadata may not).
    public var transferSyntax: TransferSyntax?
    /// How its pixels are laid out (what decoding a frame fetched on its own needs, as DICOMweb's are).
    public var pixels: ImagePixelDescription
    /// Why its pixels cannot be read, when its header already tells (its file ends inside the pixel data):
    /// the image keeps its place in the series, and fails when loaded.
    public var pixelDataProblem: DICOMError?
    /// How its stored values become what they measure.
    public var valueMapping: ValueMapping
    /// How its values are shown.
    public var presentation: Presentation
    /// How fast its frames play.
    public var cine: CineTiming
    /// The graphics drawn over it.
    public var overlayPlanes: InstanceOverlays

    /// An image as a store of headers kept it (a study library): the same fields, read back.
    public init(
        location: InstanceLocation, frame: Int = 0, seriesInstanceUID: String, studyInstanceUID: String? = nil, patientName: String? = nil,
        patientID: String? = nil, studyDate: String? = nil, studyDescription: String? = nil, seriesDescription: String? = nil,
        seriesNumber: Int? = nil, modality: String? = nil, instanceNumber: Int? = nil, rows: Int, columns: Int,
        pixelSpacing: PixelSpacing? = nil, position: Vector3? = nil, orientation: ImageOrientation? = nil,
        sliceThickness: Double? = nil, rescale: Rescale = Rescale(slope: 1, intercept: 0), rescaleType: String? = nil,
        units: String? = nil,
        windows: [WindowLevel] = [], windowExplanations: [String] = [], isInverted: Bool = false,
        transferSyntax: TransferSyntax? = nil, pixels: ImagePixelDescription,
        pixelDataProblem: DICOMError? = nil, sopClassUID: String? = nil, sopInstanceUID: String? = nil,
        frameOfReferenceUID: String? = nil, frameInterval: Double? = nil, overlays: [OverlayPlane] = [],
        overlayProblem: DICOMError? = nil, modalityLUT: LookupTable? = nil
    ) {
        self.location = location
        self.frame = frame
        identity = InstanceIdentity(
            seriesInstanceUID: seriesInstanceUID, studyInstanceUID: studyInstanceUID, patientName: patientName, patientID: patientID,
            studyDate: studyDate, studyDescription: studyDescription, seriesDescription: seriesDescription, seriesNumber: seriesNumber,
            modality: modality, instanceNumber: instanceNumber, sopClassUID: sopClassUID, sopInstanceUID: sopInstanceUID)
        self.rows = rows
        self.columns = columns
        plane = ImagePlaneAttributes(
            pixelSpacing: pixelSpacing, position: position, orientation: orientation, sliceThickness: sliceThickness,
            frameOfReferenceUID: frameOfReferenceUID)
        self.transferSyntax = transferSyntax
        self.pixels = pixels
        self.pixelDataProblem = pixelDataProblem
        valueMapping = ValueMapping(rescale: rescale, modalityLUT: modalityLUT, rescaleType: rescaleType, units: units)
        presentation = Presentation(windows: windows, windowExplanations: windowExplanations, isInverted: isInverted)
        cine = CineTiming(frameInterval: frameInterval)
        overlayPlanes = InstanceOverlays(overlays: overlays, overlayProblem: overlayProblem)
    }

    /// An image made of its groups as they are (a store that kept them whole reads them back so).
    public init(
        location: InstanceLocation, frame: Int, identity: InstanceIdentity, plane: ImagePlaneAttributes,
        transferSyntax: TransferSyntax?, pixels: ImagePixelDescription, pixelDataProblem: DICOMError?,
        valueMapping: ValueMapping, presentation: Presentation, cine: CineTiming, overlayPlanes: InstanceOverlays
    ) {
        self.location = location
        self.frame = frame
        self.identity = identity
        rows = pixels.rows
        columns = pixels.columns
        self.plane = plane
        self.transferSyntax = transferSyntax
        self.pixels = pixels
        self.pixelDataProblem = pixelDataProblem
        self.valueMapping = valueMapping
        self.presentation = presentation
        self.cine = cine
        self.overlayPlanes = overlayPlanes
    }

    /// An identity attribute, as the instance's own.
    @inlinable public subscript<Value>(dynamicMember attribute: WritableKeyPath<InstanceIdentity, Value>) -> Value {
        get { identity[keyPath: attribute] }
        set { identity[keyPath: attribute] = newValue }
    }

    /// An image plane attribute, as the instance's own.
    @inlinable public subscript<Value>(dynamicMember attribute: WritableKeyPath<ImagePlaneAttributes, Value>) -> Value {
        get { plane[keyPath: attribute] }
        set { plane[keyPath: attribute] = newValue }
    }

    /// A value mapping attribute, as the instance's own.
    @inlinable public subscript<Value>(dynamicMember attribute: WritableKeyPath<ValueMapping, Value>) -> Value {
        get { valueMapping[keyPath: attribute] }
        set { valueMapping[keyPath: attribute] = newValue }
    }

    /// A presentation attribute, as the instance's own.
    @inlinable public subscript<Value>(dynamicMember attribute: WritableKeyPath<Presentation, Value>) -> Value {
        get { presentation[keyPath: attribute] }
        set { presentation[keyPath: attribute] = newValue }
    }

    /// A cine timing attribute, as the instance's own.
    @inlinable public subscript<Value>(dynamicMember attribute: WritableKeyPath<CineTiming, Value>) -> Value {
        get { cine[keyPath: attribute] }
        set { cine[keyPath: attribute] = newValue }
    }

    /// An overlay attribute, as the instance's own.
    @inlinable public subscript<Value>(dynamicMember attribute: WritableKeyPath<InstanceOverlays, Value>) -> Value {
        get { overlayPlanes[keyPath: attribute] }
        set { overlayPlanes[keyPath: attribute] = newValue }
    }

    /// The images of `file` (read from `location`): one, or one per frame, each frame's geometry from the
    /// functional groups where the file has them (an RT Dose grid's frames placed by its Grid Frame Offset
    /// Vector); colour images too (a file's pixels are read whole, which
    /// `DICOMFile.colourFrame` turns into RGB).
    public static func instances(of file: DICOMFile, at location: InstanceLocation) throws(DICOMError) -> [DICOMInstance] {
        try instances(of: file.dataSet, transferSyntax: file.transferSyntax, at: location, allowsColour: true).map { instance in
            var instance = instance
            instance.pixelDataProblem = file.pixelDataProblem
            return instance
        }
    }

    /// The instances (one per frame) of the image `data` describes, its pixels in `transferSyntax` (nil:
    /// not known), found at `location`: a file's data set, or one a DICOMweb server described (`DICOMJSON`); a
    /// colour one only when `allowsColour` (its reader turns colour into RGB). Overlay planes whose data
    /// `bulkDataURIs` places elsewhere (a DICOMweb server's metadata) await their bits from there.
    /// A segmentation's frames are its segments' masks, shown over the images they were made from rather than as
    /// images of their own: read only when `allowsSegmentation` (`DICOMSegmentation` places its frames so).
    /// Throws ``DICOMError/notAnImage(kind:)`` for a data set without pixel data or image size, or a
    /// segmentation's (kind `SEG`), and ``DICOMError/unsupportedImage(_:)`` for one Tomo cannot show right
    /// (colour when not `allowsColour`), ``DICOMError/invalidValue(tag:reason:)`` for a malformed Modality or VOI LUT.
    public static func instances(
        of data: DataSet, transferSyntax: TransferSyntax?, at location: InstanceLocation, allowsColour: Bool = false,
        allowsSegmentation: Bool = false, bulkDataURIs: [DICOMTag: String] = [:]
    ) throws(DICOMError) -> [DICOMInstance] {
        guard data[.rows] != nil || data[.pixelData] != nil else {
            throw .notAnImage(kind: data.string(.modality) ?? data.string(.sopClassUID))
        }
        guard allowsSegmentation || !DICOMSegmentation.isSegmentation(data) else { throw .notAnImage(kind: "SEG") }
        let pixels = try ImagePixelDescription(data, allowsColour: allowsColour)
        let modalityLUT = try modalityTable(data, isSigned: pixels.isSigned)
        let identity = InstanceIdentity(
            data, seriesInstanceUID: data.string(.seriesInstanceUID) ?? standInSeriesUID(for: data.string(.sopInstanceUID) ?? location.description))
        let groups = FunctionalGroups(data)
        let frameInterval = pixels.frameCount > 1 ? recordedFrameInterval(data) : nil
        let frameSteps = pixels.frameCount > 1 ? recordedFrameSteps(data) : nil
        let tables = try voiTables(data, isSigned: pixels.isSigned)
        let gridOffsets = data.numbers(.gridFrameOffsetVector).flatMap { $0.count >= pixels.frameCount ? $0 : nil }
        let doseScaling = data.numbers(.doseGridScaling)?.first.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        // Overlays that cannot be read leave the image as it is, and say why.
        var overlays: [OverlayPlane] = [], overlayProblem: DICOMError?
        do {
            overlays = try OverlayPlane.planes(in: data, bulkDataURIs: bulkDataURIs)
        } catch {
            overlayProblem = error
        }
        return (0..<pixels.frameCount).map { frame -> DICOMInstance in
            func numbers(_ sequence: DICOMTag, _ tag: DICOMTag) -> [Double]? {
                groups.numbers(tag, in: sequence, frame: frame)
            }
            var plane = groups.plane(ofFrame: frame)
            // A dose grid's frames lie along the normal from its one position, each by its offset from the first's
            // (the vector's first is 0, or the position's z when the offsets are z coordinates: PS3.3 C.8.8.3.2).
            if let gridOffsets, let first = plane.position, let normal = plane.orientation?.normal, groups.perFrame == nil {
                plane.position = first + normal * (gridOffsets[frame] - gridOffsets[0])
            }
            let centers = numbers(.frameVOILUTSequence, .windowCenter) ?? []
            let widths = numbers(.frameVOILUTSequence, .windowWidth) ?? []
            let explanations = groups.holder(of: .windowCenterWidthExplanation, in: .frameVOILUTSequence, frame: frame)?
                .strings(.windowCenterWidthExplanation) ?? []
            // LINEAR and LINEAR_EXACT are drawn alike (WindowLevel's ramp); SIGMOID as its curve.
            let isSigmoid = groups.holder(of: .voiLUTFunction, in: .frameVOILUTSequence, frame: frame)?.string(.voiLUTFunction) == "SIGMOID"
            // A window of no width is left out, and its explanation with it; the file's tables follow.
            let windows = zip(centers, widths).enumerated().compactMap { index, window -> (WindowLevel, String)? in
                guard window.1 > 0 else { return nil }
                let explanation = explanations.indices.contains(index) ? explanations[index] : ""
                return (WindowLevel(width: window.1, level: window.0, function: isSigmoid ? .sigmoid : nil), explanation)
            } + tables
            var instance = DICOMInstance(
                location: location, frame: frame, seriesInstanceUID: identity.seriesInstanceUID, rows: pixels.rows, columns: pixels.columns,
                pixelSpacing: plane.pixelSpacing, position: plane.position, orientation: plane.orientation,
                sliceThickness: numbers(.pixelMeasuresSequence, .sliceThickness)?.first,
                rescale: Rescale(
                    slope: numbers(.pixelValueTransformationSequence, .rescaleSlope)?.first ?? doseScaling ?? 1,
                    intercept: numbers(.pixelValueTransformationSequence, .rescaleIntercept)?.first ?? 0),
                rescaleType: modalityLUT.map { _ in data.sequence(.modalityLUTSequence)?.first?.string(.modalityLUTType) }
                    ?? groups.holder(of: .rescaleType, in: .pixelValueTransformationSequence, frame: frame)?.string(.rescaleType),
                units: data.string(.units) ?? data.string(.doseUnits),
                windows: windows.map(\.0), windowExplanations: windows.map(\.1),
                isInverted: pixels.isInverted || data.string(.presentationLUTShape) == "INVERSE", transferSyntax: transferSyntax, pixels: pixels,
                frameOfReferenceUID: data.string(DICOMTag(0x0020, 0x0052)), frameInterval: frameInterval,
                overlays: overlays.filter { $0.covers(frame: frame) }, overlayProblem: overlayProblem, modalityLUT: modalityLUT)
            instance.timeToNextFrame = frameSteps.flatMap { $0.indices.contains(frame) ? $0[frame] : nil }
            instance.identity = identity
            return instance
        }
    }

    /// The series UID an image whose file names none goes by: "2.25." and a 64-bit FNV-1a hash of `key` (its
    /// SOP Instance UID, else its location's name) in decimal, a UID of the form UUIDs take, the same in every run.
    static func standInSeriesUID(for key: String) -> String {
        let hash = key.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        return "2.25.\(hash)"
    }

    /// The table of `data`'s Modality LUT Sequence (its first item, PS3.3 C.11.1), nil when it has none.
    /// - Throws: ``DICOMError/invalidValue(tag:reason:)`` for a table whose descriptor is malformed or
    ///   disagrees with its data's length, or one without its data.
    static func modalityTable(_ data: DataSet, isSigned: Bool) throws(DICOMError) -> LookupTable? {
        guard let item = data.sequence(.modalityLUTSequence)?.first else { return nil }
        let descriptor = try item.lookupDescriptor(.lutDescriptor, isSigned: isSigned, allowedBits: 8...16)
        let entries = try item.lookupEntries(.lutData, count: descriptor.entries, bits: descriptor.bits)
        return LookupTable(firstMapped: descriptor.firstMapped, bits: descriptor.bits, entries: entries)
    }

    /// `samples` (decoded from its pixel data) as the values they measure and the rescale that makes them
    /// so: through its Modality LUT when it has one (then unsigned, already the values: an identity
    /// rescale), else as stored with its rescale.
    public func values(of samples: StoredSamples) -> (samples: StoredSamples, rescale: Rescale) {
        guard let modalityLUT = valueMapping.modalityLUT else { return (samples, self.rescale) }
        let words = (0..<samples.count).map { modalityLUT.entry(of: Int(samples.value(at: $0))) }
        return (StoredSamples(words: words, isSigned: false), .identity)
    }

    /// The lowest and highest values its pixels can measure: its Modality LUT's entries, else every stored
    /// value its bits hold through its rescale.
    public var valueRange: ClosedRange<Double> {
        if let modalityLUT = self.modalityLUT, let lowest = modalityLUT.entries.min(), let highest = modalityLUT.entries.max() {
            return Double(lowest)...Double(highest)
        }
        let stored = pixels.storedRange
        let ends = [stored.lowerBound, stored.upperBound].map { self.rescale.physicalValue(ofStored: Double($0)) }
        return ends.min()!...ends.max()!
    }

    /// The windows of `data`'s VOI LUT Sequence, each with its LUT Explanation: a table whose data is not
    /// in `data` (a DICOMweb server's metadata may leave it out) is left out.
    /// - Throws: ``DICOMError/invalidValue(tag:reason:)`` for a table whose descriptor is malformed or
    ///   disagrees with its data's length.
    static func voiTables(_ data: DataSet, isSigned: Bool) throws(DICOMError) -> [(WindowLevel, String)] {
        var tables: [(WindowLevel, String)] = []
        for item in data.sequence(.voiLUTSequence) ?? [] where item[.lutData] != nil {
            let descriptor = try item.lookupDescriptor(.lutDescriptor, isSigned: isSigned, allowedBits: 1...16)
            let entries = try item.lookupEntries(.lutData, count: descriptor.entries, bits: descriptor.bits)
            let table = LookupTable(firstMapped: descriptor.firstMapped, bits: descriptor.bits, entries: entries)
            tables.append((WindowLevel(table: table), item.string(.lutExplanation) ?? ""))
        }
        return tables
    }

    /// What its values measure: HU for a CT, what the file names otherwise (see `ValueUnit.of`); follows
    /// the modality a source sets later (a DICOM node's, from its series).
    public var valueUnit: ValueUnit { .of(modality: self.modality, rescaleType: self.rescaleType, units: self.units) }

    /// The time between frames as `data` records it, in milliseconds: Frame Time, else the mean of the Frame
    /// Time Vector's increments (its first, always 0, left out), else the Recommended Display Frame Rate's or
    /// the Cine Rate's; nil when none says (or says 0).
    static func recordedFrameInterval(_ data: DataSet) -> Double? {
        if let time = data.numbers(.frameTime)?.first, time > 0, time.isFinite { return time }
        if let increments = data.numbers(.frameTimeVector)?.dropFirst().filter({ $0 > 0 && $0.isFinite }), !increments.isEmpty {
            return increments.reduce(0, +) / Double(increments.count)
        }
        for tag in [DICOMTag.recommendedDisplayFrameRate, .cineRate] {
            if let rate = data.numbers(tag)?.first, rate > 0, rate.isFinite { return 1000 / rate }
        }
        return nil
    }

    /// Each frame's time to the next, in milliseconds, from a Frame Time Vector (its element k + 1 for frame
    /// k) when no Frame Time says they are even; nil when there is none, or a step is not a positive number.
    static func recordedFrameSteps(_ data: DataSet) -> [Double]? {
        guard data.numbers(.frameTime)?.first.map({ $0 > 0 && $0.isFinite }) != true,
            let vector = data.numbers(.frameTimeVector), vector.count > 1
        else { return nil }
        let steps = Array(vector.dropFirst())
        return steps.allSatisfy({ $0 > 0 && $0.isFinite }) ? steps : nil
    }
}
