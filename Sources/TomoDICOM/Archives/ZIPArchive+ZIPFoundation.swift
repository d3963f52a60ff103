#if !canImport(CZip) && canImport(ZIPFoundation)
import Foundation
import ZIPFoundation

extension ZIPArchive {
    /// An archive opened with ZIPFoundation.
    final class Handle {
        private let archive: Archive
        private let all: [ZIPFoundation.Entry]

        init(path: String) throws(Failure) {
            do {
                archive = try Archive(url: URL(filePath: path), accessMode: .read)
            } catch {
                throw Failure(description: "\(error)")
            }
            all = Array(archive)
        }

        func entries() throws(Failure) -> [Entry] {
            all.enumerated().map { index, entry in
                Entry(path: entry.path, declaredSize: entry.uncompressedSize, isFile: entry.type == .file, index: index)
            }
        }

        func extract(_ entry: Entry, _ consume: (UnsafeRawBufferPointer) throws -> Void) throws {
            _ = try archive.extract(all[entry.index], skipCRC32: false) { chunk in
                try chunk.withUnsafeBytes { try consume($0) }
            }
        }
    }
}
#endif
