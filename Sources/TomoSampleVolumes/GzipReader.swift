import CZlibSystem
import Foundation

/// Streams the decompressed contents of a gzip file, one chunk at a time, so a large archive
/// never has to be held in memory whole.
enum GzipReader {
    /// Inflates the gzip file at `url` and hands every decompressed chunk to `consume`, in order.
    ///
    /// Concatenated gzip members are read as one stream. Throws if the file cannot be read,
    /// is not gzip, is corrupt (bad data or checksum), or ends before its last member does.
    static func inflate(
        contentsOf url: URL,
        inputChunkSize: Int = 1 << 20,
        outputChunkSize: Int = 1 << 18,
        into consume: (UnsafeBufferPointer<UInt8>) throws(ArchiveError) -> Void
    ) throws(ArchiveError) {
        let file: FileHandle
        do {
            file = try FileHandle(forReadingFrom: url)
        } catch {
            throw ArchiveError("cannot open the file (\(error.localizedDescription))")
        }
        defer { try? file.close() }

        // zlib keeps a pointer back to its z_stream, so the stream must not move: keep it on the heap.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deinitialize(count: 1); stream.deallocate() }
        // windowBits 15 + 32: a 32 KiB window, and detect the gzip (or zlib) header automatically.
        guard inflateInit2_(stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ArchiveError("cannot initialise zlib")
        }
        defer { inflateEnd(stream) }

        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: inputChunkSize)
        defer { input.deallocate() }
        let output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: outputChunkSize)
        defer { output.deallocate() }

        var compressedBytes = 0
        var memberEnded = false
        while true {
            let chunk: Data
            do {
                chunk = try file.read(upToCount: inputChunkSize) ?? Data()
            } catch {
                throw ArchiveError("cannot read the file (\(error.localizedDescription))")
            }
            if chunk.isEmpty { break }
            let count = chunk.copyBytes(to: input)
            compressedBytes += count
            stream.pointee.next_in = input.baseAddress
            stream.pointee.avail_in = UInt32(count)
            repeat {
                if memberEnded {
                    // More bytes after a complete member: the next concatenated member.
                    inflateReset(stream)
                    memberEnded = false
                }
                stream.pointee.next_out = output.baseAddress
                stream.pointee.avail_out = UInt32(output.count)
                let status = CZlibSystem.inflate(stream, Z_NO_FLUSH)
                let produced = output.count - Int(stream.pointee.avail_out)
                if produced > 0 {
                    try consume(UnsafeBufferPointer(rebasing: output[..<produced]))
                }
                switch status {
                case Z_OK, Z_BUF_ERROR:
                    break
                case Z_STREAM_END:
                    memberEnded = true
                default:
                    throw ArchiveError(failure(status, message: stream.pointee.msg))
                }
            } while stream.pointee.avail_in > 0 || (stream.pointee.avail_out == 0 && !memberEnded)
        }
        guard compressedBytes > 0 else { throw ArchiveError("the file is empty") }
        guard memberEnded else {
            throw ArchiveError("truncated gzip stream (the file ends after \(compressedBytes) bytes)")
        }
    }

    /// A readable reason for a failed `inflate` call.
    private static func failure(_ status: Int32, message: UnsafeMutablePointer<CChar>?) -> String {
        let detail = message.map { String(cString: $0) } ?? "zlib error \(status)"
        switch status {
        case Z_DATA_ERROR, Z_NEED_DICT:
            return "not gzip or corrupt (\(detail))"
        case Z_MEM_ERROR:
            return "out of memory while inflating"
        default:
            return "inflate failed (\(detail))"
        }
    }
}
