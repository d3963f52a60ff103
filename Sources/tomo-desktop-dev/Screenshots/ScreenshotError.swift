/// A screen that did not come to show what its picture needs.
enum ScreenshotError: Error, CustomStringConvertible {
    case notShown(Int)
    /// A step the tour takes failed, as the screen said.
    case failed(String)

    var description: String {
        switch self {
        case .notShown(let frames): "the screen did not show what was awaited within \(frames) painted frames"
        case .failed(let message): message
        }
    }
}
