import Foundation
import Testing

/// SHA-256 digests computed by coreutils' `sha256sum`, independently of the code under test.
public enum Sha256Sum {
    /// The digest of each of `blobs`, in order, as lowercase hex.
    public static func digests(of blobs: [Data]) async throws -> [String] {
        try await withScratchFolder { folder in
            var paths: [String] = []
            for (index, blob) in blobs.enumerated() {
                let url = folder.appending(path: "blob-\(index)")
                try blob.write(to: url)
                paths.append(url.path)
            }
            let sha256sum = URL(fileURLWithPath: "/usr/bin/sha256sum")
            let result = try await ProcessRun.run(sha256sum, paths)
            try #require(result.status == 0, "sha256sum failed: \(result.errors)")
            // Each line: "<hex>  <path>", in the order of the arguments.
            return result.text.split(separator: "\n").map { String($0.prefix(64)) }
        }
    }
}
