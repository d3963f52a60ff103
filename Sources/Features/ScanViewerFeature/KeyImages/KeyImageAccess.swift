import Foundation
import TomoSeries

/// How the viewer makes, stores and finds key images, as the app wires it (`KeyImageAccess.live` in
/// ScanViewerLive): the starred slices of a series as a DICOM Key Object Selection, a store of it where the
/// series came from, and the key object selections its source holds on a series.
public struct KeyImageAccess: Sendable {
    /// The titles a key object selection may be given (CID 7010's meanings), the first the default ("Of
    /// Interest").
    public var titles: [String]
    /// The key object selection of slices `slices` (in slider order) of `series`, titled `title` (one of
    /// `titles`), as a DICOM file. Throws an error in the reader's words when the series is not DICOM.
    public var make: @Sendable (_ slices: [Int], _ title: String, _ series: any OpenedSeries) async throws -> Data
    /// Stores `document` (a DICOM file) where `target` names: a PACS, a DICOM node, a study library.
    public var send: @Sendable (_ document: Data, _ target: PACSTarget) async throws -> Void
    /// How `send` stores a document at `address`, as the reader knows it ("STOW-RS", "C-STORE", "copied into the
    /// library"); nil where none can be stored.
    public var storeMethod: @Sendable (_ address: URL) -> String?
    /// The key object selections `source` holds on `series`, placed on its slices, the latest first; none where
    /// the source keeps none or cannot be asked.
    public var find: @Sendable (_ series: any OpenedSeries, _ source: any SeriesSource) async -> [FoundKeyImages]

    public init(
        titles: [String], make: @escaping @Sendable ([Int], String, any OpenedSeries) async throws -> Data,
        send: @escaping @Sendable (Data, PACSTarget) async throws -> Void, storeMethod: @escaping @Sendable (URL) -> String? = { _ in "STOW-RS" },
        find: @escaping @Sendable (any OpenedSeries, any SeriesSource) async -> [FoundKeyImages] = { _, _ in [] }
    ) {
        self.titles = titles
        self.make = make
        self.send = send
        self.storeMethod = storeMethod
        self.find = find
    }
}
