import Foundation
import Testing
import TomoDICOMSeries
import TomoPipeline
import TomoTestSupport

extension HeadCTSeries {
    /// Checks that the DICOM files in `folder` make this series: every slice read, and the first, middle and
    /// last slices the same HU, voxel for voxel.
    func expectSameVolume(asFilesIn folder: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let opened = try #require(
            try await DICOMSeriesSource(paths: [folder.path]).openSeries(id: nil) as? any DICOMBackedSeries,
            sourceLocation: sourceLocation)
        let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: $0) }
        await preloader.run()
        #expect(preloader.progress.completed == 108 && preloader.progress.failed == 0, sourceLocation: sourceLocation)
        let volume = try #require(opened.volume, sourceLocation: sourceLocation)
        for k in [0, 53, 107] {
            let expected = try self.volume.slice(at: k).map { Int16(self.volume.rescale.physicalValue(ofStored: Double($0))) }
            #expect(volume.section(.axial(k))?.samples == expected, "slice \(k)", sourceLocation: sourceLocation)
        }
    }
}
