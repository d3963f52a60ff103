/// The identifying values an instance held (names, IDs, dates, institutions, device serials, its UIDs), as
/// runs of words: what de-identification must not leave anywhere in what it writes, what cleaning blanks out
/// of kept descriptions, and what the residual scan looks for.
///
/// Text is cut into words of letters, digits, dots and non-ASCII bytes (so a UID is one word, `DOE^JOHN` two),
/// compared without regard to ASCII case. A value is found where its words appear one after another, whatever
/// separates them: `JOHN DOE` in a description is found from the name `DOE^JOHN`. A single word shorter than
/// three characters is not looked for (a sex, an initial), nor are numbers that are no UID or date.
public struct IdentifyingValues: Sendable {
    /// Each value's words, by its first word.
    private(set) var runs: [[UInt8]: Set<[[UInt8]]>] = [:]
    /// What kind of value each run was (for reports that must not repeat the value itself).
    private(set) var kinds: [[[UInt8]]: String] = [:]

    public init() {}

    /// Whether no value was recorded.
    public var isEmpty: Bool { runs.isEmpty }

    /// Records `text`, a value of element `tag` with VR `vr`: a person's name also by each of its words.
    mutating func record(_ text: String, vr: ValueRepresentation, tag: DICOMTag) {
        let words = Self.words(of: Array(text.utf8))
        guard !words.isEmpty else { return }
        let kind = BasicProfile.name(of: tag)
        if vr == .PN {
            for word in words where word.count >= 3 { insert([word], kind: kind) }
        }
        if words.count > 1 || words[0].count >= 3 { insert(words, kind: kind) }
    }

    /// Only its UIDs (single words of digits and dots): what one instance may hold of another's, by reference.
    public var uids: IdentifyingValues {
        var uids = IdentifyingValues()
        for (first, set) in runs where first.contains(UInt8(ascii: ".")) && first.allSatisfy({ $0 == UInt8(ascii: ".") || (0x30...0x39).contains($0) }) {
            uids.runs[first] = set.filter { $0.count == 1 }
            for run in set where run.count == 1 { uids.kinds[run] = kinds[run] }
        }
        return uids
    }

    /// Records everything `other` holds.
    public mutating func formUnion(_ other: IdentifyingValues) {
        for (first, set) in other.runs { runs[first, default: []].formUnion(set) }
        kinds.merge(other.kinds) { old, _ in old }
    }

    /// Leaves out every run found in `bytes`: values the profile keeps elsewhere in the instance (an institution
    /// named like the scanner's manufacturer), whose words in the output are no leak.
    mutating func remove(runsFoundIn bytes: [UInt8]) {
        let words = Self.words(of: bytes)
        for (index, word) in words.enumerated() {
            guard let candidates = runs[word] else { continue }
            for run in candidates where index + run.count <= words.count && words[index..<index + run.count].elementsEqual(run) {
                runs[word]?.remove(run)
            }
            if runs[word]?.isEmpty == true { runs[word] = nil }
        }
    }

    private mutating func insert(_ words: [[UInt8]], kind: String) {
        runs[words[0], default: []].insert(words)
        if kinds[words] == nil { kinds[words] = kind }
    }

    /// The kinds of the values found in `bytes` (each once), in the order found.
    public func hits(in bytes: some Collection<UInt8>) -> [String] {
        guard !runs.isEmpty else { return [] }
        let words = Self.words(of: bytes)
        var found: [String] = []
        for (index, word) in words.enumerated() {
            guard let candidates = runs[word] else { continue }
            for run in candidates where index + run.count <= words.count && words[index..<index + run.count].elementsEqual(run) {
                let kind = kinds[run] ?? "an identifying value"
                if !found.contains(kind) { found.append(kind) }
            }
        }
        return found
    }

    /// `text` with each recorded value in it replaced by asterisks.
    func cleaning(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let spans = Self.wordSpans(of: bytes)
        var blanked = bytes
        var changed = false
        for (index, span) in spans.enumerated() {
            guard let candidates = runs[Self.folded(bytes[span])] else { continue }
            for run in candidates where index + run.count <= spans.count
                && (0..<run.count).allSatisfy({ Self.folded(bytes[spans[index + $0]]) == run[$0] }) {
                for position in span.lowerBound..<spans[index + run.count - 1].upperBound { blanked[position] = UInt8(ascii: "*") }
                changed = true
            }
        }
        return changed ? String(decoding: blanked, as: UTF8.self) : text
    }

    /// The words of `bytes`, upper-cased.
    static func words(of bytes: some Collection<UInt8>) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for byte in bytes {
            if isWordByte(byte) {
                word.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
            } else if !word.isEmpty {
                words.append(word)
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func wordSpans(of bytes: [UInt8]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            if isWordByte(byte) {
                if start == nil { start = index }
            } else if let first = start {
                spans.append(first..<index)
                start = nil
            }
        }
        if let first = start { spans.append(first..<bytes.count) }
        return spans
    }

    private static func folded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "."), 0x80...: true
        default: false
        }
    }
}
