import ArgumentParser

/// `tomo seg`: segmentations (DICOM SEG) and RT Structure Sets over a CT.
struct SegCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seg",
        abstract: "Segmentations (DICOM SEG) and RT Structure Sets: list them and their segments, measure them on their CT, export them as NIfTI.",
        subcommands: [SegListCommand.self, SegStatsCommand.self, SegExportCommand.self])

    init() {}
}
