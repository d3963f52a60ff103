import Foundation

/// Standard error, for notes and progress (standard output holds only the result).
enum Console {
    /// Whether standard error is a terminal (then progress redraws one line).
    static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes `text` as is.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `line` and a line break.
    static func note(_ line: String) {
        write(line + "\n")
    }
}
