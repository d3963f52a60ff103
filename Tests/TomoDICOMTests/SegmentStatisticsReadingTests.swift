import Foundation
import Testing
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// Segments measured on a series read slice by slice from its files give the figures they give on its whole
/// volume, for every kind of segmentation and one on a grid of its own.
@Suite(.timeLimit(.minutes(3)))
struct SegmentStatisticsReadingTests {
    /// The series in `folder` and the whole volume of it.
    private static func series(in folder: URL) async throws -> (DICOMSeries, CTVolume) {
        let series = try #require(await DICOMScan.scan([folder.path]).series.first)
        let volume = try series.makeVolume()
        for (slice, instance) in series.instances.enumerated() { try series.fill(volume, slices: [slice], from: instance.location) }
        return (series, volume)
    }

    @Test(arguments: [nil] + SegmentationSamples.Kind.allCases.map { Optional($0) })
    func slicesReadFromTheFilesMeasureAsTheVolumeDoes(kind: SegmentationSamples.Kind?) async throws {
        try await withScratchFolder { folder in
            let path = if let kind { try await SegmentationSamples.write(kind, in: folder).path } else { try await SegmentationSamples.writeCoarse(in: folder) }
            let (series, volume) = try await Self.series(in: folder.appending(path: "ct"))
            let placed = try SegmentObject(try SegmentationFile.open(path: path)).placed(on: series.geometry)
            let whole = placed.statistics(of: volume)
            let read = try #require(placed.statistics(readingSlicesOf: series))
            #expect(!whole.figures.isEmpty && read.failures.isEmpty && read.problems == whole.problems)
            #expect(read.figures.count == whole.figures.count)
            for (number, figures) in whole.figures {
                #expect(read.figures[number]?.voxels == figures.voxels && read.figures[number]?.statistics == figures.statistics, "segment \(number)")
            }
        }
    }
}
