/// The app's `--report-state` file: what its window shows (mirrors the app's `StateReport`).
struct ViewerReport: Decodable, Equatable, Sendable {
    struct Image: Decodable, Equatable, Sendable {
        var index: Int
        var name: String
        var width: Int
        var height: Int
        var fnv1a: String
    }

    var phase: String
    var seriesID: String?
    var sliceCount: Int
    var index: Int
    var sliceName: String?
    var positionText: String
    var isLoadingSlices: Bool
    var loaded: Int
    var failed: Int
    var presetName: String?
    var isPlaying: Bool
    var error: String?
    var image: Image?

    /// Ready, every slice loaded, and the slice under the slider on screen.
    var isSettled: Bool {
        phase == "ready" && !isLoadingSlices && loaded == sliceCount && image?.index == index
    }
}
