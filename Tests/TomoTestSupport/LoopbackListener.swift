import Foundation

/// A TCP socket listening on 127.0.0.1, on a port the kernel picked: what the tests' hand-made peers accept on.
public struct LoopbackListener: Sendable {
    public let socket: Int32
    public let port: Int

    /// Binds and listens (a backlog of 8).
    public init() throws {
        let listener = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard listener >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        socket = listener
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Stops listening: a blocked `accept` returns an error.
    public func close() {
        shutdown(socket, Int32(SHUT_RDWR))
        Foundation.close(socket)
    }
}
