import Foundation
import TomoCore

/// A de-identified copy of instances in a folder: each instance read, de-identified and written as a Part 10
/// file (`ST000001/SE000001/IM000001`, names that say nothing of the patient) with a DICOMDIR over them, or
/// refused with its reason; then every written byte but the pixel values scanned for each identifying value the
/// inputs held, a file with one removed and told. Nothing is written when the instances are of several patients
/// and not every one was given a new ID.
public struct DeidentifiedExport: Sendable {
    /// The options beyond the Basic Profile.
    public var options: DeidentificationOptions
    /// The keyed replacements.
    public var pseudonyms: Pseudonyms
    /// New patient IDs by original.
    public var patientIDs: [String: String]
    /// The new ID of the one patient the instances are of (refused when they are of several).
    public var newPatientID: String?

    public init(options: DeidentificationOptions, pseudonyms: Pseudonyms, patientIDs: [String: String] = [:], newPatientID: String? = nil) {
        self.options = options
        self.pseudonyms = pseudonyms
        self.patientIDs = patientIDs
        self.newPatientID = newPatientID
    }

    /// What an export did.
    public struct Report: Sendable, Codable, Equatable {
        /// DICOM files read (every file found, readable or not).
        public var read: Int
        /// Files written (the DICOMDIR not counted).
        public var written: Int
        /// Each file not written, and why.
        public var refused: [Refusal]
        /// Files in which the residual scan found an original identifying value (each removed and refused).
        public var residualHits: Int
        /// Patients, studies and series written.
        public var patients: Int, studies: Int, series: Int
        /// The folder written, and the DICOMDIR in it (nil when nothing was written).
        public var folder: String
        public var dicomdir: String?

        /// A file not written.
        public struct Refusal: Error, Sendable, Codable, Equatable {
            public var file: String
            public var reason: String
        }
    }

    /// Why an export wrote nothing.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The instances are of `count` patients, and not every one was given a new ID.
        case severalPatients(count: Int)
        /// The folder could not be made or written.
        case unwritableFolder(String, reason: String)

