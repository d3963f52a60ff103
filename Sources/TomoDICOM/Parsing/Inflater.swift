import CZlibSystem

/// Raw deflate (RFC 1951, no zlib or gzip header), as Deflated Explicit VR Little Endian stores the data set.
enum Inflater {
    /// The inflated bytes of `deflated`; throws ``DICOMError/deflatedDataEndsEarly`` if the stream stops
    /// before its end (a file cut short, or only its first part read), ``DICOMError/badDeflate(_:)`` if it does
    /// not inflate or would exceed `limit` bytes.
    /// With `keepsPartialOutput`, a stream that stops short gives what it inflated to.
    static func inflateRaw(_ deflated: ArraySlice<UInt8>, limit: Int, keepsPartialOutput: Bool = false) throws(DICOMError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .badDeflate("zlib did not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status = Z_OK
        var input = Array(deflated)
        input.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = UInt32(input.count)
            while status == Z_OK, output.count <= limit {
                chunk.withUnsafeMutableBufferPointer { chunk in
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = UInt32(chunk.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                }
                if status == Z_BUF_ERROR, stream.avail_in == 0 { break }
                if status == Z_BUF_ERROR { status = Z_OK }
            }
        }
        guard output.count <= limit else { throw .badDeflate("it inflates to more than \(limit >> 20) MiB") }
        guard status == Z_STREAM_END || (keepsPartialOutput && status == Z_BUF_ERROR) else {
            throw status == Z_BUF_ERROR ? .deflatedDataEndsEarly : .badDeflate("corrupt deflate data (zlib \(status))")
        }
        return output
    }
}
