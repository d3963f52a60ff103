/// De-identifies DICOM instances by the Basic Application Level Confidentiality Profile (PS3.15 E.1-1) and the
/// options chosen: applied to every attribute, inside every sequence; private attributes removed; every UID
/// replaced by one derived from the key; the patient given a pseudonym; pixel data kept byte for byte, or
/// blanked where asked. One deidentifier serves every instance of a run, on any thread.
public struct Deidentifier: Sendable {
    /// The options beyond the Basic Profile.
    public let options: DeidentificationOptions
    /// The keyed replacements.
    public let pseudonyms: Pseudonyms
    /// The patient ID to give each original patient ID, where the user chose one; others get a pseudonym.
    public let patientIDs: [String: String]

    public init(options: DeidentificationOptions, pseudonyms: Pseudonyms, patientIDs: [String: String] = [:]) {
        self.options = options
        self.pseudonyms = pseudonyms
        self.patientIDs = patientIDs
    }

    /// The dummy text values and dates Tomo writes (PS3.15's D): never themselves taken for a leak.
    static let dummyText = "ANONYMIZED"
    static let dummyDate = "19000101"

    /// The text Tomo writes of its own (the dummies, the patients' new IDs), each followed by a zero: what the
    /// residual scan must not take for an original value that happened to be the same word.
    static func writtenText(patientIDs: some Sequence<String>) -> [UInt8] {
        ([dummyText, dummyDate] + patientIDs).flatMap { Array($0.utf8) + [0] }
    }

    /// The new patient ID of the patient `originalID` names.
    public func patientID(replacing originalID: String) -> String {
        patientIDs[originalID] ?? pseudonyms.patientID(replacing: originalID)
    }

    /// `file` de-identified: the Part 10 file to write, in its transfer syntax (Explicit VR Little Endian for a
    /// big-endian or deflated one), and what it held that identified the patient.
    /// - Throws: ``DeidentificationRefusal`` for an image whose pixels may carry burned-in text and no areas to
    ///   blank, or whose pixels cannot be blanked; `DICOMWriteError` is told as one too.
    public func deidentify(_ file: DICOMFile) throws(DeidentificationRefusal) -> DeidentifiedInstance {
        let source = file.dataSet
        let blanks = try pixelPolicy(of: file)
        let originalPatientID = source.string(.patientID) ?? ""
        var walk = DataSetWalk(deidentifier: self, patientID: patientID(replacing: originalPatientID),
            dayShift: options.shiftsDates ? pseudonyms.dateShift(forPatient: originalPatientID) : 0)
        walk.identifying = IdentifyingValues.collected(from: source, by: walk)
        var builder = walk.transform(source, isTopLevel: true)
        for tag in builder.elements.keys where tag > .pixelData { builder.remove(tag) }
        builder.setDeidentificationMethod(options: options, cleanedContent: walk.cleanedContent, blanked: !blanks.isEmpty)

        var syntax = file.transferSyntax.isBigEndian || file.transferSyntax.isDeflated ? .explicitVRLittleEndian : file.transferSyntax
        var pixels: [ArraySlice<UInt8>] = []
        if let element = source[.pixelData] {
            if !blanks.isEmpty, file.transferSyntax.isEncapsulated {
                // Compressed pixels are decoded, blanked and written uncompressed.
                var decoded = try DecodedPixels(file: file)
                try decoded.blanking.blank(blanks, in: &decoded.bytes)
                decoded.describe(in: &builder, decodedFrom: file.transferSyntax)
                syntax = .explicitVRLittleEndian
                pixels = try PixelDataOutput.parts(native: decoded.bytes, wordsOf: decoded.bitsAllocated)
            } else {
                let blanking = blanks.isEmpty ? nil : (try PixelBlanking(file: file), blanks)
                pixels = try PixelDataOutput.parts(of: element, in: source, implicitVR: !syntax.isExplicitVR, blanking: blanking)
            }
        }
        let sopClass = builder.text(.sopClassUID), sopInstance = builder.text(.sopInstanceUID)
        do {
            var head = try DICOMFileWriter.header(sopClassUID: sopClass, sopInstanceUID: sopInstance, transferSyntaxUID: syntax.uid)
            head += try builder.encoded(in: syntax)
            var identifying = walk.identifying
            identifying.remove(runsFoundIn: Self.writtenText(patientIDs: [walk.patientID]))
            return DeidentifiedInstance(
                head: head, pixelData: pixels, identifyingValues: identifying,
                patientID: walk.patientID, studyInstanceUID: builder.text(.studyInstanceUID),
                seriesInstanceUID: builder.text(.seriesInstanceUID), sopInstanceUID: sopInstance, sopClassUID: sopClass,
                transferSyntaxUID: syntax.uid, modality: builder.text(.modality), studyDate: builder.text(.studyDate),
                seriesNumber: builder.text(.seriesNumber), instanceNumber: builder.text(.instanceNumber))
        } catch {
            throw .unwritable(error.description)
        }
    }

