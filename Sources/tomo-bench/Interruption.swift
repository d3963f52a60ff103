import Dispatch
import Foundation

/// Runs a clean-up before the program ends on SIGINT or SIGTERM, so an interrupted run leaves no
/// server process (it has a process group of its own, so Ctrl-C does not reach it) and no scratch files.
enum Interruption {
    /// Calls `cleanUp` on the first SIGINT or SIGTERM, then exits with 128 + the signal's number.
    /// Returns the sources to keep alive while the handling should stay in force.
    static func handle(_ cleanUp: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                cleanUp()
                exit(128 + signalNumber)
            }
            source.resume()
            return source
        }
    }
}
