import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TomoDICOM

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

    /// Whether the file at `path` is as `known` (its size and modification time), changed, or gone. Blocks.
    enum State: Hashable {
        case unchanged(size: Int64)
        case changed(size: Int64, modified: Double)
        case missing
    }

    static func state(path: String, known: Known?) -> State {
        // stat(2) itself: FileManager's attributes look up the owner's and group's names too, which cost
        // more than reading a header.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return .missing }
        let size = Int64(info.st_size)
        #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        // Within a microsecond: what setting a time back (touch -r, a copy keeping times) keeps of it.
        if let known, known.size == size, abs(known.modified - modified) < 1e-6 { return .unchanged(size: size) }
        return .changed(size: size, modified: modified)
    }

    /// The file `item` lists, not read when `known` says it is unchanged; `copies`: to be copied into the
    /// store. Blocks.
    static func read(_ item: ImportListing.Item, known: Known?, copies: Bool) -> FileRead {
        let path = item.path
        let size: Int64, modified: Double
        switch state(path: path, known: item.isStaged ? nil : known) {
        case .missing: return .skipped(.init(path: item.origin, reason: "cannot be read"))
        case .unchanged(let unchangedSize): return .unchanged(path: path, size: unchangedSize, study: known?.study ?? "")
        case .changed(let changedSize, let changedTime): (size, modified) = (changedSize, changedTime)
        }
        func skip(_ reason: String) -> FileRead {
            if item.isStaged { try? FileManager.default.removeItem(atPath: path) }
            return .skipped(.init(path: item.origin, reason: reason))
        }
        let file: DICOMFile
        do {
            file = try DICOMFile.read(path: path, stopsAtPixelData: true)
        } catch {
            return skip("\(error.error)")
        }
        let instances: [DICOMInstance]
        do {
            instances = try DICOMInstance.instances(of: file, path: path)
        } catch {
            return skip("\(error)")
        }
        guard let first = instances.first else { return skip("holds no image") }
        if let problem = first.pixelDataProblem { return skip("\(problem)") }
        guard first.sopInstanceUID != nil else { return skip("has no SOP Instance UID") }
        guard first.studyInstanceUID != nil else { return skip("has no Study Instance UID") }
        let data = file.dataSet
        let placement: ReadFile.Placement = item.isStaged ? .staged : copies ? .copied : .inPlace
        return .read(ReadFile(
            path: path, origin: item.origin, placement: placement, wasIndexed: known != nil, size: size, modified: modified,
            instances: instances,
            studyTime: data.string(.studyTime), accessionNumber: data.string(.accessionNumber),
            patientBirthDate: data.string(.patientBirthDate), patientSex: data.string(.patientSex)))
    }
}

/// A file read for the library: its images (one per frame) and the study's and patient's fields beside them.
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
    var size: Int64
    var modified: Double
    var instances: [DICOMInstance]
    var studyTime: String?
    var accessionNumber: String?
    var patientBirthDate: String?
    var patientSex: String?
}
