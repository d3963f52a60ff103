import TomoSeries

/// Where the viewer's hanging protocols come from, and where a layout saved as one goes
/// (`HangingProtocolStore.file(at:)` in ScanViewerLive: the user's file, then the built-in protocols).
public struct HangingProtocolStore: Sendable {
    /// The protocols to hang by, the user's first; with why the user's file does not read, where it does not
    /// (the built-in ones hang then).
    public var load: @Sendable () async -> (protocols: [HangingProtocol], problem: String?)
    /// Keeps a protocol in place of any of its name; throws what went wrong, in words.
    public var save: @Sendable (HangingProtocol) async throws -> Void
    /// Where the user's protocols are kept, as the user would find it (said when one is saved).
    public var place: String

    public init(
        load: @escaping @Sendable () async -> (protocols: [HangingProtocol], problem: String?),
        save: @escaping @Sendable (HangingProtocol) async throws -> Void, place: String
    ) {
        self.load = load
        self.save = save
        self.place = place
    }
}
