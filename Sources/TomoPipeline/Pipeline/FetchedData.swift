import Foundation

/// Original image bytes and where the pipeline found them.
struct FetchedData: Sendable {
    enum Source: Sendable { case disk, network }
    let data: Data
    let source: Source
}
