import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension DIMSEClient {
    /// The studies on the node that match `query` (C-FIND, Study Root, at study level, PS3.4 C.4.1), the latest
    /// first: the same fields as a DICOMweb search, each empty key asking for its value back.
    public func studies(matching query: StudyQuery) async throws(DIMSEError) -> [StudySummary] {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "STUDY")
        identifier.set(.studyInstanceUID, .UI, query.studyInstanceUID ?? "")
        identifier.set(.patientName, .PN, query.patientName ?? "")
        identifier.set(.patientID, .LO, query.patientID ?? "")
        identifier.set(.issuerOfPatientID, .LO, "")
        identifier.set(.studyDate, .DA, query.studyDate ?? "")
        identifier.set(.studyTime, .TM, "")
        identifier.set(.accessionNumber, .SH, query.accessionNumber ?? "")
        identifier.set(.modalitiesInStudy, .CS, query.modality ?? "")
        identifier.set(.studyDescription, .LO, "")
        identifier.set(.numberOfStudyRelatedSeries, .IS, "")
        identifier.set(.numberOfStudyRelatedInstances, .IS, "")
        return try await find(identifier).compactMap { StudySummary($0) }.latestFirst()
    }

    /// The series of study `study` (C-FIND at series level), in series number order.
    public func series(ofStudy study: String) async throws(DIMSEError) -> [StudySeries] {
        try await series(inStudy: study).map { found in
            StudySeries(
                studyInstanceUID: found.studyUID, seriesInstanceUID: found.uid, modality: found.modality, number: found.number,
                description: found.description, instanceCount: found.instanceCount)
        }.inSeriesOrder()
    }

    /// The data sets the node answers `identifier` with (C-FIND in the Study Root model).
    func find(_ identifier: DataSetBuilder) async throws(DIMSEError) -> [DataSet] {
        let context = PresentationContext(id: 1, abstractSyntax: SOPClass.studyRootFind, transferSyntaxes: TransferSyntaxUID.uncompressed)
        return try await withAssociation(proposing: [context]) { association throws(DIMSEError) in
            let syntax = TransferSyntax(uid: try association.requireContext(for: SOPClass.studyRootFind).transferSyntax)
            try await association.sendQuery(.findRequest, model: SOPClass.studyRootFind, identifier: identifier)
            var found: [DataSet] = []
            while true {
                let response = try await association.receive(waitingFor: "the C-FIND responses")
                guard response.command.field == .findResponse else {
                    throw .protocolViolation("a \(response.command.field) in answer to a C-FIND")
                }
                let status = response.command.status ?? 0xFFFF
                switch status {
                case 0xFF00, 0xFF01:
                    guard let bytes = response.dataSet else { continue }
                    do {
                        found.append(try DataSet(bytes: bytes, transferSyntax: syntax))
                    } catch {
                        throw .protocolViolation("a C-FIND match that cannot be read: \(error)")
                    }
                case 0x0000, 0xFE00: return found
                default: throw .failed(operation: "C-FIND", status: status, comment: response.command.errorComment)
                }
            }
        }
    }
}

