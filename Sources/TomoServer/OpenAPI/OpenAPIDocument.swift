/// The OpenAPI description of the reference server, served at `/openapi.yaml`.
///
/// Kept in code rather than as a bundle resource so that an installed binary can always serve it;
/// each API's paths live in their own file beside this one.
enum OpenAPIDocument {
    static let yaml = header + "\n" + seriesPaths + "\n" + photoPaths + "\n" + sliderTestPaths + "\n"
        + documentPaths + "\n" + components + "\n"

    private static let header = """
    openapi: 3.0.3
    info:
      title: Tomo reference server
      version: "1.0"
      description: >
        The APIs of the original Tomo assignments, served offline with real data.
        CT series: a series is an id and an ordered list of opaque slice names; the array order is
        the display order.
    paths:
    """
}
