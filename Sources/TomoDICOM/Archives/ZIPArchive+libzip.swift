#if canImport(CZip)
import CZip
import Foundation

extension ZIPArchive {
    /// An archive opened with libzip, closed when the last reference goes.
    final class Handle {
        private let archive: OpaquePointer

        init(path: String) throws(Failure) {
            var code: Int32 = 0
            guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
                var error = zip_error_t()
                zip_error_init_with_code(&error, code)
                defer { zip_error_fini(&error) }
                throw Failure(description: String(cString: zip_error_strerror(&error)))
            }
            self.archive = archive
        }

        deinit {
            zip_discard(archive)
        }

        func entries() throws(Failure) -> [Entry] {
            let count = zip_get_num_entries(archive, 0)
            guard count >= 0 else { throw Failure(description: lastError) }
            var entries: [Entry] = []
            for index in 0..<count {
                var stat = zip_stat_t()
                guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0, let name = stat.name else {
                    throw Failure(description: lastError)
                }
                let path = String(cString: name)
                entries.append(Entry(
                    path: path, declaredSize: stat.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0 ? stat.size : 0,
                    isFile: !path.hasSuffix("/"), index: Int(index)))
            }
            return entries
        }

        func extract(_ entry: Entry, _ consume: (UnsafeRawBufferPointer) throws -> Void) throws {
            guard let file = zip_fopen_index(archive, zip_uint64_t(entry.index), 0) else { throw Failure(description: lastError) }
            defer { zip_fclose(file) }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
                if count < 0 { throw Failure(description: String(cString: zip_file_strerror(file))) }
                if count == 0 { return }
                try buffer.withUnsafeBytes { try consume(UnsafeRawBufferPointer(rebasing: $0.prefix(Int(count)))) }
            }
        }

        private var lastError: String {
            String(cString: zip_strerror(archive))
        }
    }
}
#endif
