import Dispatch
import Foundation
import TomoCore

/// A loopback TCP listener that plays a broken or hostile DICOM peer: each connection it accepts reads what
/// arrives first (up to 64 KiB), then answers as `script` says.
public final class ScriptedPeer: Sendable {
    /// What the peer does once the caller's first bytes are in.
    public enum Script: Sendable {
        /// Says nothing, and keeps the connection open until stopped.
        case silent
        /// Sends `bytes`, then keeps the connection open until stopped.
        case answer([UInt8])
        /// Sends `bytes` and closes the connection.
        case answerAndClose([UInt8])
    }

    public let port: Int
    private let listener: LoopbackListener
    private let open = Locked<[Int32]>([])

    public init(_ script: Script) throws {
        let loopback = try LoopbackListener()
        let listener = loopback.socket
        self.listener = loopback
        port = loopback.port
        let open = open
        DispatchQueue.global().async {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }  // stopped
                open.withLock { $0.append(connection) }
                DispatchQueue.global().async {
                    var buffer = [UInt8](repeating: 0, count: 64 << 10)
                    guard read(connection, &buffer, buffer.count) > 0 else { return }
                    switch script {
                    case .silent: break
                    case .answer(let bytes): Self.send(bytes, to: connection)
                    case .answerAndClose(let bytes):
                        Self.send(bytes, to: connection)
                        // Closed here unless `stop()` took it first (it closes what it takes).
                        let mine = open.withLock { list in
                            guard let index = list.firstIndex(of: connection) else { return false }
                            list.remove(at: index)
                            return true
                        }
                        if mine { close(connection) }
                    }
                }
            }
        }
    }

    /// Stops listening and closes every connection.
    public func stop() {
        listener.close()
        for connection in open.withLock({ list in defer { list = [] }; return list }) {
            shutdown(connection, Int32(SHUT_RDWR))
            close(connection)
        }
    }

    private static func send(_ bytes: [UInt8], to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }
}
