import Foundation
import Logging
import TomoCore

/// What the app was asked to do at launch: which APIs, which screen first, which series and preset.
public struct AppSettings: Sendable {
    /// Each screen's API; screens with none use the app's local server.
    public var apis: APIAddresses
    /// The disk cache's folder; nil for the one the `tomo` command line shares.
    public var cacheDirectory: URL?
    /// The id of the screen shown first (`ct`).
    public var firstScreen: String
    /// DICOM files and folders the CT viewer opens instead of its API; empty for the API.
    public var dicomPaths: [String]
    /// What the CT viewer tells a DICOMweb server it opens, if anything (it asks when the server wants some).
    public var dicomCredentials: HTTPCredentials?
    /// The series the CT viewer opens; nil for the API's default (or, from DICOM files, their only series
    /// or the user's choice among several).
    public var seriesID: String?
    /// The window preset the CT viewer starts with; nil for the series' default window.
    public var presetName: String?
    /// How much the app logs.
    public var logLevel: Logger.Level

    public init(
        apis: APIAddresses = APIAddresses(), cacheDirectory: URL? = nil, firstScreen: String = AppScreen.ct.id,
        dicomPaths: [String] = [], dicomCredentials: HTTPCredentials? = nil, seriesID: String? = nil, presetName: String? = nil,
        logLevel: Logger.Level = .warning
    ) {
        self.apis = apis
        self.cacheDirectory = cacheDirectory
        self.firstScreen = firstScreen
        self.dicomPaths = dicomPaths
        self.dicomCredentials = dicomCredentials
        self.seriesID = seriesID
        self.presetName = presetName
        self.logLevel = logLevel
    }
}
