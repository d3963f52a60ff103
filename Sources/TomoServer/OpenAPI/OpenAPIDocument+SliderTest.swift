extension OpenAPIDocument {
    /// Paths of the slider-test API.
    static let sliderTestPaths = """
      /test_start:
        post:
          summary: Start a slider test (3 sliders of 15 ticks each).
          operationId: startSliderTest
          requestBody:
            required: true
            description: At most 4096 bytes.
            content:
              application/json:
                schema:
                  type: object
                  required: [choice]
                  properties:
                    choice: { type: string, enum: [start] }
          responses:
            "200":
              description: The first slider; with --slider-json-as-string, that JSON encoded again as a JSON string.
              content:
                application/json:
                  schema:
                    oneOf:
                      - $ref: "#/components/schemas/SliderTestStep"
                      - type: string
            "400": { $ref: "#/components/responses/BadRequest" }
            "413": { $ref: "#/components/responses/TooLarge" }
      /test_next:
        post:
          summary: Submit the choice for the current slider and get the next one, or the completion.
          operationId: nextSliderTest
          requestBody:
            required: true
            description: At most 4096 bytes.
            content:
              application/json:
                schema:
                  type: object
                  required: [session_id, choice]
                  properties:
                    session_id:
                      oneOf:
                        - { type: integer, minimum: 1, maximum: 2147483647 }
                        - { type: string, pattern: "^[0-9]{1,9}$" }
                    choice:
                      description: The chosen tick's index, 0–14 (the original spec sends it as a string).
                      oneOf:
                        - { type: integer, minimum: 0, maximum: 14 }
                        - { type: string, pattern: "^([0-9]|1[0-4])$" }
          responses:
            "200":
              description: The next slider, or the completion after the third choice (JSON-in-a-string in that mode).
              content:
                application/json:
                  schema:
                    oneOf:
                      - $ref: "#/components/schemas/SliderTestStep"
                      - $ref: "#/components/schemas/SliderTestCompletion"
                      - type: string
            "400": { $ref: "#/components/responses/BadRequest" }
            "404": { $ref: "#/components/responses/NotFound" }
            "409":
              description: The session is already complete.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            "413": { $ref: "#/components/responses/TooLarge" }
    """
}
