import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file's bytes with as few system calls as the kernel allows: an export writes thousands.
enum FileOutput {
    /// Writes `bytes` to the file at `path`, made or replaced.
    /// - Throws: `DeidentificationRefusal.unwritable` naming the system's reason.
    static func save(_ bytes: [UInt8], to path: String) throws(DeidentificationRefusal) {
        try save([bytes[...]], to: path)
    }

    /// Writes `parts` one after another to the file at `path`, made or replaced: gathered by writev(2), a few
    /// hundred parts a call, none copied; a file the disk refused part of is removed.
    /// - Throws: `DeidentificationRefusal.unwritable` naming the system's reason.
    static func save(_ parts: [ArraySlice<UInt8>], to path: String) throws(DeidentificationRefusal) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .unwritable("\(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var failure: Int32 = 0
        var start = 0
        while start < parts.count, failure == 0 {
            let batch = parts[start..<min(start + 256, parts.count)]
            start += batch.count
            failure = Self.write(batch, to: descriptor)
        }
        if failure != 0 {
            unlink(path)  // nothing half-written stays
            throw .unwritable("\(path): \(String(cString: strerror(failure)))")
        }
    }

    /// Writes `parts` with writev(2), again for what a short write left; the errno of a failure, 0 on success.
    private static func write(_ parts: ArraySlice<ArraySlice<UInt8>>, to descriptor: Int32) -> Int32 {
        var pending = Array(parts.filter { !$0.isEmpty })
        while !pending.isEmpty {
            let wrote: Int = withVectors(pending) { vectors in writev(descriptor, vectors.baseAddress, Int32(vectors.count)) }
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { return wrote < 0 ? errno : ENOSPC }
            var left = wrote
            while let first = pending.first, left >= first.count {
                left -= first.count
                pending.removeFirst()
            }
            if left > 0 { pending[0] = pending[0].dropFirst(left) }
        }
        return 0
    }

    /// Calls `body` with an iovec for each of `parts`, pointing into them.
    private static func withVectors<Result>(_ parts: [ArraySlice<UInt8>], _ body: (UnsafeMutableBufferPointer<iovec>) -> Result) -> Result {
        var vectors: [iovec] = []
        vectors.reserveCapacity(parts.count)
        func gather(_ index: Int) -> Result {
            guard index < parts.count else { return vectors.withUnsafeMutableBufferPointer { body($0) } }
            return parts[index].withUnsafeBytes { buffer in
                vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress), iov_len: buffer.count))
                return gather(index + 1)
            }
        }
        return gather(0)
    }
}
