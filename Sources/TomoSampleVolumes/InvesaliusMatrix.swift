/// Converts an InVesalius `matrix.dat` (little-endian int16 Hounsfield units, numpy shape
/// slices × rows × columns) to stored unsigned samples in display order.
enum InvesaliusMatrix {
    /// The stored samples (`hu - intercept`) with every slice's rows reversed, and the intercept:
    /// -1024, or the smallest value present if that is lower, so every value fits.
    ///
    /// InVesalius flips each DICOM image vertically when it builds the matrix (its VTK views draw
    /// row 0 at the bottom), so reversing the rows restores radiological display order: anterior at
    /// the top, the patient's left on the right. `bytes` must hold `2 * columns * rows * slices` bytes.
    static func storedSamples(
        littleEndianInt16 bytes: [UInt8], columns: Int, rows: Int, slices: Int
    ) -> (samples: [UInt16], intercept: Int) {
        let count = columns * rows * slices
        precondition(bytes.count == 2 * count)
        return bytes.withUnsafeBytes { raw in
            var minimum = Int16.max
            for index in 0..<count {
                minimum = min(minimum, Int16(littleEndian: raw.loadUnaligned(fromByteOffset: 2 * index, as: Int16.self)))
            }
            let intercept = min(-1024, Int(minimum))
            // hu - intercept lies in 0...65535, so wrapping 16-bit subtraction is exact.
            let offset = UInt16(bitPattern: Int16(intercept))
            let samples = [UInt16](unsafeUninitializedCapacity: count) { output, initialized in
                for slice in 0..<slices {
                    for row in 0..<rows {
                        let source = 2 * (slice * rows + row) * columns
                        let target = (slice * rows + rows - 1 - row) * columns
                        for column in 0..<columns {
                            let value = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: source + 2 * column, as: UInt16.self))
                            output[target + column] = value &- offset
                        }
                    }
                }
                initialized = count
            }
            return (samples, intercept)
        }
    }
}
