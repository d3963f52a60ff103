import NIOCore

/// One file of a static export: where it goes and how to make its bytes (made only when it is written).
struct ExportFile {
    /// Path relative to the export folder, e.g. `series/index.json`.
    let path: String
    let contents: () throws -> ByteBuffer
}
