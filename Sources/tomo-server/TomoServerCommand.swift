import ArgumentParser
import TomoBuildInfo
import TomoServerCommands

/// `tomo-server`: the reference server for Tomo's APIs.
@main
struct TomoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-server",
        abstract: "Tomo's reference server: CT series, photos, an image grid and a slider test over REST, offline.",
        version: TomoVersion.description,
        subcommands: [ServeCommand.self, ExportCommand.self],
        defaultSubcommand: ServeCommand.self)
}