        public var description: String {
            switch self {
            case .severalPatients(let count):
                "the instances are of \(count) patients: give each a new ID (--patient-id OLD=NEW for each) to export them together"
            case let .unwritableFolder(folder, reason): "\(folder): cannot be written: \(reason)"
            }
        }
    }

    /// One instance found, as its header tells it.
    private struct Found: Sendable {
        var index: Int
        var location: InstanceLocation
        var patientID: String, study: String, series: String, instanceNumber: Int
    }

    /// Exports `locations` into `folder` (made if missing); `missing` are inputs that could not be found, refused.
    /// `progress` is told how many instances are done, as they are.
    /// - Throws: ``Failure`` before anything is written.
    public func run(
        _ locations: [InstanceLocation], missing: [DICOMFileError] = [], into folder: URL,
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws(Failure) -> Report {
        var refused = missing.map { Report.Refusal(file: $0.path, reason: "unreadable: \($0.error)") }
        let headers = await Self.inParallel(Array(locations.enumerated())) { index, location in
            Result { () throws(DICOMFileError) -> Found in
                let data = try DICOMFile.read(location, stopsAtPixelData: true).dataSet
                return Found(
                    index: index, location: location, patientID: data.string(.patientID) ?? "",
                    study: data.string(.studyInstanceUID) ?? "", series: data.string(.seriesInstanceUID) ?? "",
                    instanceNumber: data.integer(.instanceNumber) ?? 0)
            }
        }
        var found: [Found] = []
        for result in headers {
            switch result {
            case .success(let instance): found.append(instance)
            case .failure(let error): refused.append(.init(file: error.path, reason: "unreadable: \(error.error)"))
            }
        }
        let deidentifier = try makeDeidentifier(patients: Set(found.map(\.patientID)))
        let layout = Self.layout(found)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for folderName in Set(layout.map { ($0.path as NSString).deletingLastPathComponent }) {
                try FileManager.default.createDirectory(at: folder.appending(path: folderName), withIntermediateDirectories: true)
            }
        } catch {
            throw .unwritableFolder(folder.path, reason: error.localizedDescription)
        }

        let done = Locked(0)
        let written = await Self.inParallel(layout) { location, path in
            defer { progress(done.withLock { $0 += 1; return $0 }) }
            do {
                let file = try DICOMFile.read(location)
                var instance = try deidentifier.deidentify(file)
                try FileOutput.save([instance.head[...]] + instance.pixelData, to: folder.appending(path: path).path)
                instance.pixelData = []  // the input's bytes, no longer needed
                return Result<(String, String, DeidentifiedInstance), Report.Refusal>.success((path, location.description, instance))
            } catch let error as DICOMFileError {
                return .failure(.init(file: location.description, reason: "unreadable: \(error.error)"))
            } catch let error as DeidentificationRefusal {
                return .failure(.init(file: location.description, reason: error.description))
            } catch {
                return .failure(.init(file: location.description, reason: "not written: \(error)"))
            }
        }
        var instances: [(path: String, source: String, instance: DeidentifiedInstance)] = []
        var uids = IdentifyingValues()
        for result in written {
            switch result {
            case .success(let output):
                instances.append(output)
                uids.formUnion(output.2.identifyingValues.uids)
            case .failure(let refusal):
                refused.append(refusal)
            }
        }
        let scanned = await Self.scanned(instances.map { ($0.path, $0.instance) }, under: folder, besides: uids)
        var hits: [String: [String]] = [:]
        var entries: [DICOMDirectoryWriter.Entry] = []
        for ((path, source, instance), (kinds, header)) in zip(instances, scanned) {
            if kinds.isEmpty, let header {
                entries.append(.init(fileID: path.split(separator: "/").map(String.init), header: header, transferSyntaxUID: instance.transferSyntaxUID))
                continue
            }
            hits[path] = kinds
            try? FileManager.default.removeItem(at: folder.appending(path: path))
            let reason = kinds.isEmpty ? "its copy \(path) could not be read back" : "an original value remained in its copy \(path) (\(kinds.joined(separator: ", ")))"
            refused.append(.init(file: source, reason: reason + ": removed"))
        }
        let kept = instances.filter { hits[$0.path] == nil }
        Self.removeEmptyFolders(of: layout.map(\.path), under: folder)
        var dicomdir: String?
        if !entries.isEmpty {
            let path = folder.appending(path: "DICOMDIR").path
            do {
                let fileSet = pseudonyms.uid(replacing: "file-set\0" + entries.map { $0.header.string(.sopInstanceUID) ?? "" }.joined(separator: "\\"))
                let bytes = try DICOMDirectoryWriter.file(of: entries, fileSetUID: fileSet)
                // Every value of its records is copied from a header scanned above: the UIDs are looked for again.
                let found = uids.hits(in: bytes)
                guard found.isEmpty else { throw DeidentificationRefusal.unwritable("an original value would remain in it (\(found.joined(separator: ", ")))") }
                try FileOutput.save(bytes, to: path)
                dicomdir = path
            } catch {
                refused.append(.init(file: path, reason: "not written: \(error)"))
            }
        }
        return Report(
            read: locations.count + missing.count, written: kept.count, refused: refused,
            residualHits: hits.values.filter { !$0.isEmpty }.count,
            patients: Set(kept.map(\.instance.patientID)).count, studies: Set(kept.map(\.instance.studyInstanceUID)).count,
            series: Set(kept.map(\.instance.seriesInstanceUID)).count, folder: folder.path, dicomdir: dicomdir)
    }

    /// Removes the series and study folders of `paths` that hold nothing: those whose every instance was refused.
    private static func removeEmptyFolders(of paths: [String], under folder: URL) {
        let series = Set(paths.map { ($0 as NSString).deletingLastPathComponent })
        for path in series.sorted() + Set(series.map { ($0 as NSString).deletingLastPathComponent }).sorted() {
            let url = folder.appending(path: path)
            if (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try? FileManager.default.removeItem(at: url) }
        }
    }

    /// The deidentifier for instances of `patients` (original IDs).
    /// - Throws: ``Failure/severalPatients(count:)`` when there are several and one has no new ID.
    private func makeDeidentifier(patients: Set<String>) throws(Failure) -> Deidentifier {
        var mapping = patientIDs
        if let newPatientID {
            guard patients.count <= 1 else { throw .severalPatients(count: patients.count) }
            for patient in patients { mapping[patient] = newPatientID }
        } else if patients.count > 1, !patients.allSatisfy({ mapping[$0] != nil }) {
            throw .severalPatients(count: patients.count)
        }
        return Deidentifier(options: options, pseudonyms: pseudonyms, patientIDs: mapping)
    }

    /// Where each instance goes: `ST…/SE…/IM…`, studies and series numbered in the order first found, instances
    /// by instance number.
    private static func layout(_ found: [Found]) -> [(location: InstanceLocation, path: String)] {
        var studies: [String: Int] = [:], series: [String: (study: Int, number: Int)] = [:]
        var seriesPerStudy: [Int: Int] = [:]
        for instance in found {
            let study = studies[instance.study] ?? {
                studies[instance.study] = studies.count + 1
                return studies.count
            }()
            if series[instance.series] == nil {
                seriesPerStudy[study, default: 0] += 1
                series[instance.series] = (study, seriesPerStudy[study]!)
            }
        }
        var numbered: [String: Int] = [:]
        return found.sorted { ($0.series, $0.instanceNumber, $0.index) < ($1.series, $1.instanceNumber, $1.index) }
            .map { instance in
                let (study, number) = series[instance.series]!
                let image = numbered[instance.series, default: 0] + 1
                numbered[instance.series] = image
                return (instance.location, "ST\(pad(study))/SE\(pad(number))/IM\(pad(image))")
            }
            .sorted { $0.path < $1.path }
    }

    private static func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// Each written file read back (its bytes up to the pixel data): the kinds of identifying value found in them
    /// or in its name, and its header (nil when it cannot be read back). What is looked for: the values its
    /// input held, and `uids`, every UID the inputs held (which one instance may hold of another's, by reference).
    private static func scanned(
        _ files: [(path: String, instance: DeidentifiedInstance)], under folder: URL, besides uids: IdentifyingValues
    ) async -> [(kinds: [String], header: DataSet?)] {
        await inParallel(files) { path, instance in
            let bytes = (try? OpenFile.opening(folder.appending(path: path).path)?.read(upTo: instance.head.count)) ?? []
            var kinds: [String] = []
            for values in [instance.identifyingValues, uids] {
                for kind in values.hits(in: bytes) + values.hits(in: Array(path.utf8)) where !kinds.contains(kind) { kinds.append(kind) }
            }
            return (kinds, try? DICOMFile(bytes: bytes, stopsAtPixelData: true).dataSet)
        }
    }

    /// `transform` of each of `items`, in their order, on as many blocking-work threads as there are cores.
    static func inParallel<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count))
        return await withTaskGroup(of: [(Int, Output)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    let mine = Array(stride(from: worker, to: items.count, by: workers))
                    return (try? await BlockingWork.run { mine.map { ($0, transform(items[$0])) } }) ?? []
                }
            }
            return await group.reduce(into: []) { $0 += $1 }.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
