import Foundation

/// A key read from a terminal in raw mode: what `TerminalKeyReader` tells apart.
public enum TerminalKey: Sendable, Hashable {
    case left, right, home, end, enter
    /// A digit typed.
    case digit(Int)
    /// Backspace or Delete.
    case erase
    /// Ctrl+C, Ctrl+D, q or Escape alone: the user gives up.
    case quit
    /// Anything else.
    case other
}

/// Reads single keys from standard input while it is a terminal, with echo and line editing off
/// (raw mode), restoring the terminal's settings afterwards.
public struct TerminalKeyReader {
    /// Whether standard input is a terminal (else read lines).
    public static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 }

    public init() {}

    /// Runs `body` with the terminal in raw mode; `body` reads keys with `next()`.
    public func withRawMode<T>(_ body: (TerminalKeyReader) throws -> T) rethrows -> T {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return try body(self) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        return try body(self)
    }

    /// The next key; `.quit` once input ends.
    public func next() -> TerminalKey {
        guard let byte = readByte() else { return .quit }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x03, 0x04, UInt8(ascii: "q"): return .quit
        case 0x7F, 0x08: return .erase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit(Int(byte - UInt8(ascii: "0")))
        case 0x1B: return escapeSequence()
        default: return .other
        }
    }

    /// After Escape: an arrow, Home or End (`ESC [ C`, `ESC [ H`, `ESC [ 1 ~`, `ESC O F`, …).
    private func escapeSequence() -> TerminalKey {
        guard let introducer = readByte(), introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O"),
              let final = readByte()
        else { return .quit }
        switch final {
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "1"), UInt8(ascii: "4"), UInt8(ascii: "7"), UInt8(ascii: "8"):
            _ = readByte()  // the "~" of ESC [ 1 ~ (Home) and ESC [ 4 ~ (End)
            return final == UInt8(ascii: "1") || final == UInt8(ascii: "7") ? .home : .end
        default: return .other
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
