/// The search for the shift (in cubes) that best lays a second `AlignmentGrid` over a first: cube (x, y, z) of
/// the first over the second's cube at the same lattice place plus the shift.
struct AlignmentSearch {
    /// A shift in whole cubes along x, y and z.
    struct Shift: Hashable {
        var x, y, z: Int
    }

    let first: AlignmentGrid
    let second: AlignmentGrid
    /// The correlations computed so far, by shift: a climb and the parabola after it ask for the same ones.
    private let known = Known()

    /// Correlations by shift, kept across calls.
    private final class Known {
        var scores: [Shift: Double] = [:]
    }

    init(_ first: AlignmentGrid, _ second: AlignmentGrid) {
        self.first = first
        self.second = second
    }

    /// The normalized correlation of the cubes both grids hold at `shift`, and how many they are.
    func correlationAndCount(at shift: Shift) -> (Double, Int) {
        var n = 0
        var sa = 0.0, sb = 0.0, saa = 0.0, sbb = 0.0, sab = 0.0
        let dx = first.start.x + shift.x - second.start.x
        let dy = first.start.y + shift.y - second.start.y
        let dz = first.start.z + shift.z - second.start.z
        let xs = max(0, -dx)..<min(first.size.x, second.size.x - dx)
        let ys = max(0, -dy)..<min(first.size.y, second.size.y - dy)
        let zs = max(0, -dz)..<min(first.size.z, second.size.z - dz)
        guard !xs.isEmpty, !ys.isEmpty, !zs.isEmpty else { return (0, 0) }
        first.values.withUnsafeBufferPointer { a in
            second.values.withUnsafeBufferPointer { b in
                for z in zs {
                    for y in ys {
                        let rowA = first.index(0, y, z), rowB = second.index(dx, y + dy, z + dz)
                        for x in xs {
                            let u = a[rowA + x], v = b[rowB + x]
                            guard !u.isNaN, !v.isNaN else { continue }
                            let p = Double(u), q = Double(v)
                            n += 1
                            sa += p
                            sb += q
                            saa += p * p
                            sbb += q * q
                            sab += p * q
                        }
                    }
                }
            }
        }
        let count = Double(n)
        let variance = (count * saa - sa * sa) * (count * sbb - sb * sb)
        guard n > 1, variance > 0 else { return (0, n) }
        return ((count * sab - sa * sb) / variance.squareRoot(), n)
    }

    /// The correlation at `shift`, computed once.
    func correlation(at shift: Shift) -> Double {
        if let score = known.scores[shift] { return score }
        let score = correlationAndCount(at: shift).0
        known.scores[shift] = score
        return score
    }

    /// The share of the first grid's body cubes that fall on cubes the second holds at `shift`.
    func overlap(at shift: Shift) -> Double {
        var body = 0, covered = 0
        for z in 0..<first.size.z {
            for y in 0..<first.size.y {
                for x in 0..<first.size.x where first.values[first.index(x, y, z)] > AlignmentGrid.bodyThreshold {
                    body += 1
                    let u = first.start.x + x + shift.x - second.start.x
                    let v = first.start.y + y + shift.y - second.start.y
                    let w = first.start.z + z + shift.z - second.start.z
                    guard u >= 0, v >= 0, w >= 0, u < second.size.x, v < second.size.y, w < second.size.z else { continue }
                    if !second.values[second.index(u, v, w)].isNaN { covered += 1 }
                }
            }
        }
        return body == 0 ? 0 : Double(covered) / Double(body)
    }

    /// The body cubes of each of `grid`'s slabs.
    private static func bodyProfile(_ grid: AlignmentGrid) -> [Double] {
        (0..<grid.size.z).map { z in
            var count = 0
            for y in 0..<grid.size.y {
                for x in 0..<grid.size.x where grid.values[grid.index(x, y, z)] > AlignmentGrid.bodyThreshold { count += 1 }
            }
            return Double(count)
        }
    }

