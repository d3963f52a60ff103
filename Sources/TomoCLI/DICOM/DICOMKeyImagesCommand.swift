import ArgumentParser

/// `tomo dicom ko`: key images, as DICOM Key Object Selection documents.
struct DICOMKeyImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ko",
        abstract: "Key images: write a series' slices as a DICOM Key Object Selection (KOS), as the viewer's starred slices are saved; read one (Tomo's, Weasis', DCMTK's, highdicom's).",
        subcommands: [DICOMKeyImagesWriteCommand.self, DICOMKeyImagesReadCommand.self])

    init() {}
}
