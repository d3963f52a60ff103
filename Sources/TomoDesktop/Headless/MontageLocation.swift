import Foundation

/// Where the headless run puts its montage unless `--montage` says.
enum MontageLocation {
    static let fileName = "tomo-montage.png"

    /// `./tomo-montage.png` when the current folder is writable, else in the temporary folder.
    static func defaultPath() -> String {
        let current = FileManager.default.currentDirectoryPath
        let folder = FileManager.default.isWritableFile(atPath: current) ? current : NSTemporaryDirectory()
        return URL(fileURLWithPath: folder, isDirectory: true).appending(path: fileName).path
    }
}
