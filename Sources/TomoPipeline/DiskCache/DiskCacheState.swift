/// The mutable part of a `DiskCache`, guarded by its lock.
struct DiskCacheState: Sendable {
    let layout: DiskCacheLayout
    var index = DiskCacheIndex()
    var journal: DiskCacheJournal
    var statistics = DiskCacheStatistics()

    init(layout: DiskCacheLayout) {
        self.layout = layout
        self.journal = DiskCacheJournal(layout: layout)
    }

    /// Logs a use of `name` in the journal, compacting it when it has grown enough.
    mutating func recordUse(of name: DiskCacheEntryName) {
        journal.append(name)
        if journal.needsRewrite(liveCount: index.count) { journal.rewrite(index.namesOldestFirst) }
    }

    /// Deletes the files of entries already removed from the index to make room, counting them.
    mutating func deleteEvicted(_ names: [DiskCacheEntryName]) {
        for name in names { FileIO.removeFile(layout.entryPath(name)) }
        statistics.evictions += names.count
    }
}
