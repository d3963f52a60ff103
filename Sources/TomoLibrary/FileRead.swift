import Foundation
import TomoDICOM
import TomoSeries

/// One file as an import found it: the same as when it was imported, left out with why, or read.
enum FileRead: Sendable {
    case unchanged(path: String, size: Int64, study: String)
    case skipped(ImportSummary.Skip)
    case read(ReadFile)

    /// What the library knows of a file it indexed: whether it changed is told by its size and modification time.
    struct Known: Sendable, Hashable {
        var size: Int64
        var modified: Double
        var study: String
    }

    /// A file's state against what the library knows of it.
    enum State: Hashable {
        case unchanged(size: Int64)
        case changed(size: Int64, modified: Double)
        case missing
    }

    /// Whether the file at `path` is as `known` (its size and modification time), changed, or gone; a file
    /// inside a ZIP archive by its archive's. Blocks.
    static func state(path: String, known: Known?) -> State {
        guard let status = FileStatus(path: path) else { return .missing }
        // Within a microsecond: what setting a time back (touch -r, a copy keeping times) keeps of it.
        if let known, known.size == status.size, abs(known.modified - status.modified) < 1e-6 { return .unchanged(size: status.size) }
        return .changed(size: status.size, modified: status.modified)
    }

    /// The file `item` lists, not read when `known` says it is unchanged, read as `options` says (copied into
    /// the store, an archived file at most so large). Blocks.
    static func read(_ item: ImportListing.Item, known: Known?, options: ImportOptions) -> FileRead {
        let path = item.path
        // A file the library holds is looked at before it is read (an archived one by its archive); a new
        // one's status comes with its reading.
        if let known, !item.isStaged {
            switch state(path: item.archived?.archive ?? path, known: known) {
            case .missing: return .skipped(.init(path: item.origin, reason: "cannot be read"))
            case .unchanged(let size): return .unchanged(path: path, size: item.archived == nil ? size : item.expandedSize, study: known.study)
            case .changed: break
            }
        }
        func skip(_ reason: String) -> FileRead {
            if item.isStaged { try? FileManager.default.removeItem(atPath: path) }
            return .skipped(.init(path: item.origin, reason: reason))
        }
        let file: DICOMFile, status: FileStatus, bytesRead: Int64
        if let archived = item.archived {
            guard let archiveStatus = FileStatus(path: archived.archive) else { return skip("cannot be read") }
            let bytes: [UInt8]
            do {
                bytes = try archived.contents(limit: options.largestArchivedFile)
            } catch {
                return skip(ArchiveListing.reason(error))
            }
            do {
                file = try DICOMFile.header(of: bytes)
            } catch {
                return skip("\(error)")
            }
            (status, bytesRead) = (archiveStatus, Int64(bytes.count))
        } else {
            do {
                (file, status) = try DICOMFile.readWithStatus(path: path, stopsAtPixelData: true)
            } catch {
                return skip("\(error.error)")
            }
            bytesRead = status.size
        }
        let data = file.dataSet
        // A non-image object the library keeps (a report, a segmentation…), by its modality, whatever pixels it holds.
        let isDocument = data.string(.modality).map { StudySeries.DocumentKind(rawValue: $0.uppercased()) != nil } ?? false
        let identity: InstanceIdentity, instances: [DICOMInstance]
        if isDocument {
            guard let series = data.string(.seriesInstanceUID) else { return skip("names no SOP, Study or Series Instance UID") }
            (identity, instances) = (InstanceIdentity(data, seriesInstanceUID: series), [])
        } else {
            do {
                instances = try DICOMInstance.instances(of: file, at: item.archived.map(InstanceLocation.archiveMember) ?? .file(path))
            } catch {
                return skip("\(error)")
            }
            guard let first = instances.first else { return skip("holds no image") }
            identity = first.identity
        }
        guard let sop = identity.sopInstanceUID else {
            return skip(isDocument ? "names no SOP, Study or Series Instance UID" : "has no SOP Instance UID")
        }
        guard let study = identity.studyInstanceUID else {
            return skip(isDocument ? "names no SOP, Study or Series Instance UID" : "has no Study Instance UID")
        }
        let placement: ReadFile.Placement = item.isStaged ? .staged : options.copiesFiles ? .copied : .inPlace
        return .read(ReadFile(
            path: path, origin: item.origin, placement: placement, wasIndexed: known != nil, size: status.size, modified: status.modified, bytesRead: bytesRead,
            identity: identity, sopInstanceUID: sop, studyInstanceUID: study, instances: instances,
            studyTime: data.string(.studyTime), accessionNumber: data.string(.accessionNumber),
            patientBirthDate: data.string(.patientBirthDate), patientSex: data.string(.patientSex)))
    }
}

/// A file read for the library: which instance it holds, its images (one per frame; none for a non-image
/// object) and the study's and patient's fields beside them.
struct ReadFile: Sendable {
    /// How the file comes into the library.
    enum Placement: Sendable {
        /// Indexed where it is.
        case inPlace
        /// Copied into the store.
        case copied
        /// Taken out of an archive into the import's incoming folder: moved into the store.
        case staged
    }

    /// Where it was read.
    var path: String
    /// How messages name it: its path, or its archive's and its own (`archive.zip:DICOM/IM1`).
    var origin: String
    var placement: Placement
    /// Whether the library held the path when the import began (else no instance of the library is there).
    var wasIndexed: Bool
    /// Its size and modification time (an archived file's are its archive's: what tells whether it changed).
    var size: Int64
    var modified: Double
    /// The bytes it holds: its size, or what an archived file expanded to.
    var bytesRead: Int64
    /// Which instance it holds and whose.
    var identity: InstanceIdentity
    /// Its SOP and Study Instance UIDs (`identity`'s, which every file the library keeps names).
    var sopInstanceUID: String
    var studyInstanceUID: String
    /// Its images, one per frame; none when it holds a non-image object (a report, a segmentation…).
    var instances: [DICOMInstance]
    var studyTime: String?
    var accessionNumber: String?
    var patientBirthDate: String?
    var patientSex: String?
}
