extension OpenAPIDocument {
    /// Paths of the health check and this document.
    static let documentPaths = """
      /health:
        get:
          summary: Liveness.
          operationId: getHealth
          responses:
            "200":
              description: The server is up.
              content:
                application/json:
                  schema:
                    type: object
                    required: [status]
                    properties: { status: { type: string } }
      /openapi.yaml:
        get:
          summary: This document.
          operationId: getOpenAPIDocument
          responses:
            "200":
              description: The OpenAPI document.
              content:
                application/yaml:
                  schema: { type: string }
    """
}
