import Foundation
import TomoCore
import TomoURLSession

/// A real Orthanc PACS with its DICOMweb plugin (Debian's `orthanc` and `orthanc-dicomweb`), for the
/// DICOMweb client's tests: on a free loopback port, its DICOM port off, remote access off (it has no
/// bind-address option: it answers only 127.0.0.1), its storage in a throwaway folder, run as the `orthanc`
/// user when the tests run as root. Up in about 0.1 s; loaded over its REST API (`POST /instances`).
/// With users, it asks every request for HTTP Basic credentials (its uploads send the first user's).
public final class OrthancServer: Sendable {
    /// Its REST API, e.g. `http://127.0.0.1:41234`.
    public let baseURL: URL
    /// Its DICOM port, when its DICOM server is on.
    public let dicomPort: Int?
    /// Its AE title (checked: an association calling another is refused).
    public static let aeTitle = "ORTHANC"
    private let process: Locked<Subprocess?>
    private let launch: @Sendable () throws -> Subprocess
    private let folder: URL
    private let client: HTTPClient

    /// Its DICOMweb root: `…/dicom-web`.
    public var dicomWebURL: URL { baseURL.appending(path: "dicom-web") }

    private init(
        baseURL: URL, dicomPort: Int?, folder: URL, credentials: HTTPCredentials?, launch: @escaping @Sendable () throws -> Subprocess
    ) {
        self.baseURL = baseURL
        self.dicomPort = dicomPort
        self.folder = folder
        self.launch = launch
        process = Locked(nil)
        client = HTTPClient(transport: URLSessionTransport(), retryPolicy: .never).authorizing(credentials, for: baseURL)
    }

    /// A DICOM node Orthanc knows (its `DicomModalities`): what it may ask of it and send it.
    public struct Modality: Sendable {
        public var aeTitle: String
        public var port: Int

        public init(aeTitle: String, port: Int) {
            self.aeTitle = aeTitle
            self.port = port
        }
    }

    /// Starts an empty Orthanc; returns once it answers. `users` (name: password) turn authentication on;
    /// `modalities` (nil: none) turn its DICOM server on, on a port of its own, knowing those nodes on
    /// 127.0.0.1 (and only them: the calling host and title are checked).
    public static func start(users: [String: String] = [:], modalities: [Modality]? = nil) async throws -> OrthancServer {
        let orthanc = try TestEnvironment.requireProgram("Orthanc", package: "orthanc", alsoAt: ["/usr/sbin/Orthanc"])
        let plugin = "/usr/share/orthanc/plugins/libOrthancDicomWeb.so"
        guard FileManager.default.fileExists(atPath: plugin) else {
            throw MissingProgram(description: "Orthanc's DICOMweb plugin is missing: apt-get install orthanc-dicomweb")
        }
        let folder = try makeScratchFolder()
        let storage = folder.appending(path: "storage")
        try FileManager.default.createDirectory(at: storage, withIntermediateDirectories: true)
        // A port found free may be taken before Orthanc binds it (tests start servers side by side): a start
        // that fails is tried again on another port, what it said shown.
        for attempt in 1...3 {
            let port = try TestEnvironment.freePort()
            let dicomPort = try modalities.map { _ in try TestEnvironment.freePort() }
            let server = try makeServer(
                port: port, dicomPort: dicomPort, modalities: modalities ?? [], orthanc: orthanc, plugin: plugin, folder: folder,
                storage: storage, users: users)
            do {
                try await server.resume()
                return server
            } catch where attempt < 3 {
                FileHandle.standardError.write(Data("Orthanc on port \(port), attempt \(attempt): \(error)\n".utf8))
            }
        }
        throw SampleError("unreachable")
    }

    /// A server (not started) on `port` with its configuration written into `folder`.
    private static func makeServer(
        port: Int, dicomPort: Int?, modalities: [Modality], orthanc: URL, plugin: String, folder: URL, storage: URL,
        users: [String: String]
    ) throws -> OrthancServer {
        var configuration: [String: Any] = [
            "Name": "TomoTest", "HttpPort": port, "DicomServerEnabled": dicomPort != nil, "RemoteAccessAllowed": false,
            "AuthenticationEnabled": !users.isEmpty, "RegisteredUsers": users, "StorageDirectory": storage.path,
            "IndexDirectory": storage.path, "Plugins": [plugin], "HttpCompressionEnabled": true,
        ]
        if let dicomPort {
            configuration["DicomAet"] = aeTitle
            configuration["DicomPort"] = dicomPort
            configuration["DicomCheckCalledAet"] = true
            configuration["DicomCheckModalityHost"] = true
            configuration["DicomAlwaysAllowEcho"] = false
            configuration["DicomAlwaysAllowStore"] = false
            configuration["DicomModalities"] = Dictionary(uniqueKeysWithValues: modalities.map { modality in
                (modality.aeTitle.lowercased(), [
                    "AET": modality.aeTitle, "Host": "127.0.0.1", "Port": modality.port, "AllowEcho": true, "AllowFind": true,
                    "AllowGet": true, "AllowMove": true, "AllowStore": true,
                ] as [String: Any])
            })
        }
        let configurationFile = folder.appending(path: "orthanc.json")
        try JSONSerialization.data(withJSONObject: configuration).write(to: configurationFile)
        var executable = orthanc, arguments = [configurationFile.path]
        if getuid() == 0 {
            // Orthanc as root would own its files as root: run it as its own user, which owns the folder.
            // `setpriv` execs it (unlike `runuser`, which forks and returns before it has stopped).
            try runAsOrthanc(chown: folder)
            executable = URL(fileURLWithPath: "/usr/bin/setpriv")
            arguments = ["--reuid=orthanc", "--regid=orthanc", "--init-groups", orthanc.path] + arguments
        }
        let first = users.sorted { $0.key < $1.key }.first.map { HTTPCredentials.basic(user: $0.key, password: $0.value) }
        return OrthancServer(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, dicomPort: dicomPort, folder: folder, credentials: first,
            launch: { [executable, arguments] in try Subprocess(executable, arguments) })
    }

