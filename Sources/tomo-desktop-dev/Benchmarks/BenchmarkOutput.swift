import Foundation

/// Writes a benchmark's figures as pretty-printed JSON, or says on standard error why it cannot.
enum BenchmarkOutput {
    static func write(_ figures: some Encodable, to url: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(figures).write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("Cannot write \(url.path): \(error)\n".utf8))
        }
    }
}
