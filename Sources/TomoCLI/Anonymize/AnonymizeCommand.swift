import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoPipeline
import TomoSeries
import TomoTerminal

/// `tomo anonymize SRC OUT`: a de-identified copy of DICOM files, by PS3.15's Basic Application Level
/// Confidentiality Profile and the options chosen, checked before it finishes.
struct AnonymizeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anonymize",
        abstract: "Write a de-identified copy of DICOM files: PS3.15's Basic Profile, every UID replaced, checked for leaks.",
        discussion: """
            Every attribute of Table E.1-1 (PS3.15, 2026c) is removed, emptied or replaced as the Basic Profile \
            says, inside every sequence too; private attributes are removed; the patient's name and ID become a \
            pseudonym (ANON and ten hexadecimal digits of a keyed digest of the ID, or --patient-id); every UID \
            becomes 2.25.N, N a keyed digest of the original (HMAC-SHA-256), so references between instances (a \
            report's, a segmentation's) still resolve, and two runs with one --key agree. Patient Identity Removed \
            is YES and De-identification Method (Code Sequence) names the profile and options. Pixel data is \
            copied byte for byte, except for images that may carry burned-in text (ultrasound, secondary \
            captures, Burned In Annotation YES): refused unless --blank gives areas to blank in every frame.

            SRC is files, folders and ZIP archives, the study library (library:, --study or --series to \
            choose: its images and non-image objects alike), a DICOMweb server's root or a DICOM node \
            (dicom://AET@HOST:PORT), each with --study UID (or --series too): every instance of the study is \
            fetched as stored (WADO-RS; C-GET) into a temporary folder first, removed at the end, and a file \
            refused is named by its series and instance. Files are written as OUT/STnnnnnn/SEnnnnnn/IMnnnnnn \
            with a DICOMDIR; with --send, each is then stored on that DICOM node too (C-STORE), the count stored \
            printed ("sent" in --json), a file it refuses named (exit 1). Then every byte written but the \
            pixel values (and every file name) is scanned for each identifying value the inputs held (names, \
            IDs, dates unless shifted, accession numbers, institutions, physicians, device serials, the original \
            UIDs): a file with a hit is removed and named, and the command fails (exit 1). So does a file not \
            written: each is listed with its reason. --json prints {"read", "written", "refused": [{"file", \
            "reason"}], "residualHits", "patients", "studies", "series", "folder", "dicomdir"}.
            """)

    @Argument(help: ArgumentHelp("DICOM files, folders (searched recursively) or ZIP archives, the study library (library: or library:DIR), a DICOMweb server's root or a DICOM node (with --study).", valueName: "source"))
    var source: String

    @Argument(help: ArgumentHelp("The folder to write (refused if it exists, unless --force).", valueName: "out"))
    var output: String

    @Option(help: ArgumentHelp("The confidentiality profile: basic (PS3.15 Table E.1-1).", valueName: "profile"))
    var profile = "basic"

    @Flag(help: "Keep dates, every date of a patient moved back by one number of days (1 to 3650, from the key and the patient): the Retain Longitudinal Temporal Information with Modified Dates Option.")
    var retainDatesShifted = false

    @Flag(help: "Keep the patient's sex, age, size, weight, ethnic group, smoking and pregnancy status (the Retain Patient Characteristics Option).")
    var retainPatientCharacteristics = false

    @Flag(help: "Keep study and series descriptions, protocol names and comments, with each identifying value in them blanked (the Clean Descriptors Option).")
    var cleanDescriptors = false

    @Option(help: ArgumentHelp("A file whose bytes key the replacement UIDs, pseudonyms and date shifts (default: a random key for this run).", valueName: "file"))
    var key: String?

    @Option(name: .customLong("patient-id"), help: ArgumentHelp("The new patient ID: NEW for the one patient, or OLD=NEW for each of several (=NEW for instances without one).", valueName: "NEW|OLD=NEW"))
    var patientIDs: [String] = []

    @Option(help: ArgumentHelp("An area to blank in every frame of images with burned-in text, in pixels from the top left (repeatable).", valueName: "X0,Y0,X1,Y1"))
    var blank: [String] = []

    @Option(help: ArgumentHelp("From the library, a DICOMweb server or a DICOM node: this study alone (needed for a server or node).", valueName: "UID"))
    var study: String?

    @Option(help: ArgumentHelp("From the library, a DICOMweb server or a DICOM node: this series alone.", valueName: "UID"))
    var series: String?

    @Option(help: ArgumentHelp("Also store every file written on this DICOM node (C-STORE).", valueName: "dicom://AET@HOST:PORT"))
    var send: String?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    @Flag(help: "Write into OUT even if it exists.")
    var force = false

    @Flag(help: "Print the report as JSON.")
    var json = false

    init() {}

    func validate() throws {
        guard profile == "basic" else { throw ValidationError("--profile \(profile): Tomo knows the basic profile (PS3.15 Table E.1-1)") }
        for area in blank where PixelRectangle(parsing: area) == nil {
            throw ValidationError("--blank \(area): give X0,Y0,X1,Y1, four whole numbers of pixels")
        }
        for mapping in patientIDs where mapping.isEmpty || mapping.hasSuffix("=") {
            throw ValidationError("--patient-id \(mapping): give NEW, or OLD=NEW")
        }
        if patientIDs.count > 1, patientIDs.contains(where: { !$0.contains("=") }) {
            throw ValidationError("--patient-id: give OLD=NEW for each patient when there are several")
        }
        if let send, (try? dimse.node(send)) == nil {
            throw ValidationError("--send \(send): give a DICOM node, dicom://AET@HOST:PORT")
        }
    }

    func run() async throws {
        let keyBytes = try readKey()
        let listing = try await instances()
        defer { if let fetched = listing.fetched { try? FileManager.default.removeItem(at: fetched) } }
        let folder = URL(filePath: output)
        if FileManager.default.fileExists(atPath: folder.path), !force {
            throw CommandFailure(.usage, "\(output) exists: choose a new folder, or give --force to write into it")
        }
        var export = DeidentifiedExport(
            options: DeidentificationOptions(
                shiftsDates: retainDatesShifted, retainsPatientCharacteristics: retainPatientCharacteristics,
                cleansDescriptors: cleanDescriptors, blankedAreas: blank.compactMap(PixelRectangle.init(parsing:))),
            pseudonyms: Pseudonyms(key: keyBytes ?? Pseudonyms.randomKey()))
        for mapping in patientIDs {
            let parts = mapping.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2 { export.patientIDs[parts[0]] = parts[1] } else { export.newPatientID = mapping }
        }
        if keyBytes == nil, !json {
            StandardError.writeLine("No --key: the UIDs, pseudonyms and date shifts are this run's own (give --key FILE to repeat them).")
        }
        guard !listing.files.isEmpty else { throw CommandFailure(.badData, "no file in \(source)") }
        let total = listing.files.count
        let reporter = ProgressReporter(title: "anonymize", showsBytes: false)
        let report: DeidentifiedExport.Report
        do {
            report = try await export.run(listing.files, missing: listing.missing, into: folder) { done in
                reporter.update(PreloadProgress(completed: done, total: total))
            }
        } catch {
            throw CommandFailure(error.isBeforeWriting ? .usage : .localFailure, error.description)
        }
        reporter.finish(PreloadProgress(completed: total, total: total))
        let sent = try await sendWritten(in: folder, unless: report.residualHits > 0)
        if json {
            var members = report.json(naming: { shown($0, fetched: listing.fetched) }).members ?? []
            if let sent { members.append(("sent", .number(sent.stored))) }
            print(JSONValue.object(members).text)
        } else {
            print(report.summary)
            if let sent, let send { print("sent \(sent.stored) of \(report.written) files to \(send)") }
            for refusal in report.refused { StandardError.writeLine("Not written: \(shown(refusal.file, fetched: listing.fetched)): \(refusal.reason)") }
        }
        for failure in sent?.failures ?? [] { StandardError.writeLine("Not sent: \(failure)") }
        if let sent, !sent.failures.isEmpty {
            throw CommandFailure(.someSlicesFailed, "\(sent.failures.count) of \(report.written) files not stored on \(send ?? "the node") (each named above)")
        }
        if report.residualHits > 0 {
            throw CommandFailure(.someSlicesFailed, "\(report.residualHits) files still held an original identifying value: removed (each named above)")
        }
        if !report.refused.isEmpty {
            throw CommandFailure(.someSlicesFailed, "\(report.refused.count) of \(report.read) files not written (each named above)")
        }
    }

    /// The instances `source` names: files, folders' and archives' files, the library's (of `study` or
    /// `series`), or a server's or node's study fetched into a temporary folder (`fetched`, for the caller to
    /// remove); and the paths given that were not found.
    private func instances() async throws -> (files: [InstanceLocation], missing: [DICOMFileError], fetched: URL?) {
        let location = try DICOMSources.location(source)
        switch location {
        case .library(let folder):
            do {
                return (try await DICOMSources.openLibrary(at: folder).instanceLocations(study: study, series: series), [], nil)
            } catch let error as LibraryError {
                throw CommandFailure(.localFailure, error.description)
            }
        case .dicomWeb, .node:
            guard let study else { throw CommandFailure(.usage, "\(source) is \(location.kindName): name the study to anonymize with --study UID") }
            let fetched = FileManager.default.temporaryDirectory.appending(path: "tomo-anonymize-\(UUID().uuidString)", directoryHint: .isDirectory)
            do {
                try await fetch(study, from: location, into: fetched)
            } catch {
                try? FileManager.default.removeItem(at: fetched)
                throw error
            }
            let listed = DICOMScan.listLocations([fetched.path])
            return (listed.files, listed.missing, fetched)
        default:
            guard study == nil, series == nil else {
                throw CommandFailure(.usage, "--study and --series choose from the library, a DICOMweb server or a DICOM node")
            }
            guard let path = location.filePath else {
                throw CommandFailure(.usage, "\(source) is \(location.kindName): anonymize reads files, folders, ZIP archives, the library, DICOMweb servers and DICOM nodes")
            }
            let listed = DICOMScan.listLocations([path])
            return (listed.files, listed.missing, nil)
        }
    }

    /// Fetches every instance of `study` (of `series` alone when given) from the server or node `location` into
    /// `folder`, as stored (WADO-RS; C-GET), with progress.
    /// - Throws: `CommandFailure` when the server or node fails, or holds no such study.
    private func fetch(_ study: String, from location: Location, into folder: URL) async throws {
        let reporter = ProgressReporter(title: "fetch", showsBytes: false)
        let progress: @Sendable (Int, Int) -> Void = { done, total in reporter.update(PreloadProgress(completed: done, total: total)) }
        var count = 0
        switch location {
        case .dicomWeb(let url):
            let catalog = DICOMwebCatalog(baseURL: url, client: DICOMSources.client(for: url, credentials: try credentials.credentials()))
            do {
                count = try await catalog.retrieve(study: study, series: series, into: folder, progress: progress).count
            } catch let error as DICOMError {
                throw CommandFailure(.badData, "\(source) answered with what is not DICOM JSON: \(error)")
            }
        case .node(let node):
            let client = dimse.client(of: dimse.node(node))
            let found = try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.series(inStudy: study, uid: series) }
            for entry in found {
                let summary = try await CommandFailure.dimse { () async throws(DIMSEError) in
                    try await client.getSeries(entry.uid, ofStudy: study, modality: entry.modality, into: folder.appending(path: entry.uid, directoryHint: .isDirectory))
                }
                count += summary.files.count
                progress(count, count)
            }
        default: return
        }
        guard count > 0 else {
            throw CommandFailure(.notFound, "\(source) holds no instance of study \(study)" + (series.map { ", series \($0)" } ?? ""))
        }
        reporter.finish(PreloadProgress(completed: count, total: count))
    }

    /// Stores every file written in `folder` (not the DICOMDIR) on the `--send` node, unless `skipped` (a run that
    /// found residual values) or there is no `--send`.
    private func sendWritten(in folder: URL, unless skipped: Bool) async throws -> SendSummary? {
        guard let send, !skipped, let node = try dimse.node(send) else { return nil }
        let files = DICOMScan.listLocations([folder.path]).files.compactMap(\.filePath).filter { !$0.hasSuffix("/DICOMDIR") }
        let client = dimse.client(of: node)
        return try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.send(files: files) }
    }

    /// `path` as the user knows it: a file fetched from a server or node by its series and instance there.
    private func shown(_ path: String, fetched: URL?) -> String {
        guard let fetched, path.hasPrefix(fetched.path + "/") else { return path }
        return "\(source) " + path.dropFirst(fetched.path.count + 1)
    }

    /// The key file's bytes, nil without one.
    /// - Throws: `CommandFailure` when it cannot be read or is empty: before anything is written.
    private func readKey() throws -> [UInt8]? {
        guard let key else { return nil }
        guard let data = FileManager.default.contents(atPath: key) else {
            throw CommandFailure(.usage, "--key \(key): cannot be read")
        }
        guard !data.isEmpty else { throw CommandFailure(.usage, "--key \(key): is empty") }
        return Array(data)
    }
}

