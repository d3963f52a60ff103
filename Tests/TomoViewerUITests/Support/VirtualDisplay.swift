import Foundation
import TomoTestSupport

/// A private X server (Xvfb) for one test: the app's window and the test's keystrokes meet only there.
final class VirtualDisplay: Sendable {
    /// The X display name, e.g. `:3`.
    let name: String
    private let server: Process

    /// Starts Xvfb on a free display (it announces the number once it accepts connections).
    init(width: Int = 1024, height: Int = 768) async throws {
        let server = Process()
        server.executableURL = try Tools.require("Xvfb", package: "xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        let announced = await onBlockingThread {
            var data = Data()
            while !data.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data += chunk
            }
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !announced.isEmpty else {
            server.terminate()
            throw ToolError("Xvfb exited without opening a display")
        }
        self.server = server
        name = ":" + announced
    }

    /// The environment of a program that should use this display, and only it.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = nil
        environment["DISPLAY"] = name
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"  // no GL under Xvfb
        environment["GTK_A11Y"] = "none"  // no accessibility bus to warn about
        return environment
    }

    /// Stops the server (SIGKILL: the test process's threads block SIGTERM, and its children inherit that).
    func stop() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}
