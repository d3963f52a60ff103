import ArgumentParser

/// `tomo cache`: looks after the disk cache of slice images.
public struct CacheCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the disk cache of slice images.",
        subcommands: [CacheStatsCommand.self, CacheClearCommand.self],
        defaultSubcommand: CacheStatsCommand.self)

    public init() {}
}
