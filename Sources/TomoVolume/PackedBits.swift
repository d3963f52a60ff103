/// Bits packed as DICOM packs a 1-bit frame (the first pixel in a byte's lowest bit): `count` bits of `bytes` from
/// bit `first`. A BINARY segmentation's frame, kept packed (an eighth of its pixels' bytes) and scanned a 64-bit
/// word at a time, never unpacked; where its bits are set is found once (`setSpan`), so that later scans read only
/// that stretch.
public struct PackedBits: Sendable, Equatable {
    public let bytes: [UInt8]
    /// The first bit's place in `bytes` (0 is the first byte's lowest bit).
    public let first: Int
    public let count: Int
    /// From the first bit set to past the last, as places from `first`; empty where none is.
    public let setSpan: Range<Int>

    /// No bits.
    public static let empty = PackedBits(bytes: [], count: 0)!

    /// `count` bits of `bytes` from bit `first`; nil where `bytes` holds fewer.
    public init?(bytes: [UInt8], first: Int = 0, count: Int) {
        guard first >= 0, count >= 0, bytes.count * 8 >= first + count else { return nil }
        (self.bytes, self.first, self.count) = (bytes, first, count)
        setSpan = bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, let low = Self.firstSet(base, from: first, to: first + count),
                  let high = Self.lastSet(base, from: first, to: first + count)
            else { return 0..<0 }
            return low - first ..< high + 1 - first
        }
    }

    /// The places of the bits set (from `first`), ascending.
    public var setOffsets: [Int] {
        var found: [Int] = []
        forEachRun { start, length in
            for place in start..<start + length { found.append(place) }
        }
        return found
    }

    /// How many bits are set.
    public var setCount: Int {
        var total = 0
        forEachRun { total += $1 }
        return total
    }

    /// Calls `body` with each run of bits set: where it starts (from `first`) and how many bits it holds, ascending.
    /// Only `setSpan` is read, a 64-bit word at a time, four at once where they are empty; a segment's row comes as
    /// one run, not bit by bit.
    @inline(__always)
    public func forEachRun(_ body: (_ start: Int, _ length: Int) -> Void) {
        // The runs of each word, joined where one goes on into the next word.
        var pending = (start: 0, length: 0)
        forEachRunInWords { start, length in
            if pending.length > 0, pending.start + pending.length == start {
                pending.length += length
                return
            }
            if pending.length > 0 { body(pending.start, pending.length) }
            pending = (start, length)
        }
        if pending.length > 0 { body(pending.start, pending.length) }
    }

    /// `forEachRun`'s runs as each 64-bit word holds them: a run crossing a word's end comes as two.
    @inline(__always)
    private func forEachRunInWords(_ body: (_ start: Int, _ length: Int) -> Void) {
        guard !setSpan.isEmpty else { return }
        let end = first + setSpan.upperBound
        // From the byte holding the first bit set (the bits before it in the frame are clear).
        var bit = max(first, (first + setSpan.lowerBound) & ~7)
        bytes.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress!
            @inline(__always) func word(at bit: Int) -> UInt64 {
                UInt64(littleEndian: UnsafeRawPointer(base + bit >> 3).loadUnaligned(as: UInt64.self))
            }
            while bit < end {
                if bit & 7 == 0, bit + 256 <= end, word(at: bit) | word(at: bit + 64) | word(at: bit + 128) | word(at: bit + 192) == 0 {
                    bit += 256
                    continue
                }
                if bit & 7 == 0, bit + 64 <= end {
                    var rest = word(at: bit)
                    let offset = bit - first
                    while rest != 0 {
                        let start = rest.trailingZeroBitCount
                        let length = (~(rest >> UInt64(start))).trailingZeroBitCount
                        body(offset + start, length)
                        guard start + length < 64 else { break }
                        rest &= ~0 << UInt64(start + length)
                    }
                    bit += 64
                    continue
                }
                if base[bit >> 3] >> UInt8(bit & 7) & 1 == 1 { body(bit - first, 1) }
                bit += 1
            }
        }
    }

    private static func isSet(_ base: UnsafePointer<UInt8>, _ bit: Int) -> Bool {
        base[bit >> 3] >> UInt8(bit & 7) & 1 == 1
    }

    private static func word(_ base: UnsafePointer<UInt8>, at bit: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + bit >> 3).loadUnaligned(as: UInt64.self))
    }

    /// The first bit set among bits `start..<end`; nil where none is.
    private static func firstSet(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var bit = start
        while bit < end, bit & 7 != 0 {
            if isSet(base, bit) { return bit }
            bit += 1
        }
        while bit + 256 <= end, word(base, at: bit) | word(base, at: bit + 64) | word(base, at: bit + 128) | word(base, at: bit + 192) == 0 {
            bit += 256
        }
        while bit + 64 <= end {
            let word = word(base, at: bit)
            if word != 0 { return bit + word.trailingZeroBitCount }
            bit += 64
        }
        while bit < end {
            if isSet(base, bit) { return bit }
            bit += 1
        }
        return nil
    }

    /// The last bit set among bits `start..<end`; nil where none is.
    private static func lastSet(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var bit = end
        while bit > start, bit & 7 != 0 {
            bit -= 1
            if isSet(base, bit) { return bit }
        }
        while bit - 256 >= start,
              word(base, at: bit - 64) | word(base, at: bit - 128) | word(base, at: bit - 192) | word(base, at: bit - 256) == 0 {
            bit -= 256
        }
        while bit - 64 >= start {
            let word = word(base, at: bit - 64)
            if word != 0 { return bit - 1 - word.leadingZeroBitCount }
            bit -= 64
        }
        while bit > start {
            bit -= 1
            if isSet(base, bit) { return bit }
        }
        return nil
    }
}
