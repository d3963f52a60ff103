#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file calls the disk cache makes, retried on `EINTR` and on short transfers.
///
/// The cache calls the system directly rather than through `FileManager` or `FileHandle`: a cache hit is then
/// one `open`, `fstat`, two `pread`s and a `close`, with the entry's data read straight into its `Data`.
enum FileIO {
    /// Opens `path` with `flags` (`O_CLOEXEC` added); nil on failure.
    static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0o644) -> Int32? {
        while true {
            let descriptor = open(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { return nil }
        }
    }

    /// Closes `descriptor`; false if the system reports an error (a delayed write failure, for instance).
    @discardableResult
    static func closeFile(_ descriptor: Int32) -> Bool {
        close(descriptor) == 0
    }

    /// The size of the open file, or nil.
    static func size(_ descriptor: Int32) -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The size and modification time (seconds since 1970) of the file at `path`, if it is a regular file.
    static func regularFileInfo(_ path: String) -> (size: Int, modified: Int)? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        return (Int(info.st_size), Int(info.st_mtimespec.tv_sec))
        #else
        return (Int(info.st_size), Int(info.st_mtim.tv_sec))
        #endif
    }

    /// Fills `buffer` from `offset`; false if the file ends first or the read fails.
    static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if count > 0 {
                done += count
            } else if count == 0 || errno != EINTR {
                return false
            }
        }
        return true
    }

    /// Writes all of `bytes`; false on failure (a full disk, for instance).
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if count > 0 {
                done += count
            } else if count == 0 || errno != EINTR {
                return false
            }
        }
        return true
    }

    /// Renames `source` over `destination` atomically; false on failure.
    static func renameFile(_ source: String, to destination: String) -> Bool {
        rename(source, destination) == 0
    }

    /// Removes the file at `path`, if any.
    static func removeFile(_ path: String) {
        _ = unlink(path)
    }
}
