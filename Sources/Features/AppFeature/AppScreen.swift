import FeatureSupport
import Foundation
import TomoConnection

/// One screen of the app as the app model knows it: its name (`--screen ct`), its title in the
/// switcher, its keys, and how to make and start its model. `AppScreen.all` lists them: adding a screen
/// is one entry there (and its view in each front end's registry).
public struct AppScreen: Sendable, Hashable, Identifiable {
    /// The screen's name on the command line: `ct`.
    public let id: String
    /// The screen's name in the app's switcher: "CT scan".
    public let title: String
    /// What the screen's keys do, from its model's key table.
    public let keyHelp: [KeyHelp]
    /// Whether the screen needs its API when launched with these settings (the CT viewer on DICOM files
    /// does not); one that does is made only once it has one (the local server's, started then if need be).
    let needsAPI: @Sendable (AppSettings) -> Bool
    /// Opens files in the screen's model (the CT viewer opens DICOM); nil for a screen that opens none.
    let openFiles: (@MainActor @Sendable (any ScreenModel, [String]) async -> Void)?
    /// Makes the model on `context`; its `start` begins the screen's work.
    let make: @MainActor @Sendable (ScreenContext) -> ScreenInstance

    /// A screen that needs its API unless `needsAPI` says otherwise, and opens files if it has `openFiles`.
    public init(
        id: String, title: String, keyHelp: [KeyHelp], needsAPI: @escaping @Sendable (AppSettings) -> Bool = { _ in true },
        openFiles: (@MainActor @Sendable (any ScreenModel, [String]) async -> Void)? = nil,
        make: @escaping @MainActor @Sendable (ScreenContext) -> ScreenInstance
    ) {
        self.id = id
        self.title = title
        self.keyHelp = keyHelp
        self.needsAPI = needsAPI
        self.openFiles = openFiles
        self.make = make
    }

    public static func == (lhs: AppScreen, rhs: AppScreen) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The screen named `id` among `screens`; nil if none is.
    public static func named(_ id: String, in screens: [AppScreen] = all) -> AppScreen? {
        screens.first { $0.id == id }
    }

    /// Why `name` names none of `screens`, listing the names there are; nil when it names one.
    public static func unknownNameMessage(_ name: String, in screens: [AppScreen] = all) -> String? {
        guard named(name, in: screens) == nil else { return nil }
        return "no screen \(name): choose one of \(screens.map(\.id).joined(separator: ", "))"
    }
}

/// What a screen's model is made with: its API, the app's client session and live sources, the launch
/// settings, and where to say what did not work but stops nothing.
@MainActor
public struct ScreenContext {
    /// The base URL of the screen's API; nil only for a screen that needs none (`AppScreen.needsAPI`).
    public let apiURL: URL?
    /// The HTTP client, the image pipeline and its disk cache, shared by every screen.
    public let session: ClientSession
    /// The live sources the executable wired.
    public let sources: AppSources
    public let settings: AppSettings
    /// Adds a line to the app's notices (an unknown preset), for the log.
    public let notify: (String) -> Void
}

/// A screen's model, made, with how to start its work.
@MainActor
public struct ScreenInstance {
    public let model: any ScreenModel
    let start: @MainActor () async -> Void

    /// `model`, started by `start` (which returns once the first result is in).
    public init(_ model: any ScreenModel, start: @escaping @MainActor () async -> Void) {
        self.model = model
        self.start = start
    }
}

extension ScreenContext {
    /// The API's base URL of a screen that needs one, which the app model makes only once it has it.
    var requiredAPIURL: URL {
        guard let apiURL else { preconditionFailure("a screen that needs an API was made without one") }
        return apiURL
    }
}
