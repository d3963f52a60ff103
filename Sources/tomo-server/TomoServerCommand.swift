import ArgumentParser
import TomoServer

/// `tomo-server`: the reference server for Tomo's APIs.
@main
struct TomoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tomo-server",
        abstract: "Tomo's reference server: CT series (and more) over REST, offline, with real data.",
        subcommands: [ServeCommand.self, ExportCommand.self],
        defaultSubcommand: ServeCommand.self)
}
