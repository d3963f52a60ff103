import TomoDICOM

/// An image's attribute groups kept whole, as JSON in its row's `attributes`, when the row's columns cannot say
/// them all (``isNeeded(for:)``): several frames, a second window, a window's name, colour planes, overlay planes,
/// anything a group holds beyond the columns' first frame. A new attribute joins its group and the parser, and is
/// kept here with no change to the library.
///
/// The rule for rows written before a group gained an attribute: an attribute added later is optional (a
/// missing key reads as nil) or its group decodes its absence as its default, so old rows still open; and
/// ``LibrarySchema/headerReading`` goes up, so the next import reads their files again and fills it.
struct StoredAttributes: Codable, Sendable, Hashable {
    /// One frame's groups: what the frames of a multi-frame file may each have of their own.
    struct Frame: Codable, Sendable, Hashable {
        var plane: ImagePlaneAttributes
        var valueMapping: ValueMapping
        var presentation: Presentation
        var cine: CineTiming
    }

    var identity: InstanceIdentity
    var pixels: ImagePixelDescription
    var pixelDataProblem: DICOMError?
    var overlayPlanes: InstanceOverlays
    /// Every frame's, the first first.
    var frames: [Frame]
}

extension StoredAttributes {
    /// The groups of `instances`, one file's images (its frames, the first first).
    init(_ instances: [DICOMInstance]) {
        let first = instances[0]
        self.init(
            identity: first.identity, pixels: first.pixels, pixelDataProblem: first.pixelDataProblem, overlayPlanes: first.overlayPlanes,
            frames: instances.map { Frame(plane: $0.plane, valueMapping: $0.valueMapping, presentation: $0.presentation, cine: $0.cine) })
    }

    /// The images they describe, found at `location` and stored in `transferSyntax`.
    func instances(at location: InstanceLocation, transferSyntax: TransferSyntax?) -> [DICOMInstance] {
        frames.enumerated().map { index, frame in
            DICOMInstance(
                location: location, frame: index, identity: identity, plane: frame.plane, transferSyntax: transferSyntax,
                pixels: pixels, pixelDataProblem: pixelDataProblem, valueMapping: frame.valueMapping,
                presentation: frame.presentation, cine: frame.cine, overlayPlanes: overlayPlanes)
        }
    }

    /// Whether `instances` (one file's images) need their groups kept: they are not what their row's columns
    /// alone read back as (``StudyLibrary/instance(location:identity:transferSyntax:pixels:geometry:frameOfReferenceUID:)``).
    static func isNeeded(for instances: [DICOMInstance]) -> Bool {
        guard instances.count == 1, let first = instances.first else { return true }
        var identity = InstanceIdentity(
            seriesInstanceUID: first.seriesInstanceUID, studyInstanceUID: first.studyInstanceUID, patientName: first.patientName,
            patientID: first.patientID, studyDate: first.studyDate, studyDescription: first.studyDescription,
            seriesDescription: first.seriesDescription, seriesNumber: first.seriesNumber, modality: first.modality,
            instanceNumber: first.instanceNumber, sopClassUID: first.sopClassUID, sopInstanceUID: first.sopInstanceUID)
        // Kept in the study's and the series' columns, as they read back.
        identity.issuerOfPatientID = first.issuerOfPatientID
        identity.bodyPartExamined = first.bodyPartExamined
        let geometry = FrameGeometry(columns: FrameGeometry(first).columns)
        guard let pixels = try? StudyLibrary.pixels(ofColumns: first.pixels) else { return true }
        let columnsAlone = StudyLibrary.instance(
            location: first.location, identity: identity, transferSyntax: first.transferSyntax, pixels: pixels, geometry: geometry,
            frameOfReferenceUID: first.frameOfReferenceUID)
        return columnsAlone != first
    }
}
