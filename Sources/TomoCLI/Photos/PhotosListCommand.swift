import ArgumentParser
import TomoCore

/// `tomo photos list`: every photo's id, author and size, in list order, paged as Picsum pages.
struct PhotosListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the id, author and size of each photo in list order.",
        discussion: """
            Follows the Link header's rel="next" from page 1 until a page comes back empty or without a \
            next link (Picsum links one more page after a full last page), 100 photos per request. \
            --json prints {"photos": [{"id", "author", "width", "height", "url", "download_url"}]}.
            """)

    @OptionGroup var client: ClientOptions

    @Option(help: ArgumentHelp("At most this many pages of 100 (default: all).", valueName: "n"))
    var pages: Int?

    @Flag(help: "Print the photos as JSON.")
    var json = false

    init() {}

    func validate() throws {
        if let pages, pages <= 0 { throw ValidationError("--pages must be positive") }
    }

    func run() async throws {
        let session = try client.session()
        let api = PicsumAPI(baseURL: try client.baseURL())
        var photos: [PicsumPhoto] = []
        var next: Endpoint<PicsumPage>? = api.list(page: 1, limit: 100)
        var fetched = 0
        while let endpoint = next, fetched < pages ?? .max {
            let page = try await session.client.send(endpoint)
            fetched += 1
            photos += page.photos
            next = page.photos.isEmpty ? nil : api.page(after: page)
        }
        if json {
            print(JSONValue.object([("photos", .array(photos.map(Self.json)))]).text)
        } else {
            let table = TextTable(
                header: ["ID", "AUTHOR", "SIZE"], rightAligned: [0],
                rows: photos.map { [$0.id, $0.author, "\($0.width) × \($0.height)"] })
            table.lines.forEach { print($0) }
        }
    }

    private static func json(_ photo: PicsumPhoto) -> JSONValue {
        .object([
            ("id", .string(photo.id)), ("author", .string(photo.author)), ("width", .number(photo.width)),
            ("height", .number(photo.height)), ("url", .string(photo.url)), ("download_url", .string(photo.downloadURL)),
        ])
    }
}