extension DeidentifiedExport.Failure {
    /// Whether it is the user's to fix (patients to map), not the disk's.
    var isBeforeWriting: Bool {
        if case .severalPatients = self { true } else { false }
    }
}

extension DeidentifiedExport.Report {
    /// "2000 read, 1998 written to OUT (1 patient, 1 study, 3 series), 2 not written".
    var summary: String {
        func count(_ number: Int, _ noun: String, _ plural: String) -> String { "\(number) \(number == 1 ? noun : plural)" }
        return "\(read) read, \(written) written to \(folder) (\(count(patients, "patient", "patients")), "
            + "\(count(studies, "study", "studies")), \(count(series, "series", "series")))"
            + (dicomdir.map { ", indexed in \($0)" } ?? "") + ", \(refused.count) not written"
            + (residualHits > 0 ? ", \(residualHits) removed for a residual identifying value" : "")
    }

    /// The report as `--json` prints it, each refused file as `naming` names it.
    func json(naming: (String) -> String = { $0 }) -> JSONValue {
        .object([
            ("read", .number(read)), ("written", .number(written)),
            ("refused", .array(refused.map { .object([("file", .string(naming($0.file))), ("reason", .string($0.reason))]) })),
            ("residualHits", .number(residualHits)), ("patients", .number(patients)),
            ("studies", .number(studies)), ("series", .number(series)), ("folder", .string(folder)),
            ("dicomdir", dicomdir.map(JSONValue.string) ?? .null),
        ])
    }
}
