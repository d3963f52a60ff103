import Foundation

/// Where each screen's API lives. In real life the four APIs are on different hosts: one URL can be
/// given for all of them and each overridden; a screen with none uses the built-in server.
public struct APIAddresses: Sendable, Hashable {
    /// The URL for every API not given its own; nil for the built-in server.
    public var all: URL?
    /// Per-screen URLs, which win over `all`.
    public var overrides: [Screen: URL]

    public init(all: URL? = nil, overrides: [Screen: URL] = [:]) {
        self.all = all
        self.overrides = overrides
    }

    /// The URL of `screen`'s API; nil when the built-in server serves it.
    public func url(for screen: Screen) -> URL? {
        overrides[screen] ?? all
    }

    /// Whether any of `screens` needs the built-in server.
    public func needBuiltInServer(for screens: [Screen]) -> Bool {
        screens.contains { url(for: $0) == nil }
    }
}
