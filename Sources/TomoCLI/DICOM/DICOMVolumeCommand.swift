import ArgumentParser
import FeatureSupport
import Foundation
import Logging
import TomoArguments
import TomoConnection
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoPipeline
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo dicom volume`: a series assembled into a volume, its geometry and samples (HU for CT).
struct DICOMVolumeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "volume",
        abstract: "Assemble a DICOM series into a volume; print its geometry and values (HU for CT) at chosen voxels.",
        discussion: """
            --json prints {"dimensions": [columns, rows, slices], "spacing": [x, y, z], "origin": [x, y, z], \
            "direction": [9 numbers: row, column and slice directions], "samples": [{"index": [i, j, k], \
            "value": v, "hu": v}]}, in patient coordinates (millimetres, LPS); k counts slices from the lowest \
            along the normal (for one multi-frame image, k is the frame). "value" is the stored value through \
            the rescale; "hu" is given for a CT only. Progress goes to standard error. Exit status 1 when some files of the series failed, \
            when read or when their pixels were decoded (each is named); their slices are left out of the \
            samples. A SOURCE that is an http(s) URL is a DICOMweb server's \
            root: the series is assembled from its metadata and its frames fetched as stored (WADO-RS), the \
            same volume as from the files. A SOURCE dicom://AET@HOST:PORT is a DICOM node: the series is \
            placed from its instances' attributes (an image-level C-FIND) and each instance retrieved \
            (C-GET, as stored, kept in $XDG_CACHE_HOME/tomo/dimse) and read into the volume as it comes; \
            a node that does not describe its instances, and --retrieve move, retrieve the series whole \
            first, then read its files.
            """)

    @Argument(help: "DICOM files, folders or ZIP archives, one DICOMweb root (http://…), one DICOM node (dicom://AET@HOST:PORT), or the study library (library: or library:DIR).", transform: DICOMSources.location)
    var sources: [Location]

    @Option(help: "The Series Instance UID (needed when the sources hold several series).")
    var series: String?

    @Option(name: .customLong("sample"), help: "A voxel to print, as I,J,K (column, row, slice); repeatable.")
    var samples: [VoxelIndex] = []

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    @OptionGroup var retrieval: DIMSERetrievalOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    init() {}

    func validate() throws {
        try DICOMSources.checkServerAlone(in: sources)
    }

    func run() async throws {
        if let server = DICOMSources.webRoot(sources) {
            try await run(server: server)
            return
        }
        if let node = DICOMSources.node(sources), retrieval.retrieval == .get {
            try await run(node: node)
            return
        }
        let scan = try await DICOMSources.scan(sources, credentials: nil, series: series, dimse: dimse, retrieval: retrieval.retrieval)
        let chosen = try choose(from: scan)
        _ = try Self.makeVolume(for: chosen)  // what keeps the series from a volume, said before any file is read
        let opened = DICOMOpenedSeries(chosen)
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        // A file's error, once for all its frames.
        var failedFiles: [String] = []
        for failure in failures {
            let text = (failure.error as? DICOMFileError)?.description
                ?? "\(chosen.instances[failure.index].location): \(ErrorMessage.text(for: failure.error))"
            if !failedFiles.contains(text) { failedFiles.append(text) }
        }
        try report(volume, unit: chosen.summary.valueUnit, failures: chosen.skippedFiles.map(\.description) + failedFiles)
    }

    /// The volume from the DICOMweb server at `server`: its frames through a pipeline without a disk cache,
    /// straight into the volume.
    private func run(server: URL) async throws {
        let client = DICOMSources.client(for: server, credentials: try credentials.credentials())
        let session = ClientSession(client: client, diskCache: nil, logger: Logger(label: "tomo"))
        let source = DICOMwebSeriesSource(baseURL: server, pipeline: session.pipeline)
        let scan: DICOMScan
        do {
            scan = try await source.scanned(series: series)
        } catch let error as DICOMError {
            throw CommandFailure(.badData, "\(server.absoluteString): \(error)")
        }
        let chosen = try choose(from: scan)
        _ = try Self.makeVolume(for: chosen)  // the same refusal as for files, before any frame
        let opened = try await source.openSeries(id: chosen.uid)
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        try report(
            volume, unit: opened.valueUnit,
            failures: chosen.skippedFiles.map(\.description)
                + failures.map { "\(chosen.instances[$0.index].location): \(ErrorMessage.text(for: $0.error))" })
    }

    /// The volume from DICOM node `source`, each instance retrieved straight into it (C-GET) as it
    /// comes, unless the series had to be retrieved whole first.
    private func run(node source: DIMSENode) async throws {
        let (client, found) = try await DICOMSources.nodeSeries(source, dimse: dimse, retrieval: .get, series: series)
        let opened: any OpenedSeries
        do {
            opened = try await DIMSESeriesSource(client: client).openSeries(id: found.uid)
        } catch let error as DIMSEError {
            throw CommandFailure(CommandFailure.status(of: error), error.description)
        }
        let instances = (opened as? any DICOMBackedSeries)?.series
        if let instances { _ = try choose(from: DICOMScan(series: [instances], skipped: [])) }
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        try report(
            volume, unit: opened.valueUnit,
            failures: failures.map { failure in
                let place = instances.map { $0.instances[failure.index].location.description } ?? "slice \(failure.index)"
                return "\(place): \(ErrorMessage.text(for: failure.error))"
            })
    }

    /// The series `--series` names among `scan`'s, the files skipped beside it and its warnings told (the
    /// files it lost are its failures), and its samples checked.
    private func choose(from scan: DICOMScan) throws -> DICOMSeries {
        let chosen = try DICOMSeriesChoice.choose(series, in: scan, sources: sources)
        for skipped in scan.skipped where !chosen.skippedFiles.contains(skipped) { StandardError.writeLine("Skipped: \(skipped)") }
        for warning in chosen.warnings { StandardError.writeLine("Warning: \(warning)") }
        let geometry = chosen.geometry
        for sample in samples where !sample.isInside(geometry) {
            throw CommandFailure(
                .usage, "--sample \(sample) is outside the volume (\(geometry.columns) × \(geometry.rows) × \(geometry.sliceCount))")
        }
        return chosen
    }

    private static func makeVolume(for series: DICOMSeries) throws -> CTVolume {
        do {
            return try series.makeVolume()
        } catch {
            throw CommandFailure(.localFailure, error.description)
        }
    }

    /// Prints the geometry and the samples asked for (values in `unit`), then each failure; exit status 1
    /// if any.
    private func report(_ volume: CTVolume, unit: ValueUnit, failures: [String]) throws {
        let values = samples.map { ($0, volume.value(column: $0.i, row: $0.j, slice: $0.k)) }
        if json {
            print(Self.json(volume.geometry, values, unit: unit).text)
        } else {
            print(Self.text(volume.geometry, values, unit: unit))
        }
        for failure in failures { StandardError.writeLine("Error: \(failure)") }
        if !failures.isEmpty { throw ExitCode(CommandExitStatus.someSlicesFailed.rawValue) }
    }

    /// The geometry and samples as `--json` prints them: each sample's `value` (its stored value through
    /// the rescale), and for a CT the same as `hu`.
    static func json(_ geometry: VolumeGeometry, _ values: [(VoxelIndex, Double?)], unit: ValueUnit) -> JSONValue {
        .object([
            ("dimensions", .array(geometry.dimensions.map(JSONValue.number))),
            ("spacing", .array(geometry.spacing.map(JSONValue.decimal))),
            ("origin", .array(geometry.origin.components.map(JSONValue.decimal))),
            ("direction", .array(geometry.direction.map(JSONValue.decimal))),
            ("samples", .array(values.map { index, value in
                let number = value.map { JSONValue.decimal($0) }
                return .object(
                    [("index", .array([index.i, index.j, index.k].map(JSONValue.number))), ("value", number)]
                        + (unit.isHounsfield ? [("hu", number)] : []))
            })),
        ])
    }

    /// The geometry and samples as text: `(12, 40, 7) 40 HU`, an MR's value without a unit, a dose's to the
    /// mGy (`1.254 Gy`).
    static func text(_ geometry: VolumeGeometry, _ values: [(VoxelIndex, Double?)], unit: ValueUnit) -> String {
        func numbers(_ values: [Double]) -> String { values.map { JSONValue.decimal($0).text }.joined(separator: ", ") }
        var lines = [
            "dimensions  \(geometry.columns) × \(geometry.rows) × \(geometry.sliceCount)",
            "spacing     \(numbers(geometry.spacing)) mm",
            "origin      \(numbers(geometry.origin.components)) mm",
            "direction   \(numbers(geometry.direction))",
        ]
        lines += values.map { index, value in "(\(index)) \(value.map { unit.text(unit.number($0)) } ?? "not loaded")" }
        return lines.joined(separator: "\n")
    }
}

/// A voxel's indices as `--sample` takes them: `I,J,K` (column, row, slice).
struct VoxelIndex: ExpressibleByArgument, Sendable, CustomStringConvertible {
    var i: Int
    var j: Int
    var k: Int

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let i = parts[0], let j = parts[1], let k = parts[2] else { return nil }
        (self.i, self.j, self.k) = (i, j, k)
    }

    var description: String { "\(i),\(j),\(k)" }

    func isInside(_ geometry: VolumeGeometry) -> Bool {
        (0..<geometry.columns).contains(i) && (0..<geometry.rows).contains(j) && (0..<geometry.sliceCount).contains(k)
    }
}
