import Foundation

/// The parts of an InVesalius 3 project's `main.plist` a volume needs, validated.
struct InvesaliusMainPlist: Decodable {
    /// Where the voxels are and how they are laid out.
    struct Matrix: Decodable {
        /// The numpy dtype of the voxels; only `int16` is supported.
        var dtype: String
        /// The matrix file's name, relative to `main.plist`.
        var filename: String
        /// numpy shape: slices, rows, columns.
        var shape: [Int]
    }

    var matrix: Matrix
    var modality: String
    /// The patient or study name, e.g. "ProMED CT 0051".
    var name: String
    /// Millimetres between voxel centres along x (columns), y (rows), z (slices).
    var spacing: [Double]
    var windowLevel: Double
    var windowWidth: Double

    private enum CodingKeys: String, CodingKey {
        case matrix, modality, name, spacing
        case windowLevel = "window_level"
        case windowWidth = "window_width"
    }

    /// Voxels in the matrix, or `nil` if their byte count would overflow `Int`.
    var voxelCount: Int? {
        var product = 2
        for size in matrix.shape {
            let (next, overflow) = product.multipliedReportingOverflow(by: size)
            if overflow { return nil }
            product = next
        }
        return product / 2
    }

    /// Decodes and validates `data`; the error's text says what is wrong.
    static func decode(_ data: [UInt8]) throws(ArchiveError) -> InvesaliusMainPlist {
        let plist: InvesaliusMainPlist
        do {
            plist = try PropertyListDecoder().decode(InvesaliusMainPlist.self, from: Data(data))
        } catch let error as DecodingError {
            throw ArchiveError("main.plist: \(describe(error))")
        } catch {
            throw ArchiveError("main.plist: \(error)")
        }
        try plist.validate()
        return plist
    }

    private func validate() throws(ArchiveError) {
        guard matrix.dtype == "int16" else {
            throw ArchiveError("main.plist: unsupported matrix dtype \"\(matrix.dtype)\" (only int16 is supported)")
        }
        guard matrix.shape.count == 3, matrix.shape.allSatisfy({ $0 > 0 }) else {
            throw ArchiveError("main.plist: matrix shape \(matrix.shape) is not three positive sizes (slices, rows, columns)")
        }
        guard spacing.count == 3, spacing.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw ArchiveError("main.plist: spacing \(spacing) is not three positive millimetre values")
        }
        guard windowWidth.isFinite, windowWidth > 0, windowLevel.isFinite else {
            throw ArchiveError("main.plist: invalid window \(windowWidth)/\(windowLevel)")
        }
        guard !matrix.filename.isEmpty, !matrix.filename.contains("/") else {
            throw ArchiveError("main.plist: invalid matrix filename \"\(matrix.filename)\"")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context.codingPath)
            return "missing key \(parent.isEmpty ? "" : parent + ".")\(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let location = path(context.codingPath)
            return location.isEmpty
                ? "not a property list dictionary (\(context.debugDescription))"
                : "bad value for \(location) (\(context.debugDescription))"
        @unknown default:
            return "\(error)"
        }
    }
}
