import ArgumentParser

/// `tomo cache`: looks after the disk cache of slice images.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the disk cache of slice images.",
        subcommands: [CacheStatsCommand.self, CacheClearCommand.self],
        defaultSubcommand: CacheStatsCommand.self)

    init() {}
}
