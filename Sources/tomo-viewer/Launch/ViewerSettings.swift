import Foundation
import TomoServer

/// What the command line asked for, shared by the window and the headless run.
struct ViewerSettings: Sendable {
    /// The API to talk to; nil starts the built-in server.
    var api: URL?
    /// The built-in server's data (empty: `DataSource.defaults`).
    var data: [DataSource]
    /// The series to open; nil for the API's default.
    var seriesID: String?
    /// The window preset to start with; nil for the series' default window.
    var presetName: String?
    /// The disk cache's folder, if given.
    var cacheDirectory: URL?
    /// Where the headless run writes its montage, if given.
    var montagePath: String?
    /// Where the window reports what it shows (UI tests), if anywhere.
    var stateReportPath: String?
}
