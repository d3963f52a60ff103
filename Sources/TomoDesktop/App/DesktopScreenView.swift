import TomoGTK

/// A screen of the desktop app: the widget tree its window page holds.
@MainActor
protocol DesktopScreenView: AnyObject {
    var root: Box { get }
}
