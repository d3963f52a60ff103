/// Errors as people read them: one line, the error's own description.
public enum ErrorMessage {
    /// `error` in one line.
    public static func text(for error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
