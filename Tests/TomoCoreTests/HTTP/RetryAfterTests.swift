import Foundation
import Testing
import TomoCore

@Suite("Retry-After parsing")
struct RetryAfterTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT, RFC 9110's example date.
    private let now = Date(timeIntervalSince1970: 784_111_777)

    @Test("Delay-seconds", arguments: [("0", 0), ("1", 1), ("120", 120), (" 5 ", 5)])
    func seconds(field: String, seconds: Int) {
        #expect(RetryAfter.delay(from: field, now: now) == .seconds(seconds))
    }

    @Test("HTTP-dates in all three forms, measured from now", arguments: [
        "Sun, 06 Nov 1994 08:50:07 GMT",
        "Sunday, 06-Nov-94 08:50:07 GMT",
        "Sun Nov  6 08:50:07 1994",
    ])
    func httpDate(field: String) {
        #expect(RetryAfter.delay(from: field, now: now) == .seconds(30))
    }

    @Test("A date in the past means now")
    func pastDate() {
        #expect(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:00:00 GMT", now: now) == .zero)
    }

    @Test("Absent or malformed fields give nil", arguments: [nil, "", "  ", "-1", "1.5", "soon", "99999999999999999999", "Sun, 32 Nov 1994 08:50:07 GMT"])
    func garbage(field: String?) {
        #expect(RetryAfter.delay(from: field, now: now) == nil)
    }
}
