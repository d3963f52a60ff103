import Foundation
import TomoSampleVolumes

/// Where a served series comes from. Parsed from command-line words such as `cranium`,
/// `phantom`, `phantom:256x256x512` or `inv3:/path/to/project.inv3`.
public enum DataSource: Sendable, Hashable, CustomStringConvertible {
    /// An InVesalius 3 project file (the real head CT ships as one).
    case invesalius(path: String)
    /// A generated Shepp–Logan head phantom of the given size.
    case phantom(columns: Int, rows: Int, slices: Int)

    /// The real head CT from Debian's `invesalius-examples` package.
    public static let cranium = DataSource.invesalius(path: InvesaliusProject.bundledCraniumPath)
    /// The default phantom: 256 × 256 × 128.
    public static let defaultPhantom = DataSource.phantom(columns: 256, rows: 256, slices: 128)

    /// The real head CT when it is installed, then the default phantom.
    public static var defaults: [DataSource] {
        let craniumInstalled = FileManager.default.fileExists(atPath: InvesaliusProject.bundledCraniumPath)
        return (craniumInstalled ? [cranium] : []) + [defaultPhantom]
    }

    /// Parses `cranium`, `phantom`, `phantom:COLUMNSxROWSxSLICES`, `inv3:PATH` or a path ending in `.inv3`.
    public init?(argument: String) {
        switch argument {
        case "cranium":
            self = .cranium
        case "phantom":
            self = .defaultPhantom
        case _ where argument.hasPrefix("phantom:"):
            let sizes = argument.dropFirst("phantom:".count).split(separator: "x").compactMap { Int($0) }
            guard sizes.count == 3, sizes.allSatisfy({ (1...4096).contains($0) }) else { return nil }
            self = .phantom(columns: sizes[0], rows: sizes[1], slices: sizes[2])
        case _ where argument.hasPrefix("inv3:"):
            self = .invesalius(path: String(argument.dropFirst("inv3:".count)))
        case _ where argument.hasSuffix(".inv3"):
            self = .invesalius(path: argument)
        default:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .invesalius(let path) where path == InvesaliusProject.bundledCraniumPath: "cranium"
        case .invesalius(let path): "inv3:\(path)"
        case .phantom(let columns, let rows, let slices): "phantom:\(columns)x\(rows)x\(slices)"
        }
    }

    /// Reads or generates the volume.
    func load() throws(VolumeError) -> any Volume {
        switch self {
        case .invesalius(let path):
            let key = path == InvesaliusProject.bundledCraniumPath
                ? "cranium" : "inv3-" + URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return try InvesaliusProject.load(contentsOf: URL(fileURLWithPath: path), key: key)
        case .phantom(let columns, let rows, let slices):
            return SheppLoganPhantom(columns: columns, rows: rows, slices: slices)
        }
    }
}
