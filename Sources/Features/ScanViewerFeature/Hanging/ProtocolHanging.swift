import Observation
import TomoSeries

/// Hanging protocols in the viewer: the protocol that hung what shows, and what the last hanging or saving had
/// to say. A child of `ScanViewerModel`, which matches and opens (`ScanViewerModel+Hanging`).
@MainActor
@Observable
public final class ProtocolHanging {
    /// The name of the protocol that hung what shows; nil where none did (a series chosen by hand).
    public internal(set) var protocolName: String?
    /// What the user should know: the protocol file does not read, a layout was saved as a protocol, or why not.
    public internal(set) var message: String?
    /// Where protocols come from; nil where the viewer hangs none (a series picker, the source's default).
    @ObservationIgnored let store: HangingProtocolStore?
    /// The protocol that chose the series opening in a pane, with the choices of its other panes: applied once
    /// it has opened.
    @ObservationIgnored var pending: HangingCandidate?

    init(store: HangingProtocolStore?) {
        self.store = store
    }

    /// The title of what saves the layout as a protocol (the help's).
    public static let saveTitle = "Save Layout as Protocol"

    /// What the layout menu's tip says of the hanging: "Hung by CT with MPR"; nil where none hung it.
    public var tip: String? { protocolName.map { "Hung by the hanging protocol “\($0)”" } }

    /// The protocols to hang by, any problem with the user's file kept to say; none without a store.
    func protocols() async -> [HangingProtocol] {
        guard let store else { return [] }
        let (protocols, problem) = await store.load()
        message = problem.map { "Hanging protocols: \($0) (the built-in ones hang)" }
        return protocols
    }
}
