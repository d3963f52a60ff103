import ArgumentParser
import TomoCore
import TomoLibrary
import TomoPipeline
import TomoTerminal

/// `tomo library import`: files and folders indexed into the library.
struct LibraryImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import DICOM files, folders, discs (DICOMDIR) and ZIP archives into the library.",
        discussion: """
            Folders are searched recursively; a DICOMDIR (given, or at the root of a folder given) is followed \
            instead of searching its disc; a ZIP archive's files are indexed inside it and read from there. Files \
            are indexed where they are unless --copy copies them into the store (named by their UIDs; an \
            archive's taken out). Files \
            already imported and unchanged (size and modification time) are not read again; changed ones are \
            brought up to date. Progress goes to standard error; \
            the summary (new, updated, unchanged, skipped, damaged, in how many studies) and each file skipped \
            with why to standard output, and each file kept whose image cannot load (it ends inside its pixel \
            data: its image keeps its place in its series, as tomo dicom ls lists it) with why. Each batch of files is committed whole: an import stopped at any point keeps \
            what it did, and importing again completes it. Exits with 4 when no file holds an image the \
            library can take.
            """)

    @Argument(help: "DICOM files, folders, discs (a DICOMDIR) or ZIP archives.")
    var paths: [String]

    @Flag(help: "Copy the files into the library's store (for a disc or a folder that will go away).")
    var copy = false

    @OptionGroup var options: LibraryOptions

    init() {}

    func run() async throws {
        let library = try options.open()
        let reporter = ProgressReporter(title: "import")
        let last = Locked<ImportProgress?>(nil)
        let summary: ImportSummary
        do {
            summary = try await library.importFiles(paths, options: ImportOptions(copiesFiles: copy)) { progress in
                last.withLock { $0 = progress }
                reporter.update(Self.preload(progress), note: Self.studies(progress.studyCount))
            }
        } catch {
            throw error.commandFailure
        }
        if let progress = last.withLock({ $0 }) {
            reporter.finish(Self.preload(progress), note: Self.studies(progress.studyCount))
        }
        print("\(library.folder.path): \(summary.line)")
        for skip in summary.skipped { print("skipped \(skip)") }
        for damaged in summary.damaged { print("damaged \(damaged): kept, its image cannot load") }
        if summary.added + summary.updated + summary.unchanged == 0 {
            throw CommandFailure(.badData, "no DICOM image among \(paths.joined(separator: ", "))")
        }
    }

    private static func preload(_ progress: ImportProgress) -> PreloadProgress {
        PreloadProgress(completed: progress.filesDone, total: progress.fileCount, bytes: Int(progress.bytes))
    }

    private static func studies(_ count: Int) -> String {
        count == 1 ? "1 study" : "\(count) studies"
    }
}
