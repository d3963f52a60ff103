import Foundation
import NIOCore
import TomoCore

/// Writes the whole API as static files that a plain web server or object store serves unchanged,
/// the way to put the series in front of many users through a CDN.
///
/// Layout (paths as the API has them; a path that is also a folder holds its document as `index.json`):
/// `catalog`, `series/index.json`, `series/{id}/index.json`, `series/{id}/meta`,
/// `series/{id}/slice/{name}` (PNG, default window), `openapi.yaml`, and `nginx.conf`, a
/// configuration that serves the folder at those paths with the right content types (its
/// temporary files go in `tmp/`).
struct StaticExporter {
    let store: SeriesCatalogStore
    let renderer: SliceRenderer

    /// Exports into `folder` (created if needed). `progress` is called after each slice with (done, total).
    func export(to folder: URL, nginxPort: Int, progress: (Int, Int) -> Void) throws {
        let total = store.entries.reduce(0) { $0 + $1.series.slices.count }
        var done = 0
        try write(JSONBody.encode(store.catalog), to: folder.appending(path: "catalog"))
        try write(JSONBody.encode(store.defaultEntry.series), to: folder.appending(path: "series/index.json"))
        for entry in store.entries {
            let seriesFolder = folder.appending(path: "series/\(entry.series.id)")
            try write(JSONBody.encode(entry.series), to: seriesFolder.appending(path: "index.json"))
            try write(JSONBody.encode(entry.metadata), to: seriesFolder.appending(path: "meta"))
            for (index, name) in entry.series.slices.enumerated() {
                let key = SliceRenderer.Key(
                    seriesID: entry.series.id, index: index, variant: .windowed(entry.metadata.defaultWindow))
                let png = try renderer.render(key, volume: entry.volume, rescale: entry.metadata.rescale)
                try write(png, to: seriesFolder.appending(path: "slice/\(name)"))
                done += 1
                progress(done, total)
            }
        }
        try Data(OpenAPIDocument.yaml.utf8).write(to: folder.appending(path: "openapi.yaml"))
        try Data(NginxConfiguration.text(port: nginxPort).utf8).write(to: folder.appending(path: "nginx.conf"))
        try FileManager.default.createDirectory(at: folder.appending(path: "tmp"), withIntermediateDirectories: true)
    }

    private func write(_ buffer: ByteBuffer, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(buffer.readableBytesView).write(to: file, options: .atomic)
    }
}
