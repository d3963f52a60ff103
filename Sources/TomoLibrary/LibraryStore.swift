import Foundation

/// The library's own copies of files: `store/STUDY/SOP.dcm` in the library's folder, each named by its
/// Study and SOP Instance UIDs and put in place by a rename (whole or not there); files on their way in
/// wait in `store/.incoming/IMPORT/`, the import's own folder.
struct LibraryStore: Sendable {
    /// `store` in the library's folder.
    let folder: URL

    init(library: URL) {
        folder = library.appending(path: "store", directoryHint: .isDirectory)
    }

    /// Where the copy of instance `sop` of study `study` goes; nil when either is no UID (digits and dots,
    /// at most 64 characters): such a name could lead anywhere.
    func path(study: String, sop: String) -> String? {
        guard Self.isUID(study), Self.isUID(sop) else { return nil }
        return folder.appending(path: "\(study)/\(sop).dcm").path
    }

    /// Whether `path` is one of the store's copies.
    func holds(_ path: String) -> Bool {
        path.hasPrefix(folder.path + "/")
    }

    /// A new folder for one import's files on their way in, and the leftovers of imports killed over an
    /// hour ago removed.
    func makeIncomingFolder() throws -> URL {
        let incoming = folder.appending(path: ".incoming", directoryHint: .isDirectory)
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: incoming.path)) ?? [] {
            let old = incoming.appending(path: name)
            if let modified = (try? manager.attributesOfItem(atPath: old.path))?[.modificationDate] as? Date,
               modified.timeIntervalSinceNow < -3600 {
                try? manager.removeItem(at: old)
            }
        }
        let mine = incoming.appending(path: UUID().uuidString, directoryHint: .isDirectory)
        try manager.createDirectory(at: mine, withIntermediateDirectories: true)
        return mine
    }

    /// Puts the file at `source` at `target`: moved when `moves` (a file staged by the import), else copied
    /// beside the target first. Either way the target appears whole, by a rename.
    static func place(_ source: String, at target: String, moves: Bool) throws {
        let manager = FileManager.default
        let folder = (target as NSString).deletingLastPathComponent
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var staged = source
        if !moves {
            staged = folder + "/.\(UUID().uuidString).part"
            try manager.copyItem(atPath: source, toPath: staged)
        }
        guard rename(staged, target) == 0 else {
            let reason = String(cString: strerror(errno))
            if !moves { try? manager.removeItem(atPath: staged) }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target, NSLocalizedDescriptionKey: reason])
        }
    }

    /// Digits and dots, 1 to 64 characters, no empty component: a DICOM UID.
    static func isUID(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }
            && !text.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }
}
