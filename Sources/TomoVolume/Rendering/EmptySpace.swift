/// Which bricks of a volume a ray may pass over, and how far: per brick, 0 where its values may show; else the
/// distance (in bricks, the greatest along any axis, at most `reach`) to the nearest brick whose values may, so
/// a ray in a clear brick leaves the whole cube of clear bricks about it in one step. Re-marked for each transfer
/// function or window from the bricks' figures alone (one byte a brick); the voxels are never read again.
struct EmptySpace: Sendable {
    /// The furthest a clear brick's distance is counted.
    static let reach = 8
    /// Per brick, as `VolumeBricks` orders them.
    let distance: [UInt8]

    /// The bricks of `bricks` clear where `isClear` says their least and greatest samples are.
    init(_ bricks: VolumeBricks, isClear: (Int16, Int16) -> Bool) {
        let (columns, rows, slices) = (bricks.columns, bricks.rows, bricks.slices)
        let far = UInt8(Self.reach)
        var distance = zip(bricks.low, bricks.high).map { isClear($0, $1) ? far : 0 }
        // The distance to the nearest brick that may show, greatest along any axis: a pass along each axis in turn
        // (each the least, over the bricks within reach on its line, of the larger of the step and their distance).
        func pass(count: Int, stride: Int, lines: [Int]) {
            var line = [UInt8](repeating: 0, count: count)
            for start in lines {
                for i in 0..<count { line[i] = distance[start + i * stride] }
                for i in 0..<count where line[i] > 0 {
                    var least = line[i]
                    for step in 1..<Int(far) {
                        let bound = UInt8(step)
                        if bound >= least { break }
                        if i - step >= 0 { least = min(least, max(bound, line[i - step])) }
                        if i + step < count { least = min(least, max(bound, line[i + step])) }
                    }
                    distance[start + i * stride] = least
                }
            }
        }
        let plane = columns * rows
        pass(count: columns, stride: 1, lines: (0..<slices).flatMap { z in (0..<rows).map { y in z * plane + y * columns } })
        pass(count: rows, stride: columns, lines: (0..<slices).flatMap { z in (0..<columns).map { x in z * plane + x } })
        pass(count: slices, stride: plane, lines: (0..<plane).map { $0 })
        self.distance = distance
    }
}
