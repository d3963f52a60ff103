import Foundation
import Logging
import TomoBuiltInServer

/// What the app was asked to do at launch: which APIs, which data, which screen first.
public struct AppSettings: Sendable {
    /// Each screen's API; nil ones are served by the built-in server.
    public var apis: APIAddresses
    /// The built-in server's data (empty: the real head CT if installed, then a phantom).
    public var builtInData: [BuiltInServer.Source]
    /// The disk cache's folder; nil for the one the `tomo` command line shares.
    public var cacheDirectory: URL?
    /// The screen shown first.
    public var firstScreen: Screen
    /// The series the CT viewer opens; nil for the API's default.
    public var seriesID: String?
    /// The window preset the CT viewer starts with; nil for the series' default window.
    public var presetName: String?
    /// How much the app logs.
    public var logLevel: Logger.Level

    public init(
        apis: APIAddresses = APIAddresses(), builtInData: [BuiltInServer.Source] = [], cacheDirectory: URL? = nil,
        firstScreen: Screen = .ct, seriesID: String? = nil, presetName: String? = nil, logLevel: Logger.Level = .warning
    ) {
        self.apis = apis
        self.builtInData = builtInData
        self.cacheDirectory = cacheDirectory
        self.firstScreen = firstScreen
        self.seriesID = seriesID
        self.presetName = presetName
        self.logLevel = logLevel
    }
}
