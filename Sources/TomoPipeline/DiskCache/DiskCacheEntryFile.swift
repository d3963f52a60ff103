#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The file of one disk-cache entry: a 20-byte header, the key, then the data. Integers are little-endian.
///
///     offset  size  field
///          0     4  "TMDC": Tomo disk cache, this format (another format gets another magic)
///          4     4  CRC-32 of every byte from offset 8 to the end
///          8     4  key length in bytes (UTF-8)
///         12     8  data length in bytes
///         20     …  key, then data
///
/// A read checks the magic, that the file is exactly as long as the header says (a partial write is caught
/// here), the checksum (a flipped bit anywhere after the checksum is caught here), and finally the key.
enum DiskCacheEntryFile {
    /// What a read found.
    enum ReadResult {
        /// A complete, intact entry for the key.
        case found(Data)
        /// An intact entry for another key with the same file name.
        case otherKey
        /// No file, or one that could not be opened.
        case missing
        /// A damaged file: wrong magic, wrong length or wrong checksum.
        case corrupt
    }

    static let headerSize = 20
    private static let magic = Array("TMDC".utf8)

    /// The size of the file holding `dataCount` bytes under a key of `keyByteCount` UTF-8 bytes.
    static func fileSize(keyByteCount: Int, dataCount: Int) -> Int {
        headerSize + keyByteCount + dataCount
    }

    /// Writes a new file at `path`, which must not exist yet; false on any failure (the caller removes the
    /// partial file).
    static func write(key: String, data: Data, to path: String) -> Bool {
        guard let descriptor = FileIO.openFile(path, O_WRONLY | O_CREAT | O_EXCL) else { return false }
        var head = magic + [0, 0, 0, 0]
        head.appendLittleEndian(UInt32(key.utf8.count))
        head.appendLittleEndian(UInt64(data.count))
        head += key.utf8
        var checksum = CRC32()
        head.withUnsafeBytes { checksum.update(UnsafeRawBufferPointer(rebasing: $0[8...])) }
        data.withUnsafeBytes { checksum.update($0) }
        head.replaceSubrange(4..<8, with: checksum.value.littleEndianBytes)
        let written = head.withUnsafeBytes { FileIO.writeAll(descriptor, $0) }
            && data.withUnsafeBytes { FileIO.writeAll(descriptor, $0) }
        return FileIO.closeFile(descriptor) && written
    }

    /// Reads the entry for `key` from `path`.
    static func read(key: String, from path: String) -> ReadResult {
        guard let descriptor = FileIO.openFile(path, O_RDONLY) else { return .missing }
        defer { FileIO.closeFile(descriptor) }
        guard let fileSize = FileIO.size(descriptor) else { return .missing }
        let expectedKey = Array(key.utf8)
        // The header and, when the stored key has the expected length, the key, in one read.
        var head = [UInt8](repeating: 0, count: min(fileSize, headerSize + expectedKey.count))
        guard head.count >= headerSize,
            head.withUnsafeMutableBytes({ FileIO.readAll(descriptor, into: $0, at: 0) }),
            Array(head[0..<4]) == magic
        else { return .corrupt }
        let keyCount = Int(head.littleEndian(UInt32.self, at: 8))
        let storedDataCount = head.littleEndian(UInt64.self, at: 12)
        guard keyCount <= fileSize - headerSize, storedDataCount == UInt64(fileSize - headerSize - keyCount) else {
            return .corrupt
        }
        if keyCount != expectedKey.count {
            head = [UInt8](repeating: 0, count: headerSize + keyCount)
            guard head.withUnsafeMutableBytes({ FileIO.readAll(descriptor, into: $0, at: 0) }) else { return .corrupt }
        }
        guard let data = readData(descriptor, count: Int(storedDataCount), at: headerSize + keyCount) else {
            return .corrupt
        }
        var checksum = CRC32()
        head.withUnsafeBytes { checksum.update(UnsafeRawBufferPointer(rebasing: $0[8...])) }
        data.withUnsafeBytes { checksum.update($0) }
        guard checksum.value == head.littleEndian(UInt32.self, at: 4) else { return .corrupt }
        return head[headerSize...].elementsEqual(expectedKey) ? .found(data) : .otherKey
    }

    private static func readData(_ descriptor: Int32, count: Int, at offset: Int) -> Data? {
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { FileIO.readAll(descriptor, into: $0, at: offset) }
        return complete ? data : nil
    }
}

extension FixedWidthInteger {
    fileprivate var littleEndianBytes: [UInt8] {
        (0..<(Self.bitWidth / 8)).map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        append(contentsOf: value.littleEndianBytes)
    }

    fileprivate func littleEndian<Value: FixedWidthInteger>(_: Value.Type, at offset: Int) -> Value {
        (0..<(Value.bitWidth / 8)).reduce(Value.zero) { value, index in
            value | Value(self[offset + index]) << (index * 8)
        }
    }
}
