import Foundation

/// A plain TCP connection to a loopback port, for playing a broken client: bytes sent as given, what comes
/// back read as it comes. Blocking: use it from `onBlockingThread`.
public final class RawConnection: @unchecked Sendable {
    private let socket: Int32

    public init(port: Int) throws {
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard socket >= 0, connected else { throw POSIXError(.ECONNREFUSED) }
    }

    /// Sends all of `bytes`.
    public func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Reads exactly `count` bytes, or fewer when the peer closes first.
    public func read(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let read = bytes[got...].withUnsafeMutableBytes { Foundation.read(socket, $0.baseAddress, $0.count) }
            guard read > 0 else { break }
            got += read
        }
        return Array(bytes[..<got])
    }

    /// Reads until the peer closes the connection (at most `limit` bytes); returns what came.
    public func readToEnd(limit: Int = 1 << 20) -> [UInt8] {
        read(limit)
    }

    public func close() {
        shutdown(socket, Int32(SHUT_RDWR))
        Foundation.close(socket)
    }
}
