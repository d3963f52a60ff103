import Testing
import TomoCore

@Suite("RetryPolicy")
struct RetryPolicyTests {
    private let policy = RetryPolicy(maximumAttempts: 5, baseDelay: .milliseconds(100), maximumDelay: .seconds(1))

    @Test("Waits are drawn below a bound that doubles after each attempt, up to the maximum")
    func exponentialBackoffWithJitter() {
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil, unit: 0.5) == .milliseconds(50))
        #expect(policy.delay(afterAttempt: 2, retryAfter: nil, unit: 0.5) == .milliseconds(100))
        #expect(policy.delay(afterAttempt: 3, retryAfter: nil, unit: 0.5) == .milliseconds(200))
        #expect(policy.delay(afterAttempt: 3, retryAfter: nil, unit: 0) == .zero)
        #expect(policy.delay(afterAttempt: 5, retryAfter: nil, unit: 1) == .seconds(1), "capped")
        #expect(policy.delay(afterAttempt: 1_000, retryAfter: nil, unit: 1) == .seconds(1), "no overflow")
    }

    @Test("A longer Retry-After wins, capped by the maximum; a shorter one leaves the backoff")
    func retryAfter() {
        #expect(policy.delay(afterAttempt: 1, retryAfter: .milliseconds(700), unit: 0.5) == .milliseconds(700))
        #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(30), unit: 0.5) == .seconds(1))
        #expect(policy.delay(afterAttempt: 3, retryAfter: .zero, unit: 0.5) == .milliseconds(200))
    }

    @Test("At least one attempt")
    func attempts() {
        #expect(RetryPolicy(maximumAttempts: 0).maximumAttempts == 1)
        #expect(RetryPolicy.never.maximumAttempts == 1)
        #expect(RetryPolicy.standard.maximumAttempts == 4)
    }
}
