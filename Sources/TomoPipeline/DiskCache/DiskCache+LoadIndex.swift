import Foundation

extension DiskCache {
    /// Rebuilds the index from the folder and the journal: replays the journal over the entry files that exist,
    /// adopts entry files it does not name as the least recent (oldest modification first), deletes temporary
    /// files left by interrupted writes, evicts down to the limit, and rewrites the journal compactly.
    func loadIndex() {
        let fileNames = (try? FileManager.default.contentsOfDirectory(atPath: layout.directoryPath)) ?? []
        var files: [DiskCacheEntryName: (size: Int, modified: Int)] = [:]
        for fileName in fileNames {
            if DiskCacheLayout.isTemporary(fileName) {
                FileIO.removeFile(layout.directoryPath + "/" + fileName)
            } else if let name = DiskCacheEntryName(fileName: fileName),
                let info = FileIO.regularFileInfo(layout.entryPath(name))
            {
                files[name] = info
            }
        }
        let used = DiskCacheJournal.replay(layout)
        let logged = Set(used)
        let adopted = files.filter { !logged.contains($0.key) }.sorted {
            ($0.value.modified, $0.key.fileName) < ($1.value.modified, $1.key.fileName)
        }
        state.withLock { state in
            for (name, info) in adopted { state.index.insert(name, size: info.size) }
            for name in used {
                if let info = files[name] { state.index.insert(name, size: info.size) }
            }
            var evicted: [DiskCacheEntryName] = []
            while state.index.totalSize > sizeLimit, let victim = state.index.removeOldest() { evicted.append(victim) }
            state.deleteEvicted(evicted)
            state.journal.rewrite(state.index.namesOldestFirst)
        }
    }
}
