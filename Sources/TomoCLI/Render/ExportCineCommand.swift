import ArgumentParser

/// `tomo export-cine SRC`: a series' plane as one looping GIF or APNG, or an MP4, the name a user looks for; `tomo render
/// --cine` does the work (one path: the same sources, sections, slabs, windows and refusals).
struct ExportCineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-cine",
        abstract: "Write every section of a series' plane (or a range of them, or their slabs) as one looping GIF or APNG, or an MP4 video.",
        discussion: """
            The same as tomo render --dicom SRC --cine with these options: each frame is the image \
            tomo render --slice K --no-overlays writes of section K (coronal and sagittal at square pixels, head up; \
            with --slab, each section's slab), through one window; APNG keeps every frame exactly, and so does a GIF \
            of grey sections. With --annotations, each frame is the image tomo render --slice K --annotations writes: \
            the viewer's overlays drawn on it. Any other option of tomo render's sources (--series, DICOMweb credentials, DIMSE \
            titles, --retrieve) may follow and is passed on.
            """)

    @Argument(help: ArgumentHelp(
        "A DICOM file or folder, a DICOMweb root (http://…/dicom-web), a DICOM node (dicom://AET@HOST:PORT), or the study library (library: or library:DIR).",
        valueName: "source"))
    var source: String

    @Option(help: ArgumentHelp("The plane: axial (the slices as stored), coronal or sagittal.", valueName: "plane"))
    var plane = "axial"

    @Option(parsing: .unconditional, help: ArgumentHelp("The sections from A to B (from 0, both kept; default: all).", valueName: "A,B"))
    var range: String?

    @Option(help: ArgumentHelp("A slab this many millimetres thick about each section, projected with --projection.", valueName: "mm"))
    var slab: String?

    @Option(help: ArgumentHelp("With --slab: mip, minip or mean.", valueName: "projection"))
    var projection: String?

    @Option(help: ArgumentHelp("A window preset of the series (brain, bone, …) or WIDTH,LEVEL in HU.", valueName: "preset|W,L"))
    var window: String?

    @Option(help: ArgumentHelp("Frames a second, 0.1 to 100.", valueName: "N"))
    var fps: String?

    @Flag(help: "Write the viewer's overlays on each frame: the patient, study and series, where the section is and its slab, the window, the patient's directions, a scale bar.")
    var annotations = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write: FILE.gif, FILE.apng, or FILE.mp4 (H.264, where the ffmpeg program is installed).", valueName: "file"))
    var output: String

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var passedOn: [String] = []

    init() {}

    /// The `tomo render` arguments that do this.
    var renderArguments: [String] {
        var arguments = ["--dicom", source, "--cine", "--plane", plane]
        for (name, value) in [("--range", range), ("--slab", slab), ("--projection", projection), ("--window", window), ("--fps", fps)] {
            if let value { arguments += [name, value] }
        }
        if annotations { arguments.append("--annotations") }
        return arguments + passedOn + ["-o", output]
    }

    func run() async throws {
        let render: RenderCommand
        do {
            render = try RenderCommand.parse(renderArguments)
        } catch {
            throw ValidationError(RenderCommand.message(for: error))
        }
        try await render.run()
    }
}
