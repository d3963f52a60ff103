import Foundation
import TomoCore

/// What reading files and folders found: the series of their images, and each file skipped with why.
public struct DICOMScan: Sendable {
    public var series: [DICOMSeries]
    /// Files that are not DICOM images Tomo can show, or could not be read.
    public var skipped: [DICOMFileError]

    /// What a reader found (files, or a DICOMweb server's metadata): each series told the files it lost
    /// (`DICOMSeries.skippedFiles`).
    public init(series: [DICOMSeries], skipped: [DICOMFileError]) {
        self.series = series.map { series in
            var series = series
            series.skippedFiles = Self.skipped(skipped, of: series)
            return series
        }
        self.skipped = skipped
    }

    /// Reads the headers of every file at `paths` (folders searched recursively, hidden entries left
    /// out; a ZIP archive's files read inside it), on the blocking-work threads, and assembles the series.
    public static func scan(_ paths: [String]) async -> DICOMScan {
        // Listing folders reads the disk: on the blocking-work threads too, never on the cooperative pool.
        let listing = (try? await BlockingWork.run { listLocations(paths) }) ?? (files: [], missing: [])
        let files = listing.files
        var skipped = listing.missing
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        let results = await withTaskGroup(of: [(Int, Result<[DICOMInstance], DICOMFileError>)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    let mine = stride(from: worker, to: files.count, by: workers).map { ($0, files[$0]) }
                    return (try? await BlockingWork.run { mine.map { ($0, Self.instances(at: $1)) } }) ?? []
                }
            }
            return await group.reduce(into: []) { $0 += $1 }.sorted { $0.0 < $1.0 }
        }
        var instances: [DICOMInstance] = []
        for (_, result) in results {
            switch result {
            case .success(let found): instances += found
            case .failure(let error): skipped.append(error)
            }
        }
        return DICOMScan(series: DICOMSeries.assemble(instances), skipped: skipped)
    }

    /// Why each file skipped was refused ("PATH: why"), those that may have held images first: what to say
    /// when no series was found.
    public var refusals: [String] {
        (skipped.filter(\.mayHoldImages) + skipped.filter { !$0.mayHoldImages }).map(\.description)
    }

    /// The files of `skipped` that held, or may have held, images of `series`: those whose header names it,
    /// and DICOM files whose header could not be read that far (they may belong to any series). Files that
    /// are no DICOM, or hold no image, are not among them.
    private static func skipped(_ skipped: [DICOMFileError], of series: DICOMSeries) -> [DICOMFileError] {
        skipped.filter { $0.mayHoldImages && ($0.seriesInstanceUID ?? series.uid) == series.uid }
    }

    /// The images of the file at `location` as its header describes them (one per frame), or why it holds none
    /// Tomo can show. Reads up to its pixel data; blocks.
    public static func instances(at location: InstanceLocation) -> Result<[DICOMInstance], DICOMFileError> {
        do {
            let file = try DICOMFile.read(location, stopsAtPixelData: true)
            do {
                return .success(try DICOMInstance.instances(of: file, at: location))
            } catch {
                return .failure(DICOMFileError(path: location.description, error: error, seriesInstanceUID: file.dataSet.string(.seriesInstanceUID)))
            }
        } catch {
            return .failure(error)
        }
    }
}
