import ArgumentParser

/// `tomo dicom`: DICOM files and folders, read by Tomo itself.
struct DICOMCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dicom",
        abstract: "Read DICOM files and folders (or list a DICOMweb server's series): list their series, assemble a series into a volume, measure a region.",
        discussion: """
            SOURCE is a DICOM file or a folder (searched recursively); several may be given. Files that are \
            not DICOM images are skipped and named with the reason. Slices are ordered by their position \
            along the images' normal, slice 0 the lowest, whatever their instance numbers or file names.
            """,
        subcommands: [DICOMEchoCommand.self, DICOMSendCommand.self, DICOMListCommand.self, DICOMVolumeCommand.self, DICOMStatsCommand.self, DICOMStudiesCommand.self, DICOMReportCommand.self, DICOMKeyImagesCommand.self])

    init() {}
}
