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
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .unwritable("\(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if wrote < 0, errno == EINTR { continue }
                if wrote <= 0 {
                    failure = wrote < 0 ? errno : ENOSPC
                    return
                }
                done += wrote
            }
        }
        if failure != 0 { throw .unwritable("\(path): \(String(cString: strerror(failure)))") }
    }
}