    /// The areas to blank in `file`'s pixels: none for an image without burned-in text, or an object without
    /// pixels; the options' for one that may carry text.
    /// - Throws: ``DeidentificationRefusal/burnedInText(_:)`` for one that may carry text and no areas given.
    private func pixelPolicy(of file: DICOMFile) throws(DeidentificationRefusal) -> [PixelRectangle] {
        guard file.dataSet[.pixelData] != nil, let reason = Self.burnedInTextReason(file.dataSet) else { return [] }
        guard !options.blankedAreas.isEmpty else { throw .burnedInText(reason) }
        return options.blankedAreas
    }

    /// Why an image's pixels may carry burned-in text (a name, a date), nil when they do not: Burned In
    /// Annotation YES; an ultrasound, a secondary capture or a screenshot, which put text in their pixels.
    static func burnedInTextReason(_ dataSet: DataSet) -> String? {
        let sopClass = dataSet.string(.sopClassUID) ?? ""
        if dataSet.string(.burnedInAnnotation)?.uppercased() == "YES" { return "its Burned In Annotation is YES" }
        if dataSet.string(.modality) == "US" || sopClass.hasPrefix("1.2.840.10008.5.1.4.1.1.6.")
            || sopClass.hasPrefix("1.2.840.10008.5.1.4.1.1.3.1") {
            return "an ultrasound image carries text in its pixels"
        }
        if sopClass == "1.2.840.10008.5.1.4.1.1.7" || sopClass.hasPrefix("1.2.840.10008.5.1.4.1.1.7.") {
            return "a secondary capture (a screenshot) may carry text in its pixels"
        }
        return nil
    }
}

extension DICOMTag {
    /// (0028,0301) Burned In Annotation, CS.
    static let burnedInAnnotation = DICOMTag(0x0028, 0x0301)
    /// (0012,0062) Patient Identity Removed, CS.
    static let patientIdentityRemoved = DICOMTag(0x0012, 0x0062)
    /// (0012,0063) De-identification Method, LO.
    static let deidentificationMethod = DICOMTag(0x0012, 0x0063)
    /// (0012,0064) De-identification Method Code Sequence, SQ.
    static let deidentificationMethodCodeSequence = DICOMTag(0x0012, 0x0064)
    /// (0028,0303) Longitudinal Temporal Information Modified, CS.
    static let longitudinalTemporalInformationModified = DICOMTag(0x0028, 0x0303)
    /// (0040,A160) Text Value, UT: a structured report's free text, cleaned of identifying values.
    static let textValue = DICOMTag(0x0040, 0xA160)
    /// (0040,A730) Content Sequence, SQ: a structured report's tree.
    static let contentSequence = DICOMTag(0x0040, 0xA730)
}

extension DataSetBuilder {
    /// Patient Identity Removed YES, the method in words and as codes (CID 7050), and whether dates were
    /// modified or removed.
    mutating func setDeidentificationMethod(options: DeidentificationOptions, cleanedContent: Bool, blanked: Bool) {
        var codes: [(String, String)] = [("113100", "Basic Application Confidentiality Profile")]
        if blanked { codes.append(("113101", "Clean Pixel Data Option")) }
        if cleanedContent { codes.append(("113104", "Clean Structured Content Option")) }
        if options.cleansDescriptors { codes.append(("113105", "Clean Descriptors Option")) }
        if options.shiftsDates { codes.append(("113107", "Retain Longitudinal Temporal Information Modified Dates Option")) }
        if options.retainsPatientCharacteristics { codes.append(("113108", "Retain Patient Characteristics Option")) }
        set(.patientIdentityRemoved, .CS, "YES")
        set(.deidentificationMethod, .LO, "Tomo: PS3.15 E.1-1 Basic Profile" + (codes.count > 1 ? " and options" : ""))
        set(.deidentificationMethodCodeSequence, items: codes.map { value, meaning in
            var item = DataSetBuilder()
            item.set(DICOMTag(0x0008, 0x0100), .SH, value)
            item.set(DICOMTag(0x0008, 0x0102), .SH, "DCM")
            item.set(DICOMTag(0x0008, 0x0104), .LO, meaning)
            return item
        })
        set(.longitudinalTemporalInformationModified, .CS, options.shiftsDates ? "MODIFIED" : "REMOVED")
    }
}
