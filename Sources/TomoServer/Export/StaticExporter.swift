import Foundation
import NIOCore
import TomoCore

/// Writes the API as static files that a plain web server or object store serves unchanged, the way
/// to put the series and photos in front of many users through a CDN.
///
/// Layout (paths as the API has them; a path that is also a folder holds its document as `index.json`):
/// `catalog`, `series/index.json`, `series/{id}/index.json`, `series/{id}/meta`,
/// `series/{id}/slice/{name}` (PNG, default window), the photo APIs' files (see `PhotoExport`; list
/// pages are named after their query, which `nginx.conf` maps), `openapi.yaml`, and `nginx.conf`, a
/// configuration that serves the folder at those paths with the right content types (its
/// temporary files go in `tmp/`).
struct StaticExporter {
    let store: SeriesCatalogStore
    let renderer: SliceRenderer
    let photos: PhotoExport
    /// The port `nginx.conf` listens on.
    let nginxPort: Int

    /// Exports into `folder` (created if needed). `progress` is called after each file with (done, total).
    func export(to folder: URL, progress: (Int, Int) -> Void) throws {
        let documents = [
            ExportFile(path: "openapi.yaml") { ByteBuffer(string: OpenAPIDocument.yaml) },
            ExportFile(path: "nginx.conf") { ByteBuffer(string: NginxConfiguration.text(port: nginxPort)) },
        ]
        let files = seriesFiles() + photos.files() + documents
        for (index, file) in files.enumerated() {
            try write(file.contents(), to: folder.appending(path: file.path))
            progress(index + 1, files.count)
        }
        try FileManager.default.createDirectory(at: folder.appending(path: "tmp"), withIntermediateDirectories: true)
    }

    private func seriesFiles() -> [ExportFile] {
        let top = [
            ExportFile(path: "catalog") { JSONBody.encode(store.catalog) },
            ExportFile(path: "series/index.json") { JSONBody.encode(store.defaultEntry.series) },
        ]
        return top + store.entries.flatMap { entry in
            let folder = "series/\(entry.series.id)"
            let documents = [
                ExportFile(path: "\(folder)/index.json") { JSONBody.encode(entry.series) },
                ExportFile(path: "\(folder)/meta") { JSONBody.encode(entry.metadata) },
            ]
            return documents + entry.series.slices.enumerated().map { index, name in
                ExportFile(path: "\(folder)/slice/\(name)") {
                    let key = SliceRenderer.Key(
                        seriesID: entry.series.id, index: index, variant: .windowed(entry.metadata.defaultWindow))
                    return try renderer.render(key, volume: entry.volume, rescale: entry.metadata.rescale)
                }
            }
        }
    }

    private func write(_ buffer: ByteBuffer, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(buffer.readableBytesView).write(to: file, options: .atomic)
    }
}
