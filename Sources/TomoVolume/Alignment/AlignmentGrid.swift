/// A volume's values averaged into cubes of `step` mm laid along the patient's axes (LPS), on one lattice for
/// every volume (cube (i, j, k) spans i × step to (i + 1) × step mm in x, and so on), so that two volumes' cubes
/// line up whatever their orientation, field of view or slices: what alignment compares. Values are clipped to
/// −1000…1000 (air to dense bone); a cube no filled voxel falls in holds none.
struct AlignmentGrid: Sendable {
    /// A cube's edge in mm.
    let step: Double
    /// The lattice index of the grid's first cube, along x, y and z.
    let start: (x: Int, y: Int, z: Int)
    /// Cubes along x, y and z.
    let size: (x: Int, y: Int, z: Int)
    /// Each cube's mean value, x fastest; NaN where no voxel fell.
    let values: [Float]

    /// The lowest value a cube of body holds: above fat's −100 HU by far, below any tissue but lung.
    static let bodyThreshold: Float = -400

    private init(step: Double, start: (x: Int, y: Int, z: Int), size: (x: Int, y: Int, z: Int), sums: [Float], counts: [Int32]) {
        self.step = step
        self.start = start
        self.size = size
        values = zip(sums, counts).map { $1 > 0 ? $0 / Float($1) : .nan }
    }

    /// `volume`'s filled slices averaged into cubes of `step` mm, from about one voxel per half `step` along each
    /// of its axes (every voxel where they are that large); only the cubes within `box` (patient space, mm) where
    /// one is given.
    init(_ volume: CTVolume, step: Double, within box: (low: Vector3, high: Vector3)? = nil) {
        let geometry = volume.geometry
        let corners = [0.0, 1.0].flatMap { i in [0.0, 1.0].flatMap { j in [0.0, 1.0].map { k in
            geometry.position(
                column: i * Double(geometry.columns - 1), row: j * Double(geometry.rows - 1), slice: k * Double(geometry.sliceCount - 1))
        } } }
        func lattice(_ value: Double) -> Int { Int((value / step).rounded(.down)) }
        var low = (x: lattice(corners.map(\.x).min()!), y: lattice(corners.map(\.y).min()!), z: lattice(corners.map(\.z).min()!))
        var high = (x: lattice(corners.map(\.x).max()!), y: lattice(corners.map(\.y).max()!), z: lattice(corners.map(\.z).max()!))
        if let box {
            low = (max(low.x, lattice(box.low.x)), max(low.y, lattice(box.low.y)), max(low.z, lattice(box.low.z)))
            high = (min(high.x, lattice(box.high.x)), min(high.y, lattice(box.high.y)), min(high.z, lattice(box.high.z)))
        }
        let size = (x: max(0, high.x - low.x + 1), y: max(0, high.y - low.y + 1), z: max(0, high.z - low.z + 1))
        var sums = [Float](repeating: 0, count: size.x * size.y * size.z)
        var counts = [Int32](repeating: 0, count: sums.count)
        let stride = (
            column: max(1, Int(step / 2 / geometry.pixelSpacing.column)), row: max(1, Int(step / 2 / geometry.pixelSpacing.row)),
            slice: max(1, Int(step / 2 / geometry.sliceSpacing)))
        let origin = Vector3(Double(low.x), Double(low.y), Double(low.z)) * step
        // The cube a voxel falls in, in cubes from `origin`: its lattice place divided by `step`.
        func cube(column: Int, row: Int, slice: Int) -> Vector3 {
            (geometry.position(column: Double(column), row: Double(row), slice: Double(slice)) - origin) * (1 / step)
        }
        let columns = Array(Swift.stride(from: 0, to: geometry.columns, by: stride.column))
        let rows = Array(Swift.stride(from: 0, to: geometry.rows, by: stride.row))
        volume.readSlices { voxels, isFilled, storage in
            let slope = Float(storage.slope), intercept = Float(storage.intercept)
            let perSlice = geometry.samplesPerSlice
            sums.withUnsafeMutableBufferPointer { sums in
                counts.withUnsafeMutableBufferPointer { counts in
                    func add(_ sample: Int16, at cell: Int) {
                        sums[cell] += min(1000, max(-1000, Float(sample) * slope + intercept))
                        counts[cell] += 1
                    }
                    for slice in Swift.stride(from: 0, to: geometry.sliceCount, by: stride.slice) where isFilled(slice) {
                        let plane = voxels + slice * perSlice
                        if let axes = Self.separableCells(geometry, columns: columns, rows: rows, slice: slice, cube: cube, size: size) {
                            // Rows along x and columns along y (an axial slice, flipped or not): a cube per column
                            // and per row, looked up.
                            guard axes.z >= 0, axes.z < size.z else { continue }
                            let sampled = zip(columns, axes.x).filter { $0.1 >= 0 }
                            let offsets = sampled.map(\.0), cells = sampled.map(\.1)
                            offsets.withUnsafeBufferPointer { offsets in
                                cells.withUnsafeBufferPointer { cells in
                                    for (rowIndex, row) in rows.enumerated() {
                                        let y = axes.y[rowIndex]
                                        guard y >= 0 else { continue }
                                        let line = plane + row * geometry.columns, base = (axes.z * size.y + y) * size.x
                                        for index in 0..<offsets.count { add(line[offsets[index]], at: base + cells[index]) }
                                    }
                                }
                            }
                        } else {
                            for row in rows {
                                let line = plane + row * geometry.columns
                                for column in columns {
                                    let point = cube(column: column, row: row, slice: slice)
                                    let x = Int(point.x), y = Int(point.y), z = Int(point.z)
                                    guard x >= 0, y >= 0, z >= 0, x < size.x, y < size.y, z < size.z else { continue }
                                    add(line[column], at: (z * size.y + y) * size.x + x)
                                }
                            }
                        }
                    }
                }
            }
        }
        self.init(step: step, start: low, size: size, sums: sums, counts: counts)
    }

