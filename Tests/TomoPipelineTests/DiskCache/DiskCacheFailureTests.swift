import Foundation
import Testing
import TomoPipeline

@Suite("Disk cache: unusable folders")
struct DiskCacheFailureTests {
    @Test("A folder that cannot be created is an error from the initialiser")
    func folderCannotBeCreated() throws {
        try DiskCacheFolder.withTemporary { folder in
            try Data("a file".utf8).write(to: folder.file("file"))
            let directory = folder.file("file").appending(path: "cache", directoryHint: .isDirectory)
            #expect {
                try DiskCache(directory: directory)
            } throws: { error in
                guard case .cannotCreateDirectory(let path, _) = error as? DiskCacheError else { return false }
                return path == directory.path && "\(error)".contains(path)
            }
        }
    }

    @Test("When the folder becomes unwritable, stores fail quietly and are counted; the cache recovers")
    func folderGoesAway() throws {
        try DiskCacheFolder.withTemporary { folder in
            let directory = folder.file("cache")
            let cache = try DiskCache(directory: directory, sizeLimit: 1 << 20)
            cache.store(Data([1]), forKey: "before")
            // Even root cannot write into a regular file: a reliable stand-in for a read-only or full disk.
            try FileManager.default.removeItem(at: directory)
            try Data("not a folder".utf8).write(to: directory)
            cache.store(Data([2]), forKey: "during")
            #expect(cache.statistics.failedWrites == 1)
            #expect(cache.data(forKey: "during") == nil && cache.data(forKey: "before") == nil)
            #expect(cache.count == 0 && cache.totalSize == 0)
            try FileManager.default.removeItem(at: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            cache.store(Data([3]), forKey: "after")
            #expect(cache.data(forKey: "after") == Data([3]))
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(files.filter { $0 != "journal" }.count == 1)
        }
    }
}
