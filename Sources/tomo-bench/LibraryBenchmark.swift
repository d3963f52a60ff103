import Foundation
import TomoCore
import TomoDICOM
import TomoLibrary
import TomoTestSupport

/// The study library (issue 39), each figure beside its baseline in the same run, files in a RAM folder
/// (`/dev/shm`, else the temporary folder) with a warm page cache:
/// - importing a folder of 2,000 files (one series of 512 × 512 slices) in place into a new library, beside
///   reading the same headers into series (`DICOMScan`, what `tomo dicom ls` does), and importing it again;
/// - a library of 100,000 instances (1,000 studies of a CT and an MR series of 50 images, each its own
///   patient: `SyntheticStudies`, written as DICOM files and imported as a user would): study searches on each
///   field (p50/p99), the whole study list, and a series opened from the library beside its 50 files read.
struct LibraryBenchmark {
    let searches: Int

    private let searchGoal = Goal.atMost(0.020, "goal p99 ≤ 20 ms")
    private let listGoal = Goal.atMost(0.050, "goal p99 ≤ 50 ms")
    private let importGoal = Goal.atMost(1.3, "goal ≤ 1.3× the headers read")

    func run() async throws {
        let ram = URL(filePath: "/dev/shm", directoryHint: .isDirectory)
        let root = (FileManager.default.fileExists(atPath: ram.path) ? ram : FileManager.default.temporaryDirectory)
            .appending(path: "tomo-bench-library-v1", directoryHint: .isDirectory)
        let scratch = root.appending(path: "libraries-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let series = root.appending(path: "ct2000", directoryHint: .isDirectory)
        if !FileManager.default.fileExists(atPath: series.path) {
            TomoBench.progress("writing 2,000 slices of 512 × 512 into \(series.path)")
            try write(into: series, studies: 1, seriesPerStudy: 1, imagesPerSeries: 2000, size: 512)
        }
        let folder = series.path
        _ = await DICOMScan.scan([folder])  // the page cache warm
        var scans: [Duration] = [], imports: [Duration] = [], reimports: [Duration] = []
        for round in 0..<11 {
            scans.append(try await time { _ = await DICOMScan.scan([folder]) })
            let library = try StudyLibrary(folder: scratch.appending(path: "import-\(round)"))
            imports.append(try await time { _ = try await library.importFiles([folder]) })
            reimports.append(try await time { _ = try await library.importFiles([folder]) })
        }
        let (scan, imported, again) = (Samples(scans), Samples(imports), Samples(reimports))
        let ratio = imported.median / scan.median
        print("Library: import in place of 2,000 files (512 × 512 slices), median of 11, warm page cache")
        var importTable = Table("", "median", "ratio", "")
        importTable.add("headers read into series (tomo dicom ls)", scan.median.formatted, "1.00×", "baseline")
        importTable.add("import into a new library", imported.median.formatted, String(format: "%.2f×", ratio), importGoal.verdict(for: ratio))
        importTable.add("import again (nothing changed)", again.median.formatted, String(format: "%.2f×", again.median / scan.median), "")
        importTable.print()
        print()

        let many = root.appending(path: "studies-1000x2x50", directoryHint: .isDirectory)
        if !FileManager.default.fileExists(atPath: many.path) {
            TomoBench.progress("writing 100,000 files of 1,000 studies into \(many.path)")
            try write(into: many, studies: 1000, seriesPerStudy: 2, imagesPerSeries: 50, size: 8)
        }
        let library = try StudyLibrary(folder: scratch.appending(path: "large"))
        TomoBench.progress("importing 100,000 files")
        let clock = ContinuousClock()
        let started = clock.now
        let summary = try await library.importFiles([many.path])
        let importTime = clock.now - started
        guard summary.added == 100_000 else { throw BenchError.unexpected("the import of 100,000 files said \(summary.line)") }

        var generator = SplitMix64(seed: 39)
        func study() -> Int { Int.random(in: 0..<1000, using: &generator) }
        let kinds: [(String, () -> StudyQuery)] = [
            ("patient name", { StudyQuery(patientName: String(format: "Patient^%04d", study())) }),
            ("patient name, wildcard at the end", { StudyQuery(patientName: String(format: "patient^%03d*", study() / 10)) }),
            ("patient name, wildcard at the start", { StudyQuery(patientName: String(format: "*%04d", study())) }),
            ("patient ID", { StudyQuery(patientID: String(format: "P%04d", study())) }),
            ("date range (30 days)", {
                let first = study()
                return StudyQuery(studyDate: SyntheticStudies.date(ofStudy: first) + "-" + SyntheticStudies.date(ofStudy: first + 29))
            }),
            ("accession number", { StudyQuery(accessionNumber: String(format: "A%04d", study())) }),
            ("modality (every study)", { StudyQuery(modality: "MR") }),
            ("four fields at once", {
                let number = study()
                return StudyQuery(
                    patientName: String(format: "Patient^%04d", number), patientID: "P*",
                    studyDate: SyntheticStudies.date(ofStudy: number) + "-", modality: "CT")
            }),
        ]
        var rows: [(name: String, samples: Samples, verdict: String)] = []
        var all: [Duration] = []
        for (name, query) in kinds {
            var durations: [Duration] = []
            for _ in 0..<max(1, searches / kinds.count) {
                let made = query()
                durations.append(try await time { _ = try await library.studies(matching: made) })
            }
            all += durations
            rows.append((name, Samples(durations), ""))
        }
        let every = Samples(all)
        rows.append(("every search", every, searchGoal.verdict(forP99: every)))
        var lists: [Duration] = []
        for _ in 0..<50 { lists.append(try await time { _ = try await library.studies() }) }
        let list = Samples(lists)
        rows.append(("the study list (1,000 studies)", list, listGoal.verdict(forP99: list)))

        var opened: [Duration] = [], read: [Duration] = []
        for _ in 0..<20 {
            let number = study()
            let uid = SyntheticStudies.studyUID(number) + ".2"
            let files = many.appending(path: String(format: "S%04d/SE2", number)).path
            opened.append(try await time { _ = try await library.scan(series: uid) })
            read.append(try await time { _ = await DICOMScan.scan([files]) })
        }
        rows.append(("a series of 50 opened from the library", Samples(opened), ""))
        rows.append(("its 50 files' headers read", Samples(read), "baseline"))
        let rate = 100_000 / importTime.seconds
        print("Library of 100,000 instances (1,000 studies, \(searches) searches): imported in \(importTime.formatted), "
            + String(format: "%.0f files/s", rate))
        Table.latencies("search", rows).print()
        print()
    }

    private func write(into folder: URL, studies: Int, seriesPerStudy: Int, imagesPerSeries: Int, size: Int) throws {
        let partial = folder.deletingLastPathComponent().appending(path: folder.lastPathComponent + ".partial")
        try? FileManager.default.removeItem(at: partial)
        _ = try SyntheticStudies.write(
            into: partial, studies: studies, seriesPerStudy: seriesPerStudy, imagesPerSeries: imagesPerSeries, size: size)
        try FileManager.default.moveItem(at: partial, to: folder)
    }

    private func time(_ body: () async throws -> Void) async throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        return clock.now - start
    }
}
