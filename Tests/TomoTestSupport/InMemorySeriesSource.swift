import Foundation
import TomoCore
import TomoSeries
import TomoVolume

/// A series source held in memory: series a test makes (a volume of HU and what a reader needs of it), each
/// open at once with every slice already in its volume. For the CT model's tests of keys, tools, planes and
/// measurements, which need no HTTP, files or Orthanc; each real source keeps its own end-to-end tests.
public struct InMemorySeriesSource: SeriesSource {
    /// One series: what a picker lists, its volume (filled), and the window it opens in.
    public struct Series: Sendable {
        public var entry: SeriesEntry
        public var volume: CTVolume
        public var window: WindowLevel
        /// The frame of reference its positions lie in; nil for none named.
        public var frameOfReferenceUID: String?
        /// The graphics its source draws over each slice (DICOM's overlay planes), by slice.
        public var overlays: [Int: [SliceOverlay]] = [:]

        public init(entry: SeriesEntry, volume: CTVolume, window: WindowLevel, frameOfReferenceUID: String? = nil) {
            self.entry = entry
            self.volume = volume
            self.window = window
            self.frameOfReferenceUID = frameOfReferenceUID
        }

        /// The head CT as its DICOM files describe it (`HeadCTSeries`): the same entry, geometry, HU and window.
        /// Made once per test process (its volume is only read).
        public static func headCT() async throws -> Series { try await madeHeadCT.value }

        /// A small series of `slices` slices of `columns` × `rows`, 1 mm square pixels `sliceSpacing` mm apart
        /// (2 unless given), its first voxel at the origin of frame of reference `frameOfReferenceUID`: voxel
        /// (c, r, k) holds 100·k + 10·r + c HU.
        public static func gradient(
            columns: Int, rows: Int, slices: Int, sliceSpacing: Double = 2, frameOfReferenceUID: String? = nil
        ) throws -> Series {
            let geometry = VolumeGeometry(
                columns: columns, rows: rows, sliceCount: slices, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: sliceSpacing,
                origin: Vector3(0, 0, 0), orientation: .axial)
            let volume = try CTVolume(geometry: geometry)
            for k in 0..<slices {
                let words = (0..<rows).flatMap { r in (0..<columns).map { c in UInt16(100 * k + 10 * r + c) } }
                try volume.fill(slice: k, with: StoredSamples(words: words, isSigned: false), rescale: .identity)
            }
            let entry = SeriesEntry(id: "gradient-\(columns)x\(rows)x\(slices)", description: "Gradient", modality: "CT", imageCount: slices)
            return Series(entry: entry, volume: volume, window: WindowLevel(width: 400, level: 40), frameOfReferenceUID: frameOfReferenceUID)
        }

        private static let madeHeadCT = Task { () throws -> Series in
            let head = try await HeadCTSeries.shared()
            var geometry = head.volume.geometry
            geometry.origin = Vector3(HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z)
            geometry.orientation = .axial
            let volume = try CTVolume(geometry: geometry)
            for k in 0..<geometry.sliceCount {
                try volume.fill(
                    slice: k, with: StoredSamples(words: try head.volume.slice(at: k), isSigned: false), rescale: head.volume.rescale)
            }
            let entry = SeriesEntry(
                id: head.seriesInstanceUID, description: head.volume.title, modality: "CT", imageCount: geometry.sliceCount,
                patientName: "Cranium^Test", studyDate: "20240115", studyDescription: "Head")
            return Series(entry: entry, volume: volume, window: head.volume.defaultWindow)
        }
    }

    public let series: [Series]
    public let offersDefaultSeries: Bool

    /// A source of `series`; with `offersDefaultSeries`, its first is the one opened when none is named.
    public init(_ series: [Series], offersDefaultSeries: Bool = true) {
        self.series = series
        self.offersDefaultSeries = offersDefaultSeries
    }

    public func listSeries() async throws -> [SeriesEntry] { series.map(\.entry) }

    public func openSeries(id: String?) async throws -> any OpenedSeries {
        guard let chosen = id.map({ id in series.first { $0.entry.id == id } }) ?? series.first else {
            throw id.map { SeriesSourceError.unknownSeries(id: $0, in: "memory") } ?? SeriesSourceError.noSeries("memory")
        }
        return InMemoryOpenedSeries(chosen)
    }
}

/// An open `InMemorySeriesSource.Series`: its slices from its volume, placed by its geometry.
public final class InMemoryOpenedSeries: OpenedSeries {
    public let series: InMemorySeriesSource.Series
    public let info: SeriesInfo

    init(_ series: InMemorySeriesSource.Series) {
        self.series = series
        let geometry = series.volume.geometry
        info = SeriesInfo(
            entry: series.entry, sliceCount: geometry.sliceCount, geometry: geometry, frameOfReferenceUID: series.frameOfReferenceUID,
            defaultWindow: series.window,
            windowPresets: Self.presets(default: series.window),
            slicePositions: (0..<geometry.sliceCount).map { geometry.position(column: 0, row: 0, slice: Double($0)) })
    }

    public var fillConcurrency: Int { 1 }
    public func overlays(ofSlice index: Int) -> [SliceOverlay] { series.overlays[index] ?? [] }
    public var volume: CTVolume? { series.volume }

    public func slice(at index: Int) async throws -> SeriesSlice {
        let geometry = series.volume.geometry
        guard let section = series.volume.section(.axial(index)), section.isComplete else {
            throw SeriesSourceError.sliceOutOfRange(index: index, count: sliceCount)
        }
        return SeriesSlice(
            index: index, columns: geometry.columns, rows: geometry.rows, samples: StoredSamples(hu: section.samples), rescale: .identity,
            pixelSpacing: geometry.pixelSpacing, position: position(ofSlice: index), orientation: geometry.orientation,
            windows: [series.window])
    }

    /// Every slice is in the volume already.
    public func fillSlice(at index: Int) async throws -> Int {
        guard (0..<sliceCount).contains(index) else { throw SeriesSourceError.sliceOutOfRange(index: index, count: sliceCount) }
        return 0
    }
}
