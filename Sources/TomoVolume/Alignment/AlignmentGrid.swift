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

    /// `volume`'s filled slices averaged into cubes of `step` mm, from every voxel or, where voxels are much
    /// smaller than a cube, every few (about two per cube edge).
    init(_ volume: CTVolume, step: Double) {
        let geometry = volume.geometry
        let corners = [0.0, 1.0].flatMap { i in [0.0, 1.0].flatMap { j in [0.0, 1.0].map { k in
            geometry.position(
                column: i * Double(geometry.columns - 1), row: j * Double(geometry.rows - 1), slice: k * Double(geometry.sliceCount - 1))
        } } }
        func lattice(_ value: Double) -> Int { Int((value / step).rounded(.down)) }
        let low = (x: lattice(corners.map(\.x).min()!), y: lattice(corners.map(\.y).min()!), z: lattice(corners.map(\.z).min()!))
        let high = (x: lattice(corners.map(\.x).max()!), y: lattice(corners.map(\.y).max()!), z: lattice(corners.map(\.z).max()!))
        let size = (x: high.x - low.x + 1, y: high.y - low.y + 1, z: high.z - low.z + 1)
        var sums = [Float](repeating: 0, count: size.x * size.y * size.z)
        var counts = [Int32](repeating: 0, count: sums.count)
        let stride = (
            column: max(1, Int(step / 2 / geometry.pixelSpacing.column)), row: max(1, Int(step / 2 / geometry.pixelSpacing.row)),
            slice: max(1, Int(step / 2 / geometry.sliceSpacing)))
        let orientation = geometry.orientation
        let across = orientation.row * (geometry.pixelSpacing.column * Double(stride.column))
        let down = orientation.column * (geometry.pixelSpacing.row * Double(stride.row))
        let origin = Vector3(Double(low.x), Double(low.y), Double(low.z)) * step
        volume.readSlices { voxels, isFilled, storage in
            let slope = Float(storage.slope), intercept = Float(storage.intercept)
            let perSlice = geometry.samplesPerSlice
            for slice in Swift.stride(from: 0, to: geometry.sliceCount, by: stride.slice) where isFilled(slice) {
                var rowStart = (geometry.position(column: 0, row: 0, slice: Double(slice)) - origin) * (1 / step)
                let across = across * (1 / step), down = down * (1 / step)
                for row in Swift.stride(from: 0, to: geometry.rows, by: stride.row) {
                    var point = rowStart
                    let line = voxels + slice * perSlice + row * geometry.columns
                    for column in Swift.stride(from: 0, to: geometry.columns, by: stride.column) {
                        let x = Int(point.x), y = Int(point.y), z = Int(point.z)
                        if x >= 0, y >= 0, z >= 0, x < size.x, y < size.y, z < size.z {
                            let cell = (z * size.y + y) * size.x + x
                            sums[cell] += min(1000, max(-1000, Float(line[column]) * slope + intercept))
                            counts[cell] += 1
                        }
                        point = point + across
                    }
                    rowStart = rowStart + down
                }
            }
        }
        self.step = step
        start = low
        self.size = size
        values = zip(sums, counts).map { $1 > 0 ? $0 / Float($1) : .nan }
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
