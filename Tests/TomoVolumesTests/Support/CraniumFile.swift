import Foundation
import TomoVolumes

/// Whether the real Cranium.inv3 can be, and must be, tested here.
enum CraniumFile {
    /// The Debian package `invesalius-examples` is installed.
    static let installed = FileManager.default.fileExists(atPath: InvesaliusProject.bundledCraniumPath)
    /// Running in CI (the `CI` environment variable is set), which installs the package.
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
}