    /// The mean lattice place (x, y) of the body cubes of `grid`'s slabs `slabs`; nil for none.
    private static func bodyCentre(_ grid: AlignmentGrid, slabs: Range<Int>) -> (x: Double, y: Double)? {
        var x0 = 0.0, y0 = 0.0, count = 0.0
        for z in slabs.clamped(to: 0..<grid.size.z) {
            for y in 0..<grid.size.y {
                for x in 0..<grid.size.x where grid.values[grid.index(x, y, z)] > AlignmentGrid.bodyThreshold {
                    x0 += Double(x)
                    y0 += Double(y)
                    count += 1
                }
            }
        }
        guard count > 0 else { return nil }
        return (x0 / count + Double(grid.start.x), y0 / count + Double(grid.start.y))
    }

    /// The first guess: the feet–head shift whose body profiles correlate best (over at least 40 mm, or half the
    /// shorter, of slabs both hold), then the shift across that lays the bodies' centres over those slabs on
    /// each other.
    func coarseShift() -> Shift {
        let a = Self.bodyProfile(first), b = Self.bodyProfile(second)
        let least = max(2, min(10, min(a.count, b.count) / 2))
        var best = (score: -Double.infinity, z: 0)
        // Slab i of the first lies over slab i + offset of the second.
        for offset in (-(a.count - least))...(b.count - least) {
            let range = max(0, -offset)..<min(a.count, b.count - offset)
            guard range.count >= least else { continue }
            let score = Self.correlation(range.map { a[$0] }, range.map { b[$0 + offset] })
            if score > best.score { best = (score, offset) }
        }
        let z = best.z + second.start.z - first.start.z
        let slabs = max(0, -best.z)..<min(a.count, b.count - best.z)
        guard let centreA = Self.bodyCentre(first, slabs: slabs),
              let centreB = Self.bodyCentre(second, slabs: (slabs.lowerBound + best.z)..<(slabs.upperBound + best.z))
        else { return Shift(x: 0, y: 0, z: z) }
        return Shift(x: Int((centreB.x - centreA.x).rounded()), y: Int((centreB.y - centreA.y).rounded()), z: z)
    }

    /// The normalized correlation of two equally long lists; 0 where either is flat.
    private static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let sa = a.reduce(0, +), sb = b.reduce(0, +)
        let saa = a.reduce(0) { $0 + $1 * $1 }, sbb = b.reduce(0) { $0 + $1 * $1 }
        let sab = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
        let variance = (n * saa - sa * sa) * (n * sbb - sb * sb)
        return variance > 0 ? (n * sab - sa * sb) / variance.squareRoot() : 0
    }

    /// From `start`, to the neighbouring shift (of the 26) that correlates better, while one does.
    func climb(from start: Shift) -> Shift {
        var shift = start
        var best = correlation(at: shift)
        for _ in 0..<64 {
            var next = shift
            for dz in -1...1 {
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 || dz != 0 {
                        let candidate = Shift(x: shift.x + dx, y: shift.y + dy, z: shift.z + dz)
                        let score = correlation(at: candidate)
                        if score > best {
                            best = score
                            next = candidate
                        }
                    }
                }
            }
            guard next != shift else { break }
            shift = next
        }
        return shift
    }

    /// `shift` placed within its cube: along each axis, the peak of the parabola through the correlation there and
    /// at the neighbours either side.
    func refined(_ shift: Shift) -> Vector3 {
        let centre = correlation(at: shift)
        func peak(_ below: Shift, _ above: Shift) -> Double {
            let low = correlation(at: below), high = correlation(at: above)
            let curvature = low - 2 * centre + high
            guard curvature < 0 else { return 0 }
            return max(-0.5, min(0.5, (low - high) / (2 * curvature)))
        }
        return Vector3(
            Double(shift.x) + peak(Shift(x: shift.x - 1, y: shift.y, z: shift.z), Shift(x: shift.x + 1, y: shift.y, z: shift.z)),
            Double(shift.y) + peak(Shift(x: shift.x, y: shift.y - 1, z: shift.z), Shift(x: shift.x, y: shift.y + 1, z: shift.z)),
            Double(shift.z) + peak(Shift(x: shift.x, y: shift.y, z: shift.z - 1), Shift(x: shift.x, y: shift.y, z: shift.z + 1)))
    }
}
