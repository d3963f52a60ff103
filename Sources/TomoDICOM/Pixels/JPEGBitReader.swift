/// The entropy-coded bits of a JPEG scan (ITU T.81 F.2.2.5): bytes `FF 00` are a stuffed `FF`; any other
/// marker ends the bits (zeros are read past it) until `restart()` steps over an RSTn marker.
struct JPEGBitReader {
    private let bytes: [UInt8]
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var bufferedBits = 0
    /// A marker was reached: no more data bits until a restart.
    private var atMarker = false
    /// Zero bits loaded past the data (at a marker or the end), consumed or not.
    private var paddingBits = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The next 16 bits without consuming them.
    @inline(__always)
    mutating func peek16() -> UInt32 {
        if bufferedBits < 16 { fill() }
        return UInt32(truncatingIfNeeded: buffer >> UInt64(bufferedBits - 16))
    }

    @inline(__always)
    mutating func skip(_ count: Int) {
        bufferedBits -= count
        buffer &= bufferedBits == 0 ? 0 : (1 << UInt64(bufferedBits)) - 1
    }

    /// The next `count` bits (0...16) as a number.
    @inline(__always)
    mutating func read(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        if bufferedBits < count { fill() }
        bufferedBits -= count
        let value = Int(truncatingIfNeeded: buffer >> UInt64(bufferedBits))
        buffer &= bufferedBits == 0 ? 0 : (1 << UInt64(bufferedBits)) - 1
        return value
    }

    /// How many bits read so far lay past the data: more than a byte's worth means the data ended early.
    var bitsReadPastEnd: Int { max(0, paddingBits - bufferedBits) }

    /// Drops the bits left in the current byte, steps over the next RSTn marker; false if none is there.
    mutating func restart() -> Bool {
        buffer = 0
        bufferedBits = 0
        paddingBits = 0
        atMarker = false
        // Any data bits not loaded yet are padding: find the marker.
        while position + 1 < bytes.count,
            !(bytes[position] == 0xFF && bytes[position + 1] != 0x00 && bytes[position + 1] != 0xFF)
        {
            position += 1
        }
        guard position + 1 < bytes.count, bytes[position] == 0xFF, (0xD0...0xD7).contains(bytes[position + 1]) else {
            return false
        }
        position += 2
        return true
    }

    private mutating func fill() {
        while bufferedBits <= 56 {
            var byte: UInt8 = 0
            var isData = false
            if !atMarker, position < bytes.count {
                byte = bytes[position]
                if byte == 0xFF {
                    let next = position + 1 < bytes.count ? bytes[position + 1] : 0xD9
                    if next == 0x00 {
                        position += 2
                        isData = true
                    } else {
                        atMarker = true
                        byte = 0
                    }
                } else {
                    position += 1
                    isData = true
                }
            }
            if !isData { paddingBits += 8 }
            buffer = buffer << 8 | UInt64(byte)
            bufferedBits += 8
        }
    }
}