    /// For a slice whose rows run along x and columns along y (any axial slice), the cube column of each sampled
    /// column, the cube row of each sampled row (−1 outside) and the slice's cube layer; nil for any other slice.
    private static func separableCells(
        _ geometry: VolumeGeometry, columns: [Int], rows: [Int], slice: Int, cube: (Int, Int, Int) -> Vector3,
        size: (x: Int, y: Int, z: Int)
    ) -> (x: [Int], y: [Int], z: Int)? {
        let orientation = geometry.orientation
        guard abs(abs(orientation.row.x) - 1) < 1e-6, abs(abs(orientation.column.y) - 1) < 1e-6 else { return nil }
        let first = cube(0, 0, slice)
        let x = columns.map { column in
            let value = Int(cube(column, 0, slice).x)
            return value >= 0 && value < size.x ? value : -1
        }
        let y = rows.map { row in
            let value = Int(cube(0, row, slice).y)
            return value >= 0 && value < size.y ? value : -1
        }
        return (x, y, Int(first.z))
    }

    /// Cube (`x`, `y`, `z`)'s index in `values`.
    func index(_ x: Int, _ y: Int, _ z: Int) -> Int { (z * size.y + y) * size.x + x }

    /// The centroid of the cubes of body (value above `bodyThreshold`) in patient coordinates; nil for none.
    var bodyCentroid: Vector3? {
        var sum = Vector3(0, 0, 0)
        var count = 0
        for z in 0..<size.z {
            for y in 0..<size.y {
                for x in 0..<size.x where values[index(x, y, z)] > Self.bodyThreshold {
                    sum = sum + Vector3(Double(x), Double(y), Double(z))
                    count += 1
                }
            }
        }
        guard count > 0 else { return nil }
        return (sum * (1 / Double(count)) + Vector3(Double(start.x), Double(start.y), Double(start.z)) + Vector3(0.5, 0.5, 0.5)) * step
    }
}
