extension OpenAPIDocument {
    /// Paths of the Picsum-compatible photo API and the media-coverage grid API.
    static let photoPaths = """
      /v2/list:
        get:
          summary: A page of the photo list (Lorem Picsum's API).
          operationId: listPhotos
          parameters:
            - name: page
              in: query
              description: 1-based page; below 1 or not a number means 1.
              schema: { type: string }
            - name: limit
              in: query
              description: Photos per page, default 30, at most 100; not a number means 30.
              schema: { type: string }
          responses:
            "200":
              description: The page; a `Link` header names the previous and next pages.
              headers:
                Link: { schema: { type: string } }
              content:
                application/json:
                  schema:
                    type: array
                    items: { $ref: "#/components/schemas/PicsumPhoto" }
      /id/{id}/info:
        get:
          summary: One photo's list entry.
          operationId: getPhotoInfo
          parameters:
            - $ref: "#/components/parameters/PhotoID"
          responses:
            "200":
              description: The photo.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/PicsumPhoto" }
            "404": { $ref: "#/components/responses/NotFound" }
      /id/{id}/{size}:
        get:
          summary: A square JPEG of a photo, cropped to fill.
          operationId: getSquarePhoto
          parameters:
            - $ref: "#/components/parameters/PhotoID"
            - name: size
              in: path
              required: true
              description: 1–5000, optionally with `.jpg`; `.webp` answers 415.
              schema: { $ref: "#/components/schemas/PhotoSideAndExtension" }
            - $ref: "#/components/parameters/Grayscale"
            - $ref: "#/components/parameters/Blur"
            - $ref: "#/components/parameters/IfNoneMatch"
          responses: &photoResponses
            "200":
              description: The photo.
              headers:
                ETag: { $ref: "#/components/headers/ETag" }
                Cache-Control: { $ref: "#/components/headers/CacheControl" }
              content:
                image/jpeg:
                  schema: { type: string, format: binary }
            "304": { $ref: "#/components/responses/NotModified" }
            "400": { $ref: "#/components/responses/BadRequest" }
            "404": { $ref: "#/components/responses/NotFound" }
            "415":
              description: WebP was asked for; this server encodes JPEG only.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
      /id/{id}/{width}/{height}:
        get:
          summary: A JPEG of a photo at exactly width × height, cropped to fill.
          operationId: getPhoto
          parameters:
            - $ref: "#/components/parameters/PhotoID"
            - name: width
              in: path
              required: true
              description: 1–5000.
              schema: { type: string, pattern: "^([1-9][0-9]{0,2}|[1-4][0-9]{3}|5000)$" }
            - name: height
              in: path
              required: true
              description: 1–5000, optionally with `.jpg`; `.webp` answers 415.
              schema: { $ref: "#/components/schemas/PhotoSideAndExtension" }
            - $ref: "#/components/parameters/Grayscale"
            - $ref: "#/components/parameters/Blur"
            - $ref: "#/components/parameters/IfNoneMatch"
          responses: *photoResponses
      /api/v2/content/misc/media-coverages:
        get:
          summary: A page of media coverages for the image grid.
          operationId: listMediaCoverages
          parameters:
            - name: limit
              in: query
              description: Items per page, default 20; any number is honoured, up to every item there is.
              schema: { type: integer, minimum: 1 }
            - name: offset
              in: query
              description: Items to skip, default 0; past the end gives an empty array.
              schema: { type: integer, minimum: 0 }
          responses:
            "200":
              description: The items.
              content:
                application/json:
                  schema:
                    type: array
                    items: { $ref: "#/components/schemas/MediaCoverage" }
            "400": { $ref: "#/components/responses/BadRequest" }
      /images/media-coverages/{quality}/{key}:
        get:
          summary: A media coverage's image; URL = thumbnail.domain / basePath / quality / key.
          description: >
            Quality 0 is a 300 px thumbnail, 1 is 600 px, 2 is 1200 px (long side). A few items are
            deliberately missing (404) or broken (200 with an HTML page instead of an image), unless the
            server runs with --clean-grid.
          operationId: getMediaCoverageImage
          parameters:
            - name: quality
              in: path
              required: true
              schema: { type: string }
            - name: key
              in: path
              required: true
              schema: { type: string }
            - $ref: "#/components/parameters/IfNoneMatch"
          responses:
            "200":
              description: The image (or, for a deliberately broken item, an HTML page).
              content:
                image/jpeg:
                  schema: { type: string, format: binary }
                text/html:
                  schema: { type: string }
            "304": { $ref: "#/components/responses/NotModified" }
            "404": { $ref: "#/components/responses/NotFound" }
    """
}
