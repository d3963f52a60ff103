import Foundation
import TomoCore

/// A real Orthanc PACS with its DICOMweb plugin (Debian's `orthanc` and `orthanc-dicomweb`), for the
/// DICOMweb client's tests: on a free loopback port, its DICOM port off, remote access off (it has no
/// bind-address option: it answers only 127.0.0.1), its storage in a throwaway folder, run as the `orthanc`
/// user when the tests run as root. Up in about 0.1 s; loaded over its REST API (`POST /instances`).
public final class OrthancServer: Sendable {
    /// Its REST API, e.g. `http://127.0.0.1:41234`.
    public let baseURL: URL
    private let process: Subprocess
    private let folder: URL
    private let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: .never)

    /// Its DICOMweb root: `…/dicom-web`.
    public var dicomWebURL: URL { baseURL.appending(path: "dicom-web") }

    private init(baseURL: URL, process: Subprocess, folder: URL) {
        self.baseURL = baseURL
        self.process = process
        self.folder = folder
    }

    /// Starts an empty Orthanc; returns once it answers.
    public static func start() async throws -> OrthancServer {
        let orthanc = try TestEnvironment.requireProgram("Orthanc", package: "orthanc", alsoAt: ["/usr/sbin/Orthanc"])
        let plugin = "/usr/share/orthanc/plugins/libOrthancDicomWeb.so"
        guard FileManager.default.fileExists(atPath: plugin) else {
            throw MissingProgram(description: "Orthanc's DICOMweb plugin is missing: apt-get install orthanc-dicomweb")
        }
        let folder = try makeScratchFolder()
        let storage = folder.appending(path: "storage")
        try FileManager.default.createDirectory(at: storage, withIntermediateDirectories: true)
        let port = try TestEnvironment.freePort()
        let configuration: [String: Any] = [
            "Name": "TomoTest", "HttpPort": port, "DicomServerEnabled": false, "RemoteAccessAllowed": false,
            "AuthenticationEnabled": false, "StorageDirectory": storage.path, "IndexDirectory": storage.path,
            "Plugins": [plugin], "HttpCompressionEnabled": true,
        ]
        let configurationFile = folder.appending(path: "orthanc.json")
        try JSONSerialization.data(withJSONObject: configuration).write(to: configurationFile)
        var executable = orthanc, arguments = [configurationFile.path]
        if getuid() == 0 {
            // Orthanc as root would own its files as root: run it as its own user, which owns the folder.
            try runAsOrthanc(chown: folder)
            executable = URL(fileURLWithPath: "/usr/sbin/runuser")
            arguments = ["-u", "orthanc", "--", orthanc.path] + arguments
        }
        let process = try Subprocess(executable, arguments)
        guard await process.errorLine(where: { $0.contains("Orthanc has started") }) != nil else {
            process.terminateIfRunning()
            throw SampleError("Orthanc did not start: \(process.errorOutput())")
        }
        return OrthancServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, process: process, folder: folder)
    }

    /// Stores the DICOM file at `path`; returns Orthanc's answer (its ids of the instance, series, study).
    @discardableResult
    public func upload(_ path: String) async throws -> [String: Any] {
        let request = HTTPRequest(
            method: .post, url: baseURL.appending(path: "instances"), headers: ["Content-Type": "application/dicom"],
            body: try Data(contentsOf: URL(fileURLWithPath: path)))
        let response = try await client.response(for: request)
        guard response.statusCode == 200, let answer = try JSONSerialization.jsonObject(with: response.body) as? [String: Any] else {
            throw SampleError("Orthanc refused \(path): \(response.statusCode) \(String(decoding: response.body, as: UTF8.self))")
        }
        return answer
    }

    /// Stops it and removes its storage.
    public func stop() async {
        _ = await process.stop()
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

/// Runs `body` with a fresh Orthanc, stopped afterwards whatever happens.
public func withOrthanc<T: Sendable>(_ body: (OrthancServer) async throws -> T) async throws -> T {
    let orthanc = try await OrthancServer.start()
    do {
        let result = try await body(orthanc)
        await orthanc.stop()
        return result
    } catch {
        await orthanc.stop()
        throw error
    }
}
