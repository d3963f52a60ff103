import Foundation

/// A server the app starts in its own process for the screens given no API, and stops at shutdown:
/// the desktop app wires in its built-in reference server. The app model knows only this interface.
public struct LocalServer: Sendable {
    /// A started server.
    public struct Running: Sendable {
        /// Where it listens, e.g. `http://127.0.0.1:43117`.
        public var baseURL: URL
        /// A name for what it serves that stays the same from run to run (its port does not), under which
        /// the disk cache keeps its images; nil to key them by `baseURL`.
        public var cacheAlias: String?
        /// Stops it; returns when it has.
        public var stop: @Sendable () async -> Void

        public init(baseURL: URL, cacheAlias: String?, stop: @escaping @Sendable () async -> Void) {
            self.baseURL = baseURL
            self.cacheAlias = cacheAlias
            self.stop = stop
        }
    }

    /// What the app says while it starts: "Starting the built-in server…".
    public var startingText: String
    /// Starts it.
    public var start: @Sendable () async throws -> Running

    public init(startingText: String, start: @escaping @Sendable () async throws -> Running) {
        self.startingText = startingText
        self.start = start
    }
}
