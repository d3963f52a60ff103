import Foundation

/// Why a benchmark could not be measured (as opposed to a goal it missed, which is only reported).
enum BenchError: Error, CustomStringConvertible {
    case executableNotFound(String)
    case serverDidNotStart(String)
    case commandFailed(String, status: Int32)
    case incompleteLoad(String)
    case notCached(URL)
    case noSeries
    case noProcFileSystem
    case unexpected(String)

    var description: String {
        switch self {
        case .executableNotFound(let name): "\(name) not found (scripts/bench/client.sh builds and installs what it needs)"
        case .serverDidNotStart(let reason): "tomo-server did not start: \(reason)"
        case .commandFailed(let command, let status): "\(command) exited with status \(status)"
        case .incompleteLoad(let reason): "a load did not complete: \(reason)"
        case .notCached(let url): "\(url) is not in the cache the benchmark filled"
        case .noSeries: "the server offers no series"
        case .noProcFileSystem: "cannot read /proc/self/status (the RSS benchmark needs Linux)"
        case .unexpected(let what): what
        }
    }
}
