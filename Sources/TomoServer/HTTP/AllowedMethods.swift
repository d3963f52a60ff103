import Hummingbird

/// Which methods the routes accept at each path, so that a request with another method gets
/// 405 Method Not Allowed (with `Allow`) rather than 404. Built from the router's own route list.
struct AllowedMethods: Sendable {
    private let routes: [(path: RouterPath, method: HTTPRequest.Method)]

    /// - Parameter routes: the router's routes; HEAD is added wherever GET is, as the router
    ///   generates HEAD endpoints itself.
    init<Context>(routes: [Router<Context>.RouteDescription]) {
        self.routes = routes.flatMap { route in
            route.method == .get ? [(route.path, .get), (route.path, .head)] : [(route.path, route.method)]
        }
    }

    /// The methods some route accepts at `path`, sorted; empty when no route has that path.
    func methods(forPath path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        let methods = routes.filter { route in
            route.path.components.count == segments.count
                && zip(route.path.components, segments).allSatisfy { element, segment in element ~= segment }
        }.map(\.method)
        return Set(methods).sorted { $0.rawValue < $1.rawValue }
    }
}
