/// Turns at listening on a port for C-MOVE: one storage node at a time can listen on a port, and a PACS sends
/// a move's instances to the port it knows Tomo by, so the moves of this process to one port (a series' and
/// a preview's) take turns, in the order they asked.
actor MoveListeningTurns {
    static let shared = MoveListeningTurns()

    /// The moves waiting for each port, in order; a port is listed while a move holds it.
    private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]

    /// Returns when the move asking holds `port`; it must ``release(_:)`` it after.
    func acquire(_ port: Int) async {
        guard waiting[port] != nil else {
            waiting[port] = []
            return
        }
        await withCheckedContinuation { waiting[port, default: []].append($0) }
    }

    /// Hands `port` to the next move waiting for it, if any.
    func release(_ port: Int) {
        guard var queue = waiting[port], !queue.isEmpty else {
            waiting[port] = nil
            return
        }
        let next = queue.removeFirst()
        waiting[port] = queue
        next.resume()
    }
}
