extension OpenAPIDocument {
    /// Paths of the CT series API.
    static let seriesPaths = """
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
              links:
                FirstSlice:
                  operationId: getSlice
                  parameters: { id: "$response.body#/id", name: "$response.body#/slices/0" }
                Metadata:
                  operationId: getSeriesMetadata
                  parameters: { id: "$response.body#/id" }
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
              description: A preset name from the metadata, or WIDTH,LEVEL (e.g. `80,40`); ignored with bits=16.
              schema:
                type: string
                pattern: "^(brain|subdural|stroke|bone|soft-tissue|lung|([1-9][0-9]{0,4}([.][0-9]+)?|0[.][0-9]*[1-9][0-9]*),-?[0-9]{1,5}([.][0-9]+)?)$"
            - name: bits
              in: query
              required: false
              schema: { type: string, enum: ["8", "16"] }
            - $ref: "#/components/parameters/IfNoneMatch"
          responses:
            "200":
              description: The slice image.
              headers:
                ETag: { $ref: "#/components/headers/ETag" }
                Cache-Control: { $ref: "#/components/headers/CacheControl" }
              content:
                image/png:
                  schema: { type: string, format: binary }
            "304": { $ref: "#/components/responses/NotModified" }
            "400": { $ref: "#/components/responses/BadRequest" }
            "404": { $ref: "#/components/responses/NotFound" }
    """
}
