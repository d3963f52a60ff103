/// The entropy-coded bits of a JPEG scan (ITU T.81 F.2.2.5): bytes `FF 00` are a stuffed `FF`; any other
/// marker ends the bits (zeros are read past it) until `restart()` steps over an RSTn marker.
///
/// The bits wait in a 64-bit word, loaded a byte at a time only when fewer than 32 remain, so that a
/// Huffman code and the difference bits after it (at most 16 + 16) come from one `peek32()`. Bits already
/// consumed stay above the live ones, unmasked: every read shifts them out.
struct JPEGBitReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var bufferedBits = 0
    /// A marker was reached: no more data bits until a restart.
    private var atMarker = false
    /// Zero bits loaded past the data (at a marker or the end), consumed or not.
    private var paddingBits = 0

    /// A reader of `bytes` from `position`; `bytes` must outlive it.
    init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The next 32 bits without consuming them, the first one highest.
    @inline(__always)
    mutating func peek32() -> UInt32 {
        if bufferedBits < 32 { fill() }
        return UInt32(truncatingIfNeeded: buffer &>> UInt64(bufferedBits - 32))
    }

    /// Consumes `count` bits (at most 32) of those `peek32()` returned.
    @inline(__always)
    mutating func skip(_ count: Int) {
        bufferedBits -= count
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

    /// Loads bytes until 32 bits or more wait: up to seven at once where the next eight hold no `FF` (no
    /// stuffing, no marker), else one by one until more than 56 wait.
    private mutating func fill() {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return fillPadding() }
        if position + 8 <= count {
            let word = UInt64(bigEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            // A byte of `~word` is zero where `word` has an FF.
            let inverted = ~word
            if (inverted &- 0x0101_0101_0101_0101) & ~inverted & 0x8080_8080_8080_8080 == 0 {
                let taken = min(7, (64 - bufferedBits) >> 3)
                buffer = buffer &<< UInt64(taken * 8) | word &>> UInt64(64 - taken * 8)
                bufferedBits += taken * 8
                position += taken
                return
            }
        }
        while bufferedBits <= 56 {
            guard !atMarker, position < count else { return fillPadding() }
            var byte = base[position]
            if byte == 0xFF {
                if position + 1 < count, base[position + 1] == 0x00 {
                    position += 2
                } else {
                    atMarker = true
                    byte = 0
                    paddingBits += 8
                }
            } else {
                position += 1
            }
            buffer = buffer &<< 8 | UInt64(byte)
            bufferedBits += 8
        }
    }

    /// Zero bytes past the data, until more than 56 bits wait.
    private mutating func fillPadding() {
        while bufferedBits <= 56 {
            paddingBits += 8
            buffer &<<= 8
            bufferedBits += 8
        }
    }
}