extension DIMSEClient {
    /// The series of study `study` (C-FIND at series level), or those matching `series` alone, or every series
    /// on the node when neither is given (one study-level C-FIND, then one per study); in series number order.
    /// The study's patient, date and description come with each (asked at study level).
    public func series(inStudy study: String? = nil, uid series: String? = nil) async throws(DIMSEError) -> [DIMSESeries] {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "SERIES")
        identifier.set(.studyInstanceUID, .UI, study ?? "")
        identifier.set(.seriesInstanceUID, .UI, series ?? "")
        identifier.set(.modality, .CS, "")
        identifier.set(.seriesDescription, .LO, "")
        identifier.set(.seriesNumber, .IS, "")
        identifier.set(.numberOfSeriesRelatedInstances, .IS, "")
        identifier.set(.bodyPartExamined, .CS, "")
        let found = try await find(identifier).compactMap { data -> DIMSESeries? in
            guard let uid = data.string(.seriesInstanceUID), let studyUID = data.string(.studyInstanceUID) ?? study else { return nil }
            var series = DIMSESeries(
                uid: uid, studyUID: studyUID, modality: data.string(.modality), description: data.string(.seriesDescription),
                number: data.integer(.seriesNumber), instanceCount: data.integer(.numberOfSeriesRelatedInstances))
            series.bodyPart = data.string(.bodyPartExamined)
            return series
        }
        var studies: [String: StudySummary] = [:]
        for uid in Set(found.map(\.studyUID)).sorted() {
            var query = DataSetBuilder()
            query.set(.queryRetrieveLevel, .CS, "STUDY")
            query.set(.studyInstanceUID, .UI, uid)
            query.set(.patientName, .PN, "")
            query.set(.studyDate, .DA, "")
            query.set(.studyDescription, .LO, "")
            if let study = try await find(query).compactMap({ StudySummary($0) }).first { studies[uid] = study }
        }
        return found.map { entry in
            var entry = entry
            let study = studies[entry.studyUID]
            entry.patientName = study?.patientName
            entry.studyDate = study?.studyDate
            entry.studyDescription = study?.description
            return entry
        }.sorted { ($0.studyUID, $0.number ?? .max, $0.uid) < ($1.studyUID, $1.number ?? .max, $1.uid) }
    }
}

extension DIMSEClient {
    /// The instances of series `series` of study `study` (C-FIND at image level): each SOP Instance UID with
    /// its instance number, in instance number order.
    public func instances(ofSeries series: String, inStudy study: String) async throws(DIMSEError) -> [(uid: String, number: Int?)] {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "IMAGE")
        identifier.set(.studyInstanceUID, .UI, study)
        identifier.set(.seriesInstanceUID, .UI, series)
        identifier.set(.sopInstanceUID, .UI, "")
        identifier.set(.instanceNumber, .IS, "")
        return try await find(identifier)
            .compactMap { data in data.string(.sopInstanceUID).map { (uid: $0, number: data.integer(.instanceNumber)) } }
            .sorted { ($0.number ?? .max, $0.uid) < ($1.number ?? .max, $1.uid) }
    }
}

extension DIMSEClient {
    /// The attributes of an image (its own, at image level: the series' and study's come from their levels)
    /// that place and show it without its pixels, asked for as return keys of an image-level C-FIND
    /// (`instanceAttributes`): a node that keeps them all answers each.
    public static let imageAttributeKeys: [(tag: DICOMTag, vr: ValueRepresentation)] = [
        (.sopClassUID, .UI), (.instanceNumber, .IS), (.sliceThickness, .DS), (.imagePositionPatient, .DS),
        (.imageOrientationPatient, .DS), (.frameOfReferenceUID, .UI),
        (.samplesPerPixel, .US), (.photometricInterpretation, .CS), (.numberOfFrames, .IS), (.rows, .US), (.columns, .US),
        (.pixelSpacing, .DS), (.bitsAllocated, .US), (.bitsStored, .US), (.highBit, .US), (.pixelRepresentation, .US),
        (.windowCenter, .DS), (.windowWidth, .DS), (.rescaleIntercept, .DS), (.rescaleSlope, .DS),
    ]

    /// The instances of series `series` of study `study` as an image-level C-FIND describes them, each asked
    /// for every one of `imageAttributeKeys` (a node that does not keep one leaves it out of its answer).
    public func instanceAttributes(ofSeries series: String, inStudy study: String) async throws(DIMSEError) -> [DataSet] {
        var identifier = DataSetBuilder()
        identifier.set(.queryRetrieveLevel, .CS, "IMAGE")
        identifier.set(.studyInstanceUID, .UI, study)
        identifier.set(.seriesInstanceUID, .UI, series)
        identifier.set(.sopInstanceUID, .UI, "")
        for (tag, vr) in Self.imageAttributeKeys {
            if vr == .US { identifier.set(tag, vr, bytes: []) } else { identifier.set(tag, vr, [String]()) }
        }
        return try await find(identifier)
    }
}
