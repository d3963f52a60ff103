import Foundation

extension ReferenceServer {
    /// Writes the APIs as static files into `folder` (see the layout in `StaticExporter` and
    /// `PhotoExport`), with an `nginx.conf` that serves them on `nginxPort`.
    ///
    /// Absolute URLs in the photo APIs' documents start with the configured public base URL, or else
    /// `http://127.0.0.1:{nginxPort}`.
    /// - Parameters:
    ///   - photos: how many Picsum pages to export, and at what size their images.
    ///   - progress: called after each file with (files done, files in all).
    public func export(
        to folder: URL, nginxPort: Int = 8081, photos: StaticExportOptions = StaticExportOptions(),
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        let apis = PhotoAPIs(configuration: configuration)
        let photoExport = PhotoExport(
            apis: apis, base: apis.baseURL.resolve(default: "http://127.0.0.1:\(nginxPort)"), options: photos)
        let exporter = StaticExporter(
            store: store, renderer: SliceRenderer(cacheBytes: 0), photos: photoExport, nginxPort: nginxPort)
        try exporter.export(to: folder, progress: progress)
    }
}
