/// Compressed pixel data as DICOM encapsulates it (PS3.5 A.4): a basic offset table, then fragments,
/// each a range of the data set's buffer; a frame is one or more consecutive fragments.
public struct EncapsulatedPixelData: Sendable {
    /// The basic offset table: each frame's first fragment, as a byte offset from the first fragment's
    /// item tag. Often empty.
    public var offsets: [UInt32]
    /// Each fragment's bytes in the buffer, and the offset of its item tag from the first fragment's.
    public var fragments: [(range: Range<Int>, offset: UInt32)]

    /// The fragments of each of `frameCount` frames, by the offset table when there is one; otherwise
    /// one fragment per frame when the counts agree, all fragments for a single frame, and otherwise by
    /// where a fragment starts a JPEG-family codestream (`startsFrame`).
    public func frameFragments(frameCount: Int, startsFrame: (Range<Int>) -> Bool) -> [[Range<Int>]] {
        if !offsets.isEmpty, offsets.count == frameCount {
            return offsets.indices.map { frame in
                let end = frame + 1 < offsets.count ? offsets[frame + 1] : .max
                return fragments.filter { $0.offset >= offsets[frame] && $0.offset < end }.map(\.range)
            }
        }
        if fragments.count == frameCount { return fragments.map { [$0.range] } }
        if frameCount == 1 { return [fragments.map(\.range)] }
        var frames: [[Range<Int>]] = []
        for fragment in fragments {
            if frames.isEmpty || startsFrame(fragment.range) { frames.append([]) }
            frames[frames.count - 1].append(fragment.range)
        }
        return frames
    }
}
