import Foundation
import TomoCore

/// Facts about where the tests run, and the programs they start.
public enum TestEnvironment {
    /// CI sets CI=true; there every optional dependency is installed, so a missing one fails the tests
    /// instead of skipping them.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false }

    /// The folder holding the package's built products (the test bundle sits beside them).
    public static var productsFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The built product `name` (`tomo`, `tomo-server`, `tomo-desktop`).
    /// - Throws: `MissingProgram` when it is not built.
    public static func product(_ name: String) throws -> URL {
        let url = productsFolder.appending(path: name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw MissingProgram(description: "\(name) is not built at \(url.path)")
        }
        return url
    }

    /// The program `name` on `PATH` (or at one of `alsoAt`), if it is there.
    public static func program(_ name: String, alsoAt paths: [String] = []) -> URL? {
        // A path is the program itself (DCMTK's storescu as /usr/bin/storescu: pynetdicom installs a script of
        // the same name that may come first on PATH).
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil }
        let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":").map { "\($0)/\(name)" }
        return (onPath + paths).first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    /// The program `name`, or an error naming the Debian package to install.
    public static func requireProgram(_ name: String, package: String, alsoAt paths: [String] = []) throws -> URL {
        guard let url = program(name, alsoAt: paths) else {
            throw MissingProgram(description: "\(name) is missing: install \(package) (scripts/install-dependencies.sh test)")
        }
        return url
    }

    /// A TCP port on 127.0.0.1 that nothing listened on a moment ago, for a server a test stops and starts
    /// again on the same port. It is drawn at random below the kernel's ephemeral range (where the
    /// kernel picks the local ports of outgoing connections, which could otherwise take the port while
    /// the server is down), never one handed out before in this run (another test's server may be down for a
    /// moment on it), and checked by binding it; the kernel's own pick if that range is too low.
    public static func freePort() throws -> Int {
        let ephemeralStart = (try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8))
            .flatMap { $0.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) } } ?? 32768
        if ephemeralStart > 12_000 {
            for _ in 0..<200 {
                let port = Int.random(in: 10_000 ..< ephemeralStart)
                // Never one handed out before: its server may be down for a moment between two starts.
                guard handedOut.withLock({ $0.insert(port).inserted }) else { continue }
                if try bindsFree(port) != nil { return port }
            }
        }
        guard let port = try bindsFree(0) else { throw POSIXError(.EADDRNOTAVAIL) }
        return port
    }

    /// The ports `freePort` has handed out in this process.
    private static let handedOut = Locked<Set<Int>>([])

    /// Binds `port` (0: any) on 127.0.0.1 and closes it again: the port bound, or nil if it is taken. The socket
    /// is closed on exec, so that a program another test starts meanwhile cannot keep the port bound.
    private static func bindsFree(_ port: Int) throws -> Int? {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketFD >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketFD, socketAddress, length) == 0 && getsockname(socketFD, socketAddress, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}

extension TestEnvironment {
    /// The TCP sockets on 127.0.0.1 or any address bound to `port`, one line each: their state (as
    /// /proc/net/tcp numbers it: 0A listening, 01 established, 06 time-wait, 07 closed) and the processes holding
    /// them: what a test that finds its port taken reports.
    public static func socketsBound(toPort port: Int) -> String {
        let wanted = String(format: "%04X", port)
        let lines = ((try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)) ?? "").split(separator: "\n").dropFirst()
        let sockets = lines.compactMap { line -> (state: String, inode: String)? in
            let fields = line.split(separator: " ")
            guard fields.count > 9, fields[1].hasSuffix(":\(wanted)") else { return nil }
            return (String(fields[3]), String(fields[9]))
        }
        guard !sockets.isEmpty else { return "none" }
        let holders = holdersOfSockets()
        return sockets.map { "state \($0.state), held by \(holders[$0.inode] ?? "no process")" }.joined(separator: "; ")
    }

    /// Per socket inode, the processes (pid and name) with a descriptor on it.
    private static func holdersOfSockets() -> [String: String] {
        var holders: [String: String] = [:]
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        for pid in processes {
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? [] {
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)"),
                    target.hasPrefix("socket:[")
                else { continue }
                let inode = String(target.dropFirst("socket:[".count).dropLast())
                holders[inode, default: ""] += (holders[inode] == nil ? "" : ", ") + "\(pid) \(name)"
            }
        }
        return holders
    }
}

/// A program a test needs is not there.
public struct MissingProgram: Error, CustomStringConvertible {
    public let description: String
}
