import ArgumentParser
import Logging

/// A `--log-level` value: swift-log's levels by name, for every Tomo executable's options.
///
/// A type of its own rather than a retroactive conformance of `Logger.Level`, which every module would
/// get, or miss, as a side effect of its imports.
public enum LogLevel: String, CaseIterable, Sendable, ExpressibleByArgument {
    case trace, debug, info, notice, warning, error, critical

    /// The swift-log level.
    public var level: Logger.Level {
        switch self {
        case .trace: .trace
        case .debug: .debug
        case .info: .info
        case .notice: .notice
        case .warning: .warning
        case .error: .error
        case .critical: .critical
        }
    }
}
