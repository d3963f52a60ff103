import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import TomoSampleVolumes

/// Tomo's reference server: the APIs the original assignments used, with real data, on one machine.
///
/// Make one with `init(configuration:)` (which loads the data), then either `run()` it until
/// SIGINT/SIGTERM, or `start()` it in-process (tests, the desktop app) and `stop()` it later.
public struct ReferenceServer: Sendable {
    public let configuration: ServerConfiguration
    let store: SeriesCatalogStore

    /// Loads every data source. Duplicate sources are served once.
    /// - Throws: `VolumeError` when a source cannot be read; `ReferenceServerError.noData` for no sources.
    public init(configuration: ServerConfiguration) throws {
        self.configuration = configuration
        var seen = Set<String>()
        var entries: [CatalogEntry] = []
        for source in configuration.dataSources {
            let clock = ContinuousClock()
            let start = clock.now
            let volume = try source.load()
            guard seen.insert(volume.key).inserted else { continue }
            entries.append(CatalogEntry(volume: volume))
            configuration.logger.info(
                "loaded \(source)",
                metadata: ["series": "\(entries.last!.series.id)", "slices": "\(volume.geometry.sliceCount)",
                           "time": "\(clock.now - start)"])
        }
        guard !entries.isEmpty else { throw ReferenceServerError.noData }
        store = SeriesCatalogStore(entries: entries)
    }

    /// Runs until SIGINT or SIGTERM, then shuts down cleanly. `onRunning` gets the bound base URL.
    public func run(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
        try await makeApplication(onRunning: onRunning).runService()
    }

    /// Starts serving in the background and returns once the port is bound.
    public func start() async throws -> RunningServer {
        let (urls, continuation) = AsyncStream.makeStream(of: URL.self)
        let application = makeApplication { url in continuation.yield(url) }
        let group = ServiceGroup(configuration: .init(services: [application], logger: configuration.logger))
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = urls.makeAsyncIterator()
        guard let url = await iterator.next() else {
            try await task.value
            throw ReferenceServerError.stoppedBeforeListening
        }
        return RunningServer(baseURL: url, group: group, task: task, gate: configuration.responseGate)
    }

    func makeApplication(onRunning: @escaping @Sendable (URL) async -> Void) -> some ApplicationProtocol {
        let router = Router(options: .autoGenerateHeadEndpoints)
        let images = router.group()
        if let gate = configuration.responseGate {
            images.add(middleware: ResponseGateMiddleware(gate: gate))
        }
        if configuration.faults.isActive {
            images.add(middleware: FaultMiddleware(injector: FaultInjector(configuration: configuration.faults)))
            configuration.logger.notice("fault injection on", metadata: ["faults": "\(configuration.faults)"])
        }
        SeriesRoutes(
            store: store, renderer: SliceRenderer(cacheBytes: configuration.sliceCacheBytes),
            originalOnly: configuration.originalSeriesAPIOnly)
            .register(on: router, images: images)
        DocumentRoutes().register(on: router)
        SliderTestRoutes(configuration: configuration.sliderTest).register(on: router)
        let photos = PhotoAPIs(configuration: configuration)
        photos.register(on: router, images: images)
        // Router middleware wraps routing itself, so added last it still sees every request.
        router.add(middleware: APIErrorMiddleware(allowedMethods: AllowedMethods(routes: router.routes)))
        // Repeated image GETs are answered in the channel pipeline; never while faults are injected,
        // since every image response must then meet its injected fate (or wait at the gate).
        let fastPath = configuration.faults.isActive || configuration.responseGate != nil ? nil : ImmutableResponseFastPath(cacheBytes: configuration.sliceCacheBytes)
        let recorder = configuration.trafficRecorder
        let host = configuration.host
        return Application(
            router: router,
            server: .http1(configuration: .init(additionalChannelHandlers: Self.channelHandlers(recorder: recorder, fastPath: fastPath))),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "tomo"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                let url = URL(string: "http://\(shownHost):\(port)")!
                photos.baseURL.serverStarted(at: url)
                await onRunning(url)
            },
            logger: configuration.logger)
    }

    /// The handlers for one new connection, after HTTP decoding: the traffic recorder's first, so it
    /// sees every request, then the fast path's.
    private static func channelHandlers(
        recorder: TrafficRecorder?, fastPath: ImmutableResponseFastPath?
    ) -> [any RemovableChannelHandler] {
        (recorder.map { [TrafficHandler(recorder: $0)] } ?? []) + (fastPath?.makeHandlers() ?? [])
    }
}

/// A reference server running in this process.
public final class RunningServer: Sendable {
    /// Where it listens, e.g. `http://127.0.0.1:43117`.
    public let baseURL: URL
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    private let gate: ResponseGate?

    init(baseURL: URL, group: ServiceGroup, task: Task<Void, any Error>, gate: ResponseGate?) {
        self.baseURL = baseURL
        self.group = group
        self.task = task
        self.gate = gate
    }

    /// Stops accepting connections, finishes the requests in flight and returns when done. A response
    /// gate still closed is opened first: the requests it holds would otherwise never finish (a test
    /// that failed before opening it would hang the whole run on the way out).
    public func stop() async {
        gate?.open()
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }
}

/// Why a reference server could not be made or started.
public enum ReferenceServerError: Error, Sendable, CustomStringConvertible {
    /// No data source was given.
    case noData
    /// The server stopped before it bound its port (the error it stopped with is logged).
    case stoppedBeforeListening

    public var description: String {
        switch self {
        case .noData: "no data to serve: give at least one data source"
        case .stoppedBeforeListening: "the server stopped before it was listening"
        }
    }
}
