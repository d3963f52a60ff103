import Foundation

/// Parses a `Retry-After` header field (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
public enum RetryAfter {
    /// The delay the field asks for, measured from `now`; nil when the field is absent or malformed.
    /// A date in the past gives zero.
    public static func delay(from field: String?, now: Date = Date()) -> Duration? {
        guard let field = field?.trimmingCharacters(in: .whitespaces), !field.isEmpty else { return nil }
        if let seconds = Int(field) {
            return seconds >= 0 ? .seconds(seconds) : nil
        }
        guard let date = httpDate(field) else { return nil }
        return .milliseconds(max(0, Int((date.timeIntervalSince(now) * 1000).rounded(.up))))
    }

    private static func httpDate(_ text: String) -> Date? {
        // IMF-fixdate, the obsolete RFC 850 form, and asctime, as RFC 9110 §5.6.7 requires.
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
