/// Thrown by `TrafficRecorder.wait(timeout:until:)` when the condition did not hold in time.
public struct TrafficWaitTimeout: Error, Sendable, CustomStringConvertible {
    /// How long the wait lasted.
    public let timeout: Duration
    /// What the recorder had seen when it gave up.
    public let snapshot: TrafficSnapshot

    public var description: String {
        "the server's traffic did not meet the condition within \(timeout): "
            + "\(snapshot.requests.count) requests, \(snapshot.connectionsOpened) connections opened, "
            + "\(snapshot.closedConnections.count) closed"
    }
}
