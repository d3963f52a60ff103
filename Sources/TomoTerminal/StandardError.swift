import Foundation

/// Standard error, where progress, notes and errors go (standard output holds only results).
public enum StandardError {
    /// Whether standard error is a terminal (then progress is drawn as one updating line).
    public static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes `text` unbuffered.
    public static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `line` and a line break.
    public static func writeLine(_ line: String) {
        write(line + "\n")
    }
}
