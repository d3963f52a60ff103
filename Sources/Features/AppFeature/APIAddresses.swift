import Foundation

/// Where each screen's API lives. In real life the APIs are on different hosts: one URL can be given for
/// all of them and each overridden; a screen with none uses the app's local server.
public struct APIAddresses: Sendable, Hashable {
    /// The URL for every API not given its own; nil for the local server.
    public var all: URL?
    /// URLs by screen id (`ct`), which win over `all`.
    public var overrides: [String: URL]

    public init(all: URL? = nil, overrides: [String: URL] = [:]) {
        self.all = all
        self.overrides = overrides
    }

    /// The URL of `screen`'s API; nil when the local server serves it.
    public func url(for screen: AppScreen) -> URL? {
        overrides[screen.id] ?? all
    }

    /// Whether any of `screens` needs the local server.
    public func needLocalServer(for screens: [AppScreen]) -> Bool {
        screens.contains { url(for: $0) == nil }
    }
}
