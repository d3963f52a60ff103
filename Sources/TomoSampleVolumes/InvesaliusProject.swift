import Foundation
import TomoCore
import TomoVolume

/// Reads InVesalius 3 project files (`.inv3`): a gzip'd tar holding `main.plist` (metadata) and
/// `matrix.dat` (int16 voxels), among masks and surfaces, all under one temporary-directory prefix.
public enum InvesaliusProject {
    /// The head CT example the Debian package `invesalius-examples` installs.
    public static let bundledCraniumPath = "/usr/share/doc/invesalius-examples/examples/Cranium.inv3"

    /// Loads the CT volume of the project at `url`, giving it the volume key `key`.
    ///
    /// Streams the archive, keeping only `main.plist` and `matrix.dat`. The volume's slices keep the
    /// file's order; rows are flipped into radiological display order (anterior at the top). Stored
    /// values are `hu - intercept` with slope 1 and intercept -1024 (lower if the data go lower); the
    /// default window is the project's; the title is "Head <modality> (<name>)".
    public static func load(contentsOf url: URL, key: String) throws(VolumeError) -> VoxelVolume {
        let path = url.path
        let files: [String: [UInt8]]
        do {
            // InVesalius always names the matrix matrix.dat; main.plist confirms it below.
            files = try TarExtractor.extractGzippedTar(at: url) { entry in
                let name = baseName(entry)
                return name == "main.plist" || name == "matrix.dat"
            }
        } catch {
            throw .unreadableArchive(path: path, reason: error.reason)
        }
        // The project's files sit beside main.plist, under a prefix that differs per project.
        guard let plistPath = files.keys.filter({ baseName($0) == "main.plist" }).min(by: { ($0.count, $0) < ($1.count, $1) }),
            let plistData = files[plistPath]
        else { throw .missingEntry(path: path, name: "main.plist") }
        let plist: InvesaliusMainPlist
        do {
            plist = try InvesaliusMainPlist.decode(plistData)
        } catch {
            throw .invalidProject(path: path, reason: error.reason)
        }
        let matrixPath = String(plistPath.dropLast("main.plist".count)) + plist.matrix.filename
        guard let matrixData = files[matrixPath] else { throw .missingEntry(path: path, name: matrixPath) }

        let (slices, rows, columns) = (plist.matrix.shape[0], plist.matrix.shape[1], plist.matrix.shape[2])
        guard let voxels = plist.voxelCount, matrixData.count == 2 * voxels else {
            let needed = plist.voxelCount.map { "\(2 * $0)" } ?? "more"
            throw .invalidProject(
                path: path,
                reason: "\(matrixPath) holds \(matrixData.count) bytes, but int16 shape \(plist.matrix.shape) needs \(needed)")
        }
        let (samples, intercept) = InvesaliusMatrix.storedSamples(
            littleEndianInt16: matrixData, columns: columns, rows: rows, slices: slices)
        let geometry = VolumeGeometry(
            columns: columns, rows: rows, sliceCount: slices,
            pixelSpacing: PixelSpacing(row: plist.spacing[1], column: plist.spacing[0]),
            sliceSpacing: plist.spacing[2])
        return try VoxelVolume(
            key: key, title: "Head \(plist.modality) (\(plist.name))", modality: plist.modality,
            geometry: geometry, rescale: Rescale(slope: 1, intercept: Double(intercept)),
            defaultWindow: WindowLevel(width: plist.windowWidth, level: plist.windowLevel),
            samples: samples)
    }

    private static func baseName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? ""
    }
}
