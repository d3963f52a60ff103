import TomoSeries

/// How the viewer tells what a series lost: files that could not be read, slices that did not load.
enum LossText {
    /// "12 files could not be read, their images are missing: IM3: the file is truncated (and 11 more)".
    static func unreadableFiles(_ files: [String]) -> String? {
        guard let first = files.first else { return nil }
        let count = files.count
        let head = count == 1 ? "1 file could not be read, its images are missing" : "\(count) files could not be read, their images are missing"
        return "\(head): \(first)" + (count > 1 ? " (and \(count - 1) more)" : "")
    }

    /// "2 slices did not load (8, 45): why the first did", slices counted from 1; nil when none failed.
    static func failedSlices(_ failed: [Int: String]) -> String? {
        let indices = failed.keys.sorted()
        guard let first = indices.first, let reason = failed[first] else { return nil }
        let shown = indices.prefix(5).map { String($0 + 1) }.joined(separator: ", ") + (indices.count > 5 ? ", …" : "")
        let head = indices.count == 1 ? "1 slice did not load (slice \(shown))" : "\(indices.count) slices did not load (\(shown))"
        return "\(head): \(reason)"
    }
}
