import Foundation

/// One instance's way through the profile: what becomes of each of its elements, at every depth, and what it
/// held that identified the patient.
struct DataSetWalk {
    let deidentifier: Deidentifier
    /// The patient's new ID (and name).
    let patientID: String
    /// How many days the patient's dates move back (0: dates are not kept).
    let dayShift: Int
    /// The identifying values of the instance, which cleaned text must not keep.
    var identifying = IdentifyingValues()
    /// Whether a structured report's content was kept, cleaned (the Clean Structured Content Option).
    private(set) var cleanedContent = false

    init(deidentifier: Deidentifier, patientID: String, dayShift: Int) {
        self.deidentifier = deidentifier
        self.patientID = patientID
        self.dayShift = dayShift
    }

    /// What becomes of an element.
    enum Treatment: Equatable {
        case keep, remove, empty, dummy, replaceUIDs, lookInside, clean, shiftDate, pseudonym
    }

    /// What becomes of element `tag` of VR `vr` (the file's, or the profile's for one an Implicit VR file did not
    /// name).
    func treatment(of tag: DICOMTag, vr: ValueRepresentation) -> Treatment {
        if tag.isPrivate || tag.element == 0 || tag.group == 0x0002 { return .remove }
        switch tag {
        case .patientID, .patientName: return .pseudonym
        case .textValue: return .clean
        case .patientIdentityRemoved, .deidentificationMethod, .deidentificationMethodCodeSequence,
            .longitudinalTemporalInformationModified:
            return .remove
        default: break
        }
        let options = deidentifier.options
        guard let action = BasicProfile.entry(for: tag)?.action else { return vr == .SQ ? .lookInside : .keep }
        if options.retainsPatientCharacteristics {
            if BasicProfile.patientCharacteristics.contains(tag.value) { return .keep }
            if BasicProfile.patientCharacteristicTexts.contains(tag.value) { return .clean }
        }
        if options.cleansDescriptors, BasicProfile.descriptors.contains(tag.value) { return .clean }
        if dayShift != 0, action != .x || vr != .SQ {
            if vr == .DA || vr == .DT { return .shiftDate }
            if vr == .TM { return .keep }
        }
        switch action {
        case .x: return .remove
        case .z, .xz: return .empty
        case .d, .zd, .xd, .xzd:
            if vr == .SQ { return tag == .contentSequence ? .lookInside : .empty }
            return vr == .UI ? .replaceUIDs : .dummy
        case .u: return .replaceUIDs
        case .xzuStar: return vr == .SQ ? .lookInside : .replaceUIDs
        }
    }

    /// The VR to treat element `element` of `dataSet` as: the file's, or where it said none (Implicit VR, a tag
    /// Tomo's dictionary lacks), the profile's, or `SQ` for a value that reads as items (PS3.5 6.2.2).
    static func vr(of element: DataElement, in dataSet: DataSet) -> ValueRepresentation {
        guard element.vr == .UN else { return element.vr }
        if let vr = BasicProfile.entry(for: element.tag)?.vr, vr != .UN { return vr }
        return dataSet.sequence(element.tag)?.isEmpty == false ? .SQ : .UN
    }

    /// `dataSet` de-identified, its sequences' items too; at the top level, without its pixel data.
    mutating func transform(_ dataSet: DataSet, isTopLevel: Bool = false) -> DataSetBuilder {
        var builder = DataSetBuilder()
        for (tag, element) in dataSet.elements {
            if isTopLevel, tag == .pixelData { continue }
            let vr = Self.vr(of: element, in: dataSet)
            switch treatment(of: tag, vr: vr) {
            case .keep:
                builder.copy(tag, from: dataSet)
            case .remove:
                continue
            case .empty:
                builder.set(tag, vr, value: vr == .SQ ? .items([]) : .bytes([]))
            case .dummy:
                builder.set(tag, vr, value: Self.dummy(vr))
            case .pseudonym:
                builder.set(tag, vr == .UN ? .LO : vr, patientID)
            case .replaceUIDs:
                let uids = dataSet.strings(tag).map { $0.isEmpty ? $0 : deidentifier.pseudonyms.uid(replacing: $0) }
                builder.set(tag, .UI, uids)
            case .lookInside:
                if tag == .contentSequence { cleanedContent = true }
                let items = dataSet.sequence(tag) ?? []
                builder.set(tag, items: items.map { transform($0) })
            case .clean:
                guard let text = dataSet.bytes(tag).map({ String(decoding: $0, as: UTF8.self) }) else { continue }
                builder.set(tag, vr, value: .bytes(Array(identifying.cleaning(text).utf8)))
            case .shiftDate:
                builder.set(tag, vr, dataSet.strings(tag).map { DateShift.shifting($0, byDays: dayShift) })
            }
        }
        return builder
    }

