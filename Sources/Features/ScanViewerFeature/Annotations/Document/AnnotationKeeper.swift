import Foundation
import Observation
import TomoAnnotations
import TomoCore
import TomoVolume

/// Keeps each series' annotations and its key image stars not saved yet in the annotation store without being
/// asked: reads a series' document the first time it opens (its annotations and stars join any made meanwhile),
/// and writes them again after each change, one write at a time, the latest list (changes during a write are written after it). A document
/// written before annotations kept their patient positions is written again at once in the form that keeps
/// them; records that cannot be placed on the series are written back as they were, never dropped. It says
/// when a kept document did not read (set aside) or a write failed (the annotations stay open; the banner's
/// action writes again).
@MainActor
@Observable
public final class AnnotationKeeper {
    /// What went wrong keeping the annotations, in words; nil when nothing did.
    public private(set) var notice: String?
    /// Whether `notice` is a write that failed (its action writes again), not a document set aside.
    public private(set) var isWriteFailure = false

    @ObservationIgnored private let store: (any AnnotationStore)?
    /// The series whose kept document has been read (or is being read): theirs is written from now on.
    @ObservationIgnored private var readSeries: Set<String> = []
    /// Series read, but still being read: their changes wait for the read.
    @ObservationIgnored private var reading: [String: Task<Void, Never>] = [:]
    /// The members Tomo does not read of each series' document and of each annotation (by its id).
    @ObservationIgnored private var unreadMembers: [String: (document: [(key: String, value: JSONValue?)], annotations: [Int: [(key: String, value: JSONValue?)]])] = [:]
    /// The records of each series' document that could not be placed on its images, written back as they were.
    @ObservationIgnored private var unplaced: [String: [AnnotationRecord]] = [:]
    /// The slices each series' reader starred as key images and has not saved, and those of its document that
    /// are no slice of the series (written back as they were).
    @ObservationIgnored private var keyImages: [String: Set<Int>] = [:]
    @ObservationIgnored private var unplacedKeyImages: [String: [Int]] = [:]
    /// Each series' frame of reference, which its document names.
    @ObservationIgnored private var frames: [String: String] = [:]
    /// The lists waiting to be written, by series id.
    @ObservationIgnored private var waiting: [String: AnnotationList] = [:]
    @ObservationIgnored private var writer: Task<Void, Never>?

    /// A keeper writing to `store`; with none, annotations last as long as the viewer.
    public init(store: (any AnnotationStore)?) {
        self.store = store
    }

    /// Reads series `seriesID`'s kept annotations and key image stars, once per series, placed on geometry
    /// `geometry` (in frame of reference `frameOfReferenceUID`), and hands them to `restore`, which returns the
    /// ids the annotations were given, the series' list now and the stars it has now (those kept that are slices
    /// of it, with any starred meanwhile); annotations that cannot be placed are counted in the notice. A document
    /// without the positions `geometry` gives is written again with them.
    func read(
        seriesID: String, geometry: VolumeGeometry?, frameOfReferenceUID: String?,
        restore: @escaping @MainActor ([any Annotation], _ keyImages: [Int]) -> (ids: [Int], list: AnnotationList, keyImages: Set<Int>)
    ) {
        guard let store, !readSeries.contains(seriesID) else { return }
        readSeries.insert(seriesID)
        frames[seriesID] = frameOfReferenceUID
        reading[seriesID] = Task {
            let found = await store.document(ofSeries: seriesID)
            reading[seriesID] = nil
            switch found {
            case .none: break
            case .setAside(let notice): report(notice, writeFailure: false)
            case .document(let document):
                let placed = document.annotations.map { AnnotationList.annotation(of: $0, geometry: geometry) }
                let (ids, list, stars) = restore(placed.compactMap { $0 }, document.keyImages)
                keyImages[seriesID] = stars
                unplacedKeyImages[seriesID] = document.keyImages.filter { !stars.contains($0) }
                let kept = zip(document.annotations, placed).compactMap(Self.unreadMembers)
                unreadMembers[seriesID] = (document.otherMembers, Dictionary(uniqueKeysWithValues: zip(ids, kept)))
                unplaced[seriesID] = zip(document.annotations, placed).compactMap { $1 == nil ? $0 : nil }
                let oldForm = zip(document.annotations, placed).contains { $1 != nil && $0.positions.isEmpty }
                if geometry != nil, oldForm || (frameOfReferenceUID != nil && document.frameOfReferenceUID == nil) {
                    waiting[seriesID] = waiting[seriesID] ?? list
                }
                let lost = placed.count { $0 == nil }
                if lost > 0 {
                    report("\(lost) saved annotation\(lost == 1 ? "" : "s") of this series could not be placed on its images and \(lost == 1 ? "is" : "are") not shown", writeFailure: false)
                }
            }
            if waiting[seriesID] != nil { startWriting() }
        }
    }

    /// Series `seriesID`'s annotations are now `list` and its stars not saved `stars`: they are written (after the
    /// series' document is read).
    func keep(_ list: AnnotationList, keyImages stars: Set<Int>, of seriesID: String) {
        guard store != nil else { return }
        keyImages[seriesID] = stars
        waiting[seriesID] = list
        startWriting()
    }

    /// The members of `record` that its placed `annotation` does not carry, to write again with it: those
    /// Tomo does not read, and a label on a kind that shows none (another tool's name for an ellipse); nil
    /// for a record not placed.
    private static func unreadMembers(_ record: AnnotationRecord, _ annotation: (any Annotation)?) -> [(key: String, value: JSONValue?)]? {
        guard let annotation else { return nil }
        guard let label = record.label, annotation.figure?.label == nil else { return record.otherMembers }
        return record.otherMembers + [("label", .string(label))]
    }

    /// Series `seriesID`'s document of annotations `list`, with the members Tomo did not read of the one kept
    /// and the records it could not place.
    func document(of list: AnnotationList, seriesID: String) -> AnnotationDocument {
        let members = unreadMembers[seriesID]
        return AnnotationDocument(
            seriesInstanceUID: seriesID, frameOfReferenceUID: frames[seriesID],
            annotations: list.records(keeping: members?.annotations ?? [:]) + (unplaced[seriesID] ?? []),
            keyImages: Array(keyImages[seriesID] ?? []) + (unplacedKeyImages[seriesID] ?? []), otherMembers: members?.document ?? [])
    }

    /// Writes again what failed, and forgets the notice.
    func retry() {
        notice = nil
        isWriteFailure = false
        startWriting()
    }

    /// Forgets the notice.
    func dismiss() {
        notice = nil
        isWriteFailure = false
    }

    /// Returns when every read has ended and every change has been written (or failed).
    public func waitUntilKept() async {
        while true {
            if let task = reading.values.first ?? writer {
                await task.value
            } else {
                return
            }
        }
    }

    private func report(_ message: String, writeFailure: Bool) {
        notice = message
        isWriteFailure = writeFailure
    }

    /// Starts the writer, unless it runs: it writes waiting lists until none is left whose document is read.
    private func startWriting() {
        guard writer == nil, let store else { return }
        writer = Task {
            while let seriesID = waiting.keys.first(where: { reading[$0] == nil }), let list = waiting.removeValue(forKey: seriesID) {
                let document = document(of: list, seriesID: seriesID)
                do {
                    try await store.save(document)
                } catch {
                    waiting[seriesID] = waiting[seriesID] ?? list
                    report("Cannot save the annotations of this series (\(error.localizedDescription)); they stay open here", writeFailure: true)
                    break
                }
            }
            writer = nil
        }
    }
}
