import Foundation

/// A private X server (Xvfb) on a free display, for tests whose windows and keystrokes must meet no
/// others'. Starting it blocks the calling thread until the server accepts connections: async callers
/// wrap it in `onBlockingThread`.
public final class XvfbServer: Sendable {
    /// The X display name, e.g. `:3`.
    public let name: String
    private let process: Process
    /// Signalled when the server has exited.
    private let exited = DispatchSemaphore(value: 0)

    /// Starts Xvfb with one screen of `width` × `height`; with `terminateWithLastClient`, it ends when its
    /// last client disconnects (so it cannot outlive the test process that uses it).
    public init(width: Int, height: Int, terminateWithLastClient: Bool = false) throws {
        let server = Process()
        server.executableURL = try TestEnvironment.requireProgram("Xvfb", package: "xvfb")
        // -displayfd: pick a free display and write its number once the server accepts connections.
        // -ardelay: no key repeats (a key's release late on a loaded machine would otherwise press it twice).
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-ardelay", "30000"]
            + (terminateWithLastClient ? ["-terminate"] : [])
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        server.terminationHandler = { [exited] _ in exited.signal() }
        try server.run()
        var announced = Data()
        while !announced.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            announced += chunk
        }
        let number = String(decoding: announced, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty else {
            server.terminate()
            throw MissingProgram(description: "Xvfb exited without opening a display")
        }
        process = server
        name = ":" + number
    }

    /// The environment of a program that should draw on this display, and only there (X11, no GL, no
    /// accessibility bus to warn about).
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = nil
        environment["DISPLAY"] = name
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"
        environment["GTK_A11Y"] = "none"
        return environment
    }

    /// Stops the server (SIGKILL: the test process's threads block SIGTERM, and its children inherit
    /// that), without waiting for it to go.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
    }

    /// Stops the server and returns once it has gone, blocking the calling thread meanwhile (briefly;
    /// `Process.waitUntilExit` would spin a run loop instead).
    public func stopAndWait() {
        stop()
        exited.wait()
    }
}
