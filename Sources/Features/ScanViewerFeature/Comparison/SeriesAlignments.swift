import Observation
import TomoVolume

/// The alignments found between series of different frames of reference (a prior from another visit), each
/// estimated once from the images, off the main actor, once both volumes are whole: what linked panes move
/// through. A child of `ScanViewerModel`.
@MainActor
@Observable
public final class SeriesAlignments {
    /// Two series, by id: the alignment takes places in `from`'s coordinates to `to`'s.
    public struct Pair: Hashable, Sendable {
        public var from: String
        public var to: String
    }

    /// Where an alignment stands.
    public enum State: Sendable, Hashable {
        case aligning
        case aligned(VolumeAlignment)
        /// Why it could not be found, in words.
        case failed(String)
    }

    /// Every alignment asked for, by the pair it was asked for.
    public private(set) var states: [Pair: State] = [:]
    /// The pairs whose alignment was kept from an earlier run rather than found now.
    public private(set) var kept: Set<Pair> = []
    /// The pairs whose alignment the reader moved by hand.
    public private(set) var adjusted: Set<Pair> = []
    /// Where alignments are kept between runs, if anywhere.
    @ObservationIgnored private let store: AlignmentStore?
    /// The pairs whose kept alignment has been looked for.
    @ObservationIgnored private var recalled: Set<Pair> = []

    init(store: AlignmentStore?) {
        self.store = store
    }

    /// Whether the alignment of `from` and `to` (either way round) was kept from an earlier run.
    public func isKept(from: String, to: String) -> Bool {
        kept.contains(Pair(from: from, to: to)) || kept.contains(Pair(from: to, to: from))
    }

    /// How series `from` and `to` stand, whichever way round it was asked for (an alignment found the other way
    /// is turned round).
    public func state(from: String, to: String) -> State? {
        if let state = states[Pair(from: from, to: to)] { return state }
        guard let reverse = states[Pair(from: to, to: from)] else { return nil }
        guard case .aligned(let alignment) = reverse else { return reverse }
        var turned = alignment
        turned.translation = alignment.translation * -1
        return .aligned(turned)
    }

    /// Whether the reader moved the alignment of `from` and `to` (either way round) by hand.
    public func isAdjusted(from: String, to: String) -> Bool {
        adjusted.contains(Pair(from: from, to: to)) || adjusted.contains(Pair(from: to, to: from))
    }

    /// Sets the translation of `from` against `to` by hand (a nudge), in place of any found, and keeps it.
    func adjust(from: String, to: String, translation: Vector3) {
        let pair = Pair(from: from, to: to)
        var alignment = VolumeAlignment(translation: translation, correlation: 0, overlap: 0)
        if case .aligned(let found) = state(from: from, to: to) {
            alignment.correlation = found.correlation
            alignment.overlap = found.overlap
        }
        states[Pair(from: to, to: from)] = nil
        states[pair] = .aligned(alignment)
        adjusted.insert(pair)
        let store = store
        Task { await store?.save(from, to, alignment) }
    }

    /// The translation taking `from`'s coordinates to `to`'s, once found.
    func translation(from: String, to: String) -> Vector3? {
        guard case .aligned(let alignment) = state(from: from, to: to) else { return nil }
        return alignment.translation
    }

    /// Takes the alignment kept from an earlier run for `from` against `to` (either way round), as soon as both
    /// series are open, before their slices have loaded, then calls `found`; looked for once per pair, not where
    /// one is known or under way. One kept for series of one frame of reference was set by hand (none is found
    /// there), and is said so.
    func recall(_ from: String, to: String, sameFrame: Bool, then found: @escaping @MainActor () -> Void) {
        let pair = Pair(from: from, to: to)
        guard let store, state(from: from, to: to) == nil, !recalled.contains(pair) else { return }
        recalled.insert(pair)
        Task {
            guard let alignment = await store.load(from, to), state(from: from, to: to) == nil else { return }
            states[pair] = .aligned(alignment)
            if sameFrame { adjusted.insert(pair) } else { kept.insert(pair) }
            found()
        }
    }

    /// Aligns `volume` of series `from` with `other` of series `to` off the main actor (the alignment kept from an
    /// earlier run, if any, instead), unless asked for already, then calls `found`; one found is kept.
    func align(_ from: String, _ volume: CTVolume, to: String, _ other: CTVolume, then found: @escaping @MainActor () -> Void) {
        guard state(from: from, to: to) == nil else { return }
        let pair = Pair(from: from, to: to)
        states[pair] = .aligning
        let store = store
        Task {
            if let alignment = await store?.load(from, to) {
                states[pair] = .aligned(alignment)
                kept.insert(pair)
                return found()
            }
            let result = await Task.detached(priority: .userInitiated) {
                Result { () throws(VolumeAlignmentError) in try volume.alignment(to: other) }
            }.value
            switch result {
            case .success(let alignment):
                states[pair] = .aligned(alignment)
                await store?.save(from, to, alignment)
            case .failure(let error): states[pair] = .failed(error.description)
            }
            found()
        }
    }
}
