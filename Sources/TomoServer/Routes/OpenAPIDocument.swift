/// The OpenAPI description of the reference server, served at `/openapi.yaml`.
///
/// Kept in code rather than as a bundle resource so that an installed binary can always serve it.
enum OpenAPIDocument {
    static let yaml = """
    openapi: 3.0.3
    info:
      title: Tomo reference server
      version: "1.0"
      description: >
        The APIs of the original Tomo assignments, served offline with real data.
        CT series: a series is an id and an ordered list of opaque slice names; the array order is
        the display order.
    paths:
      /series:
        get:
          summary: The default series, in the original API's shape.
          operationId: getDefaultSeries
          responses:
            "200":
              description: The default series.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Series" }
      /catalog:
        get:
          summary: Every series the server offers.
          operationId: getCatalog
          responses:
            "200":
              description: The catalog.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/SeriesCatalog" }
      /series/{id}:
        get:
          summary: One series.
          operationId: getSeries
          parameters:
            - $ref: "#/components/parameters/SeriesID"
          responses:
            "200":
              description: The series.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Series" }
            "404": { $ref: "#/components/responses/NotFound" }
      /series/{id}/meta:
        get:
          summary: Geometry, rescale and window presets of a series.
          operationId: getSeriesMetadata
          parameters:
            - $ref: "#/components/parameters/SeriesID"
          responses:
            "200":
              description: The metadata.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/SeriesMetadata" }
            "404": { $ref: "#/components/responses/NotFound" }
      /series/{id}/slice/{name}:
        get:
          summary: One slice image as PNG.
          description: >
            By default an 8-bit gray PNG windowed with the series' default window. `window` picks a
            preset or an explicit WIDTH,LEVEL in Hounsfield units; `bits=16` returns the stored values
            as a 16-bit gray PNG (HU = value × slope + intercept, from the metadata). Responses carry a
            strong ETag; a matching If-None-Match gives 304.
          operationId: getSlice
          parameters:
            - $ref: "#/components/parameters/SeriesID"
            - name: name
              in: path
              required: true
              description: A slice name from the series' `slices` array (one path segment, percent-encoded).
              schema: { type: string }
            - name: window
              in: query
              required: false
              description: A preset name from the metadata, or WIDTH,LEVEL (e.g. `80,40`).
              schema: { type: string }
            - name: bits
              in: query
              required: false
              schema: { type: string, enum: ["8", "16"] }
            - name: If-None-Match
              in: header
              required: false
              schema: { type: string }
          responses:
            "200":
              description: The slice image.
              headers:
                ETag: { schema: { type: string } }
                Cache-Control: { schema: { type: string } }
              content:
                image/png:
                  schema: { type: string, format: binary }
            "304":
              description: The client's copy (named by If-None-Match) is current.
            "400": { $ref: "#/components/responses/BadRequest" }
            "404": { $ref: "#/components/responses/NotFound" }
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
    components:
      parameters:
        SeriesID:
          name: id
          in: path
          required: true
          schema: { type: string }
      responses:
        NotFound:
          description: No such series or slice.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Error" }
        BadRequest:
          description: A query parameter is invalid.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Error" }
      schemas:
        Error:
          type: object
          required: [error]
          properties:
            error: { type: string }
        Series:
          type: object
          required: [id, slices]
          properties:
            id: { type: string }
            slices:
              type: array
              items: { type: string }
        SeriesSummary:
          type: object
          required: [id, description, modality, sliceCount]
          properties:
            id: { type: string }
            description: { type: string }
            modality: { type: string }
            sliceCount: { type: integer, minimum: 1 }
        SeriesCatalog:
          type: object
          required: [defaultSeriesID, series]
          properties:
            defaultSeriesID: { type: string }
            series:
              type: array
              items: { $ref: "#/components/schemas/SeriesSummary" }
        WindowLevel:
          type: object
          required: [width, level]
          properties:
            width: { type: number }
            level: { type: number }
        WindowPreset:
          type: object
          required: [name, window]
          properties:
            name: { type: string }
            window: { $ref: "#/components/schemas/WindowLevel" }
        SeriesMetadata:
          type: object
          required: [id, description, modality, rows, columns, sliceCount, pixelSpacing, sliceSpacing,
                     rescale, defaultWindow, windowPresets]
          properties:
            id: { type: string }
            description: { type: string }
            modality: { type: string }
            rows: { type: integer }
            columns: { type: integer }
            sliceCount: { type: integer }
            pixelSpacing:
              type: object
              required: [row, column]
              properties:
                row: { type: number }
                column: { type: number }
            sliceSpacing: { type: number }
            rescale:
              type: object
              required: [slope, intercept]
              properties:
                slope: { type: number }
                intercept: { type: number }
            defaultWindow: { $ref: "#/components/schemas/WindowLevel" }
            windowPresets:
              type: array
              items: { $ref: "#/components/schemas/WindowPreset" }
    """
}