    /// A dummy value of VR `vr` (PS3.15's D): text that says it was removed, the earliest date, zero.
    static func dummy(_ vr: ValueRepresentation) -> DataSetBuilder.Value {
        switch vr {
        case .PN, .LO, .SH, .LT, .ST, .UT, .UC, .CS, .AE: .strings([Deidentifier.dummyText])
        case .DA: .strings([Deidentifier.dummyDate])
        case .DT: .strings([Deidentifier.dummyDate + "000000"])
        case .TM: .strings(["000000"])
        case .IS, .DS: .strings(["0"])
        case .AS: .strings(["000Y"])
        case .US, .SS: .bytes([0, 0])
        case .UL, .SL, .FL, .AT: .bytes([0, 0, 0, 0])
        case .FD, .SV, .UV: .bytes([UInt8](repeating: 0, count: 8))
        default: .bytes([])
        }
    }
}

extension IdentifyingValues {
    /// The identifying values of `dataSet` and its items: the text of every element `walk` does not keep as it
    /// is (names, IDs, institutions, dates where they are not shifted), and every UID it replaces.
    static func collected(from dataSet: DataSet, by walk: DataSetWalk) -> IdentifyingValues {
        var values = IdentifyingValues()
        var kept: [UInt8] = []
        values.collect(from: dataSet, by: walk, keeping: &kept)
        values.remove(runsFoundIn: kept)
        return values
    }

    /// Records the identifying values of `dataSet`, and appends to `kept` the short text values the profile keeps
    /// (a manufacturer, a model's name), each followed by a zero.
    private mutating func collect(from dataSet: DataSet, by walk: DataSetWalk, keeping kept: inout [UInt8]) {
        for (tag, element) in dataSet.elements where tag != .pixelData {
            let vr = DataSetWalk.vr(of: element, in: dataSet)
            let treatment = walk.treatment(of: tag, vr: vr)
            if vr == .SQ {
                for item in dataSet.sequence(tag) ?? [] { collect(from: item, by: walk, keeping: &kept) }
                continue
            }
            // A UN value of up to 64 bytes: an Implicit VR file's LO, SH or CS that Tomo's dictionary does not name.
            if treatment == .keep, let bytes = dataSet.bytes(tag), [.LO, .SH, .CS].contains(vr) || (vr == .UN && bytes.count <= 64) {
                kept += bytes + [0]
                continue
            }
            guard ![.keep, .shiftDate, .clean].contains(treatment), Self.isIdentifyingText(vr), let text = dataSet.string(tag) else { continue }
            if treatment == .remove, tag.isPrivate || tag.element == 0 || tag.group == 0x0002 { continue }
            for value in text.split(separator: "\\") { record(String(value), vr: vr, tag: tag) }
        }
    }

    /// Whether values of VR `vr` are text worth looking for: names, IDs, descriptions, dates, UIDs; not codes,
    /// times or numbers, which repeat by chance.
    private static func isIdentifyingText(_ vr: ValueRepresentation) -> Bool {
        switch vr {
        case .PN, .LO, .SH, .LT, .ST, .UT, .UC, .AE, .DA, .DT, .UI, .UR: true
        default: false
        }
    }
}
