import ArgumentParser

/// `tomo dicom sr`: DICOM structured reports of measurements (TID 1500).
struct DICOMReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sr",
        abstract: "Write Tomo's annotations as a DICOM SR measurement report (TID 1500), which OHIF, 3D Slicer and highdicom read; read such reports; send them to a PACS.",
        subcommands: [DICOMReportWriteCommand.self, DICOMReportReadCommand.self, DICOMReportSendCommand.self])

    init() {}
}
