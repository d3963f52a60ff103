/// The memory a section is cut with, shared by the cores that cut its rows: the voxels, read only (under the
/// volume's lock, held by the caller), and the output, each core writing its own rows and their flags.
struct SectionMemory: @unchecked Sendable {
    let voxels: UnsafePointer<Int16>
    let output: UnsafeMutablePointer<Int16>
    let filledRows: UnsafeMutablePointer<Bool>
}
