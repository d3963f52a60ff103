import CZlibSystem
import Foundation

/// gzip (RFC 1952) compression, through the system's zlib: what `.nii.gz` and other gzip files hold.
public enum Gzip {
    /// `data` as one gzip member, at zlib's default level.
    /// - Throws: ``DICOMError/unreadable(_:)`` where zlib fails (out of memory).
    public static func compress(_ data: Data) throws(DICOMError) -> Data {
        // zlib keeps a pointer back to its z_stream, so the stream must not move: keep it on the heap.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deinitialize(count: 1); stream.deallocate() }
        // windowBits 15 + 16: a 32 KiB window, written with a gzip header and trailer.
        guard deflateInit2_(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            == Z_OK
        else { throw .unreadable("zlib could not start compressing") }
        defer { deflateEnd(stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, UInt(data.count))) + 32)
        let status = data.withUnsafeBytes { input in
            output.withUnsafeMutableBufferPointer { target in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: UInt8.self).baseAddress)
                stream.pointee.avail_in = UInt32(input.count)
                stream.pointee.next_out = target.baseAddress
                stream.pointee.avail_out = UInt32(target.count)
                return deflate(stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw .unreadable("zlib could not compress (status \(status))") }
        return Data(output.prefix(Int(stream.pointee.total_out)))
    }
}
