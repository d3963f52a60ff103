import Hummingbird

/// `GET /openapi.yaml` (the API description) and `GET /health`.
struct DocumentRoutes: Sendable {
    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
        router.get("health") { _, _ in
            JSONBody.response(["status": "ok"])
        }
    }
}
