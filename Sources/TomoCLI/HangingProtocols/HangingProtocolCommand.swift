import ArgumentParser

/// `tomo hp`: hanging protocols, which choose the layout of a reading and the series each pane shows.
struct HangingProtocolCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hp",
        abstract: "Hanging protocols: which layout and series a study (and its prior) is read in.",
        subcommands: [HangingExplainCommand.self])

    init() {}
}
