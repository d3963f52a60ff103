import Foundation
import TomoTestSupport

/// A private D-Bus session bus (`dbus-daemon --session`), on which instances of the app find each other
/// as they would in a desktop session, apart from any other bus on the machine.
final class SessionBus: Sendable {
    private let daemon: Subprocess
    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    let address: String

    /// Starts the bus; returns once it accepts connections (it prints its address then).
    init() async throws {
        let program = try TestEnvironment.requireProgram("dbus-daemon", package: "dbus-daemon")
        daemon = try Subprocess(program, ["--session", "--nofork", "--print-address=1"])
        address = await daemon.firstLine().trimmingCharacters(in: .whitespaces)
        guard !address.isEmpty else {
            _ = await daemon.stop(signal: SIGKILL)
            throw ToolError("dbus-daemon printed no address")
        }
    }

    /// `environment` with this bus as the session bus.
    func environment(adding environment: [String: String]) -> [String: String] {
        environment.merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }
    }

    /// Ends the bus, without waiting for it to go (the apps on it end with it). With SIGKILL: the daemon
    /// inherits the signal mask of the test thread that started it, SIGTERM blocked among others, and
    /// outlived every test run that way (dbus-daemon does not unblock it).
    func stop() {
        kill(daemon.process.processIdentifier, SIGKILL)
    }
}
