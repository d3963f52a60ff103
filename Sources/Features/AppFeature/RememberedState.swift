import Foundation
import TomoCore

/// What the desktop app keeps between runs: the window's size, the screen shown and the CT viewer's
/// window preset when it closed. A launch's own options win over it.
///
/// Kept as JSON in `state.json` of Tomo's configuration folder (`defaultURL`). A file that is missing
/// starts from nothing; one that does not read is set aside with a notice, never a failed launch.
public struct RememberedState: Codable, Equatable, Sendable {
    /// The window's size in pixels; nil before it was first remembered.
    public var windowWidth: Int?
    public var windowHeight: Int?
    /// The id of the screen shown (`ct`, `grid`, …).
    public var screen: String?
    /// The CT viewer's window preset (`bone`); nil for the series' default window.
    public var windowPreset: String?

    public init(windowWidth: Int? = nil, windowHeight: Int? = nil, screen: String? = nil, windowPreset: String? = nil) {
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.screen = screen
        self.windowPreset = windowPreset
    }

    /// The window's size, when both sides are remembered and positive.
    public var windowSize: (width: Int, height: Int)? {
        guard let windowWidth, let windowHeight, windowWidth > 0, windowHeight > 0 else { return nil }
        return (windowWidth, windowHeight)
    }

    /// Where it is kept: `state.json` in Tomo's folder of the user's configuration (`UserFolder.configuration`:
    /// Application Support on Apple platforms, else `$XDG_CONFIG_HOME`, else `$HOME/.config`).
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        UserFolder.configuration.tomoFolder(environment: environment).appending(path: "state.json")
    }

    /// The state kept at `url`: empty when there is none; when the file does not read as a state (damaged,
    /// or not Tomo's), empty too, with the reason for the log.
    public static func load(from url: URL) -> (state: RememberedState, notice: String?) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return (RememberedState(), nil)
        } catch {
            return (RememberedState(), "Cannot read the remembered window state \(url.path): \(error.localizedDescription)")
        }
        // A state file is a few dozen bytes: anything large is not one (and is not read into memory twice).
        guard data.count <= 64 * 1024, let state = try? JSONDecoder().decode(RememberedState.self, from: data) else {
            return (RememberedState(), "The remembered window state \(url.path) is damaged; starting without it")
        }
        return (state, nil)
    }

    /// Writes the state to `url` (atomically), making its folder if need be.
    public func save(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