    /// Stops serving at once, keeping what it stores, until `resume()`: a server gone away. Killed, not
    /// asked: asked, Orthanc waits for its clients' idle connections to close.
    public func pause() async {
        guard let running = process.withLock({ process in defer { process = nil }; return process }) else { return }
        _ = await running.stop(signal: SIGKILL)
    }

    /// Serves again on the same port with the same storage; returns once it answers.
    public func resume() async throws {
        let started = try launch()
        let log = Locked<[String]>([])
        let up = await started.errorLine { line in
            log.withLock { $0.append(line) }
            return line.contains("Orthanc has started")
        }
        guard up != nil else {
            started.terminateIfRunning()
            throw SampleError("Orthanc did not start: \(log.withLock { $0.suffix(8).joined(separator: "\n") })")
        }
        process.withLock { $0 = started }
    }

    /// Stores the DICOM file at `path`; returns Orthanc's answer (its ids of the instance, series, study).
    @discardableResult
    public func upload(_ path: String) async throws -> [String: Any] {
        let request = HTTPRequest(
            method: .post, url: baseURL.appending(path: "instances"), headers: ["Content-Type": "application/dicom"],
            body: try Data(contentsOf: URL(fileURLWithPath: path)))
        let response: HTTPResponse
        do {
            response = try await client.response(for: request)
        } catch HTTPError.transport {
            // A kept-alive connection Orthanc closed as it was reused (it closes idle ones after a second: an
            // upload that waited its turn on a busy machine). Storing an instance again is harmless.
            response = try await client.response(for: request)
        }
        guard response.statusCode == 200, let answer = try JSONSerialization.jsonObject(with: response.body) as? [String: Any] else {
            throw SampleError("Orthanc refused \(path): \(response.statusCode) \(String(decoding: response.body, as: UTF8.self))")
        }
        return answer
    }

    /// Deletes the instance Orthanc calls `id` (as `upload` answered it): an instance the PACS no longer holds.
    public func deleteInstance(_ id: String) async throws {
        let response = try await client.response(for: HTTPRequest(method: .delete, url: baseURL.appending(path: "instances").appending(path: id)))
        guard response.statusCode == 200 else { throw SampleError("Orthanc did not delete instance \(id): \(response.statusCode)") }
    }

    /// Stops it and removes its storage.
    public func stop() async {
        await pause()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Gives `folder` to the `orthanc` user.
    private static func runAsOrthanc(chown folder: URL) throws {
        guard let user = getpwnam("orthanc") else { throw SampleError("no orthanc user: apt-get install orthanc") }
        for path in [folder.path, folder.appending(path: "storage").path] {
            guard chown(path, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else { throw SampleError("cannot chown \(path)") }
        }
    }
}

/// Runs `body` with a fresh Orthanc (asking for `users`' credentials, if any), stopped afterwards whatever happens.
public func withOrthanc<T: Sendable>(
    users: [String: String] = [:], modalities: [OrthancServer.Modality]? = nil, isolation: isolated (any Actor)? = #isolation,
    _ body: (OrthancServer) async throws -> T
) async throws -> T {
    let orthanc = try await OrthancServer.start(users: users, modalities: modalities)
    do {
        let result = try await body(orthanc)
        await orthanc.stop()
        return result
    } catch {
        await orthanc.stop()
        throw error
    }
}

extension OrthancServer {
    /// Stores slices `slices` of the head CT.
    public func upload(_ head: HeadCTSeries, slices: Range<Int>) async throws {
        for k in slices { try await upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
    }

    /// Stores three studies: the head CT's first `headSlices` slices, and pydicom's `CT_small.dcm` and
    /// `MR_small.dcm` (one image each, of other patients); returns the head CT.
    @discardableResult
    public func uploadThreeStudies(headSlices: Int = 3) async throws -> HeadCTSeries {
        let head = try await HeadCTSeries.shared()
        try await upload(head, slices: 0..<headSlices)
        for name in ["CT_small.dcm", "MR_small.dcm"] { try await upload(try await DICOMSamples.pydicomFile(name)) }
        return head
    }
}
