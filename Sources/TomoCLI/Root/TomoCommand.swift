import ArgumentParser
import TomoBuildInfo
import TomoServerCommands

/// `tomo`: CT series over REST from the command line: list, fetch into the cache, render, serve.
///
/// Run it with `execute(_:)`, which prints errors as one line and returns the documented exit status.
public struct TomoCommand: AsyncParsableCommand {
    /// The root command: its help, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "tomo",
        abstract: "Browse images served over REST: CT series (list, fetch, render), the image grid, Picsum photos; serve the APIs.",
        discussion: """
            Every command but serve talks to the API at --api: by default $TOMO_API, else \
            \(ClientOptions.fallbackAPI) (what `tomo serve` and scripts/run.sh start). Any API with the original \
            `GET /series` and `GET /series/{id}/slice/{name}` works; the catalog, metadata and 16-bit slices of \
            Tomo's reference server are used when present.

            Exit status:
            \(CommandExitStatus.allCases.map { "  \($0.rawValue)  \($0)" }.joined(separator: "\n"))
            """,
        version: TomoVersion.description,
        subcommands: [
            SeriesCommand.self, FetchCommand.self, RenderCommand.self, ExportCineCommand.self, AnonymizeCommand.self, DICOMCommand.self, LibraryCommand.self, CompareCommand.self, HangingProtocolCommand.self, SegCommand.self, GridCommand.self, PhotosCommand.self, SliderTestCommand.self, CacheCommand.self, ServeCommand.self,
        ])

    /// The command before parsing, as ArgumentParser makes it.
    public init() {}
}
