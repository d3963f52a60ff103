/// How a source, or a command, says why it found no image: the reason of the one file refused, or of the
/// first of several and how many.
public enum NoImagesText {
    /// ": IM1: unsupported image: …" for one reason, ": 3 files refused, the first IM1: …" for more, nothing
    /// for none.
    public static func why(_ reasons: [String]) -> String {
        guard let first = reasons.first else { return "" }
        return reasons.count == 1 ? ": \(first)" : ": \(reasons.count) files refused, the first \(first)"
    }
}
