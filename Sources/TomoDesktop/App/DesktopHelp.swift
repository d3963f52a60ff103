import AppFeature
import FeatureSupport

/// `tomo-desktop --help`'s discussion: what it does without an API or a display, and every screen's keys,
/// from the app's and the screens' key tables (the desktop guide's tables, docs/desktop.md, are checked against the same).
package enum DesktopHelp {
    package static var discussion: String {
        var lines = [
            "For screens without an API, starts the reference server in-process on 127.0.0.1 (any free port) "
                + "with the built-in data when the first of them shows, so the app talks real HTTP to it. --api "
                + "sets every screen's API; --ct-api, --grid-api, --photos-api and --slider-api override it per "
                + "screen. --dicom PATH opens DICOM files or folders in the CT viewer instead of its API (as do "
                + "Ctrl+O and files dropped on the window); with several series a picker comes first. Without a "
                + "display (or with --headless), preloads the CT series with a progress bar and writes a montage PNG.",
            "",
            "Files and folders given as arguments open as with --dicom. Tomo runs once per user: while it runs, a "
                + "launch hands its files and folders to it (or brings its window forward) and ends; --new-instance "
                + "opens a window of its own.",
            "",
            "Keys on every screen: " + sentence(AppModel.keys.help),
        ]
        for screen in AppScreen.all {
            lines.append("")
            lines.append("\(screen.title): " + sentence(screen.keyHelp))
        }
        return lines.joined(separator: "\n")
    }

    /// "keys: does; keys: does."
    private static func sentence(_ help: [KeyHelp]) -> String {
        help.map { "\($0.keys): \($0.does)" }.joined(separator: "; ") + "."
    }
}
