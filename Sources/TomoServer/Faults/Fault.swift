/// The fate of one image response.
enum Fault: Sendable, Hashable {
    case none
    /// Answer with this 5xx status instead.
    case serverError(status: Int)
    /// Send only this fraction of the body, then close the connection.
    case truncate(fraction: Double)
    /// Flip bytes in the body, chosen by this seed.
    case corrupt(seed: UInt64)
}
