import ArgumentParser

/// `tomo photos`: Lorem Picsum's API (or the reference server's copy) from the command line.
struct PhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "List Lorem Picsum's photos, or write one to a file with the photo browser's filters.",
        discussion: """
            Talks to Picsum's API at --api (the reference server serves one): GET /v2/list pages, \
            GET /id/{id}/info, and the downsized images /id/{id}/{width}/{height}.
            """,
        subcommands: [PhotosListCommand.self, PhotosGetCommand.self])

    init() {}
}
