import Foundation

/// `curl --parallel --parallel-max N` over a list of URLs, each body to `/dev/null`: the baseline for
/// a cold preload (transfers only; no decoding, no cache).
struct Curl {
    private let executable: URL
    private let arguments: [String]
    private let report: URL

    /// Writes the URL list for `urls` into `folder`.
    init(parallel: Int, urls: [URL], folder: URL) throws {
        executable = try ChildProcess.find("curl")
        let list = folder.appending(path: "urls.curlrc")
        report = folder.appending(path: "report.txt")
        let lines = urls.map { "url = \"\($0.absoluteString)\"\noutput = \"/dev/null\"\n" }
        try Data(lines.joined().utf8).write(to: list)
        arguments = [
            "--silent", "--show-error", "--no-progress-meter", "--fail",
            "--parallel", "--parallel-max", "\(parallel)",
            "--write-out", "%{http_code} %{size_download}\n",
            "--config", list.path,
        ]
    }

    /// Fetches every URL; returns the body bytes received. Throws if curl fails or a status is not 200.
    func fetch() async throws -> Int {
        try await ChildProcess.run(executable, arguments, output: report)
        let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n")
        var bytes = 0
        for line in lines {
            let fields = line.split(separator: " ")
            guard fields.count == 2, fields[0] == "200", let size = Int(fields[1]) else {
                throw BenchError.incompleteLoad("curl reported \"\(line)\"")
            }
            bytes += size
        }
        return bytes
    }
}
