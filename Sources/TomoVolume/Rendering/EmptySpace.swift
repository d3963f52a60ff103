import Dispatch
import TomoCore

/// Which bricks of a volume a ray may pass over, and how far: per brick, 0 where its values may show; else the
/// distance (in bricks, the greatest along any axis, at most `reach`) to the nearest brick whose values may, so
/// a ray in a clear brick leaves the whole cube of clear bricks about it in one step. Re-marked for each transfer
/// function or window from the bricks' figures alone (one byte a brick); the voxels are never read again.
struct EmptySpace: Sendable {
    /// The furthest a clear brick's distance is counted.
    static let reach = 8
    /// Per brick, as `VolumeBricks` orders them: `reach` where clear, else 0.
    let marks: [UInt8]
    /// Per brick, as `VolumeBricks` orders them.
    let distance: [UInt8]

    /// Per brick of `bricks`, `reach` where `isClear` says its least and greatest samples are clear, else 0.
    static func marks(of bricks: VolumeBricks, isClear: (Int16, Int16) -> Bool) -> [UInt8] {
        let far = UInt8(reach)
        return zip(bricks.low, bricks.high).map { isClear($0, $1) ? far : 0 }
    }

    /// The distances for `marks` over `bricks`' grid: a pass along each axis in turn, each line of a pass on its own
    /// (the least, over the bricks within reach on its line, of the larger of the step and their distance), the
    /// lines spread over the cores.
    init(marks: [UInt8], bricks: VolumeBricks) {
        let (columns, rows, slices) = (bricks.columns, bricks.rows, bricks.slices)
        let plane = columns * rows
        var distance = marks
        distance.withUnsafeMutableBufferPointer { distances in
            let grid = Distances(pointer: distances.baseAddress!)
            grid.pass(count: columns, stride: 1, lines: slices * rows) { $0 * columns }
            grid.pass(count: rows, stride: columns, lines: slices * columns) { $0 / columns * plane + $0 % columns }
            grid.pass(count: slices, stride: plane, lines: plane) { $0 }
        }
        self.marks = marks
        self.distance = distance
    }
}

/// The distances being worked out, each line's by the thread that has it.
private struct Distances: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>

    /// Along `lines` lines of `count` bricks `stride` apart, the `n`th starting at `start(n)`.
    func pass(count: Int, stride: Int, lines: Int, start: @Sendable (Int) -> Int) {
        let far = EmptySpace.reach
        let chunks = min(lines, 64)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var line = [UInt8](repeating: 0, count: count)
            for n in lines * chunk / chunks..<lines * (chunk + 1) / chunks {
                let first = start(n)
                for i in 0..<count { line[i] = pointer[first + i * stride] }
                for i in 0..<count where line[i] > 0 {
                    var least = line[i]
                    for step in 1..<far {
                        let bound = UInt8(step)
                        if bound >= least { break }
                        if i - step >= 0 { least = min(least, max(bound, line[i - step])) }
                        if i + step < count { least = min(least, max(bound, line[i + step])) }
                    }
                    pointer[first + i * stride] = least
                }
            }
        }
    }
}

/// The empty spaces a volume's renderings asked for last, kept so that an image like the last one (a turntable's
/// next frame, a drag that turns the view) re-marks its bricks but does not work out their distances again.
final class EmptySpaceCache: Sendable {
    /// The most kept (a MIP asks for two).
    private static let capacity = 4
    private let recent = Locked<[EmptySpace]>([])

    /// The empty space of `bricks` where `isClear` says a brick is clear: the kept one with the same marks, or
    /// worked out now and kept.
    func space(_ bricks: VolumeBricks, isClear: (Int16, Int16) -> Bool) -> EmptySpace {
        let marks = EmptySpace.marks(of: bricks, isClear: isClear)
        if let kept = recent.withLock({ $0.first { $0.marks == marks } }) { return kept }
        let space = EmptySpace(marks: marks, bricks: bricks)
        return recent.withLock { recent in
            // Another image may have worked out the same one meanwhile.
            if let kept = recent.first(where: { $0.marks == marks }) { return kept }
            recent.insert(space, at: 0)
            if recent.count > Self.capacity { recent.removeLast() }
            return space
        }
    }
}
