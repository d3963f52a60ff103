import Foundation
import TomoCore

/// The current time as an HTTP `Date` header value (IMF-fixdate), formatted at most once a second.
final class HTTPDateClock: Sendable {
    private let state = Locked<(second: Int, text: String)>((-1, ""))

    /// Now, e.g. `Sat, 21 Nov 2026 10:43:56 GMT`.
    var now: String {
        let date = Date()
        let second = Int(date.timeIntervalSince1970)
        return state.withLock { cached in
            if cached.second != second {
                cached = (second, Self.format(date))
            }
            return cached.text
        }
    }

    private static func format(_ date: Date) -> String {
        date.formatted(
            Date.VerbatimFormatStyle(
                format: "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) GMT",
                locale: Locale(identifier: "en_US_POSIX"),
                timeZone: TimeZone(identifier: "GMT")!,
                calendar: Calendar(identifier: .gregorian)))
    }
}
