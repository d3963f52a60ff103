import Foundation

extension ReferenceServer {
    /// Writes every series as static files into `folder` (see the layout in `StaticExporter`),
    /// with an `nginx.conf` that serves them on `nginxPort`.
    /// - Parameter progress: called after each slice with (slices done, slices in all).
    public func export(to folder: URL, nginxPort: Int = 8081, progress: (Int, Int) -> Void = { _, _ in }) throws {
        let renderer = SliceRenderer(cacheBytes: 0)
        try StaticExporter(store: store, renderer: renderer).export(to: folder, nginxPort: nginxPort, progress: progress)
    }
}
