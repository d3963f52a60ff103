import CGtk
import TomoCore

/// GLib's warnings and criticals (GTK's complaints: a wrong cast, a widget used after it was destroyed),
/// recorded as they are logged, and still written to standard error: a test checks that it caused none.
public enum GLibLog {
    private static let recorded = Locked<[String]>([])

    /// Installs the recorder (once per process: GLib takes one writer, before anything is logged).
    static let start: Void = {
        g_log_set_writer_func(
            { level, fields, count, _ in
                if level.rawValue & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0, let fields {
                    let message = (0..<Int(count)).lazy.map { fields[$0] }
                        .first { $0.key.map { String(cString: $0) } == "MESSAGE" }
                        .flatMap { field in field.value.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } }
                    GLibLog.recorded.withLock { $0.append(message ?? "(no message)") }
                }
                return g_log_writer_default(level, fields, count, nil)
            }, nil, nil)
    }()

    /// How many warnings and criticals have been logged so far.
    public static var count: Int { recorded.withLock { $0.count } }

    /// The warnings and criticals logged since `count` was `start`.
    public static func messages(since start: Int) -> [String] {
        recorded.withLock { Array($0.dropFirst(start)) }
    }
}
