import ArgumentParser

/// `tomo seg`: segmentations (DICOM SEG) over a CT.
struct SegCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seg",
        abstract: "Segmentations (DICOM SEG): list them and their segments, measure them on their CT.",
        subcommands: [SegListCommand.self, SegStatsCommand.self])

    init() {}
}
