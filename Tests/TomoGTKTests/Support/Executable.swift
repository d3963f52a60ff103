import Foundation
import Testing

/// Programs the tests start.
enum Executable {
    /// The path of `name` on `PATH`; records an issue naming the package to install if it is missing.
    static func path(of name: String, package: String) throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
            .split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(path, "\(name) is missing: install \(package) (scripts/install-dependencies.sh test)")
    }
}
