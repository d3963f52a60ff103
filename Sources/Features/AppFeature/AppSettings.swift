import Foundation
import Logging
import TomoCore
import TomoSeries

/// What the app was asked to do at launch: which APIs, which screen first, what to open there (the
/// locations, the series, the preset).
public struct AppSettings: Sendable {
    /// Each screen's API; screens with none use the app's local server.
    public var apis: APIAddresses
    /// The disk cache's folder; nil for the one the `tomo` command line shares.
    public var cacheDirectory: URL?
    /// The id of the screen shown first (`ct`).
    public var firstScreen: String
    /// What to open instead of the APIs: files and folders, or one server, node or library; empty for the
    /// APIs.
    public var locations: [Location]
    /// What to tell a server among `locations` that asks who is there, if anything (the screen asks when
    /// the server wants some).
    public var credentials: HTTPCredentials?
    /// The series the CT viewer opens first; nil for the source's default (the API's, the only series of
    /// the files, or the user's choice among several).
    public var seriesID: String?
    /// The window preset the CT viewer starts with; nil for the series' default window.
    public var presetName: String?
    /// How much the app logs.
    public var logLevel: Logger.Level

    public init(
        apis: APIAddresses = APIAddresses(), cacheDirectory: URL? = nil, firstScreen: String = AppScreen.ct.id,
        locations: [Location] = [], credentials: HTTPCredentials? = nil, seriesID: String? = nil, presetName: String? = nil,
        logLevel: Logger.Level = .warning
    ) {
        self.apis = apis
        self.cacheDirectory = cacheDirectory
        self.firstScreen = firstScreen
        self.locations = locations
        self.credentials = credentials
        self.seriesID = seriesID
        self.presetName = presetName
        self.logLevel = logLevel
    }
}
