import Foundation
import ScanViewerFeature
import TomoCore
import TomoLibrary
import TomoVolume

extension AlignmentStore {
    /// Alignments kept as JSON in the file at `url` (`[{"from", "to", "alignment"}]`), written atomically, one at a
    /// time; a file that does not read is taken as none kept (and replaced by the next alignment found).
    public static func file(at url: URL) -> AlignmentStore {
        let file = AlignmentFile(url: url)
        return AlignmentStore(
            load: { from, to in await file.alignment(from: from, to: to) },
            save: { from, to, alignment in await file.keep(alignment, from: from, to: to) })
    }

    /// Alignments of pairs the study library at `folder` holds both series of kept in it (gone with either
    /// series, when its study is removed); those of any other pair in `otherwise`.
    public static func library(_ folder: URL, otherwise: AlignmentStore) -> AlignmentStore {
        let opened = Task { try? StudyLibrary(folder: folder) }
        return AlignmentStore(
            load: { from, to in
                if let library = await opened.value, let kept = try? await library.alignment(from: from, to: to) { return kept }
                return await otherwise.load(from, to)
            },
            save: { from, to, alignment in
                if let library = await opened.value, (try? await library.keep(alignment, from: from, to: to)) == true { return }
                await otherwise.save(from, to, alignment)
            })
    }

    /// The user's kept alignments: `alignments.json` in Tomo's data folder, beside its `annotations/`.
    public static func userFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> AlignmentStore {
        file(at: UserFolder.data.tomoFolder(environment: environment).appending(path: "alignments.json"))
    }
}

/// The file of kept alignments, read and written by one caller at a time.
private actor AlignmentFile {
    struct Entry: Codable {
        var from: String
        var to: String
        var alignment: VolumeAlignment
    }

    let url: URL

    init(url: URL) {
        self.url = url
    }

    private func entries() -> [Entry] {
        (try? JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))) ?? []
    }

    /// The alignment kept for the pair, whichever way round it was kept (turned round to `from` → `to`).
    func alignment(from: String, to: String) -> VolumeAlignment? {
        let kept = entries()
        if let entry = kept.first(where: { $0.from == from && $0.to == to }) { return entry.alignment }
        guard var reverse = kept.first(where: { $0.from == to && $0.to == from })?.alignment else { return nil }
        reverse.translation = reverse.translation * -1
        return reverse
    }

    func keep(_ alignment: VolumeAlignment, from: String, to: String) {
        var kept = entries().filter { !($0.from == from && $0.to == to) && !($0.from == to && $0.to == from) }
        kept.append(Entry(from: from, to: to, alignment: alignment))
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(kept).write(to: url, options: .atomic)
    }
}
