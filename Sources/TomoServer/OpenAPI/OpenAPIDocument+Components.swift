extension OpenAPIDocument {
    /// Shared parameters, responses and schemas.
    static let components = """
    components:
      parameters:
        PhotoID:
          name: id
          in: path
          required: true
          schema: { type: string }
        Grayscale:
          name: grayscale
          in: query
          required: false
          description: Present (with any value) for a grayscale photo.
          schema: { type: string }
          allowEmptyValue: true
        Blur:
          name: blur
          in: query
          required: false
          description: Blur amount 1–10; present without a value means 5.
          schema: { type: string, pattern: "^([1-9]|10)?$" }
          allowEmptyValue: true
        IfNoneMatch:
          name: If-None-Match
          in: header
          required: false
          schema: { type: string }
        SeriesID:
          name: id
          in: path
          required: true
          schema: { type: string }
      headers:
        ETag:
          description: A strong entity tag of the bytes; send it back in If-None-Match.
          schema: { type: string }
        CacheControl:
          description: The bytes at this URL never change.
          schema: { type: string }
      responses:
        NotModified:
          description: The client's copy (named by If-None-Match) is current.
        NotFound:
          description: No such series or slice.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Error" }
        TooLarge:
          description: The request body is over the size limit.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Error" }
        BadRequest:
          description: A query parameter is invalid.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Error" }
      schemas:
        PhotoSideAndExtension:
          type: string
          pattern: "^([1-9][0-9]{0,2}|[1-4][0-9]{3}|5000)([.]jpg)?$"
        SliderTestStep:
          type: object
          required: [ticks, session_id, step_count]
          properties:
            ticks:
              type: array
              minItems: 15
              maxItems: 15
              items: { type: number }
            session_id: { type: integer, minimum: 1 }
            step_count: { type: integer, minimum: 1, maximum: 3 }
        SliderTestCompletion:
          type: object
          required: [session_id, complete]
          properties:
            session_id: { type: integer }
            complete: { type: string, enum: ["true"] }
        PicsumPhoto:
          type: object
          required: [id, author, width, height, url, download_url]
          properties:
            id: { type: string }
            author: { type: string }
            width: { type: integer }
            height: { type: integer }
            url: { type: string }
            download_url: { type: string }
        MediaCoverage:
          type: object
          required: [id, title, language, mediaType, coverageURL, publishedAt, publishedBy, thumbnail]
          properties:
            id: { type: string }
            title: { type: string }
            language: { type: string }
            mediaType: { type: integer }
            coverageURL: { type: string }
            publishedAt: { type: string, pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }
            publishedBy: { type: string }
            thumbnail:
              type: object
              required: [id, version, domain, basePath, key, qualities, aspectRatio]
              properties:
                id: { type: string }
                version: { type: integer }
                domain: { type: string }
                basePath: { type: string }
                key: { type: string }
                qualities: { type: array, items: { type: integer } }
                aspectRatio: { type: number }
            backupDetails:
              type: object
              required: [pdfLink, screenshotURL]
              properties:
                pdfLink: { type: string }
                screenshotURL: { type: string }
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
