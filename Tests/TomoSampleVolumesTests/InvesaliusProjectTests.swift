import Foundation
import Testing
import TomoCore
import TomoSampleVolumes
import TomoVolume

@Suite("InVesalius projects")
struct InvesaliusProjectTests {
    private func load(_ fixture: ProjectFixture) throws -> Result<VoxelVolume, VolumeError> {
        let scratch = try ScratchDirectory()
        let url = try fixture.write(to: scratch)
        return Result { () throws(VolumeError) in try InvesaliusProject.load(contentsOf: url, key: "synthetic") }
    }

    private func error(_ fixture: ProjectFixture) throws -> VolumeError? {
        if case .failure(let error) = try load(fixture) { error } else { nil }
    }

    @Test func loadsGeometryMetadataAndWindow() throws {
        let volume = try load(ProjectFixture()).get()
        #expect(volume.key == "synthetic")
        #expect(volume.title == "Head CT (Synthetic 01)")
        #expect(volume.modality == "CT")
        #expect(volume.geometry == VolumeGeometry(
            columns: 4, rows: 3, sliceCount: 2,
            pixelSpacing: PixelSpacing(row: 0.75, column: 0.5), sliceSpacing: 2))
        #expect(volume.rescale == Rescale(slope: 1, intercept: -1024))
        #expect(volume.defaultWindow == WindowLevel(width: 400, level: 40))
    }

    @Test func flipsRowsAndKeepsSliceOrderAndColumns() throws {
        let fixture = ProjectFixture()
        let volume = try load(fixture).get()
        for slice in 0..<2 {
            let samples = try volume.slice(at: slice)
            for row in 0..<3 {
                for column in 0..<4 {
                    let fileValue = fixture.values[(slice * 3 + (2 - row)) * 4 + column]
                    let hu = volume.rescale.physicalValue(ofStored: Double(samples[row * 4 + column]))
                    #expect(hu == Double(fileValue), "slice \(slice) row \(row) column \(column)")
                }
            }
        }
    }

    @Test func lowersTheInterceptBelowMinus1024WhenTheDataGoLower() throws {
        var fixture = ProjectFixture()
        fixture.values[5] = -3000
        fixture.values[6] = .max
        let volume = try load(fixture).get()
        #expect(volume.rescale.intercept == -3000)
        let all = try (0..<2).flatMap { try volume.slice(at: $0) }
        #expect(all.min() == 0)
        #expect(all.max() == UInt16(Int(Int16.max) + 3000))
    }

    @Test func findsTheProjectAtTheArchiveRoot() throws {
        var fixture = ProjectFixture()
        fixture.directory = ""
        #expect(try load(fixture).get().geometry.sliceCount == 2)
    }

    @Test func reportsAMissingMatrix() throws {
        var fixture = ProjectFixture()
        fixture.includeMatrix = false
        let error = try #require(try error(fixture))
        guard case .missingEntry(_, let name) = error else { Issue.record("unexpected \(error)"); return }
        #expect(name == "tmpq1w2e3/matrix.dat")
    }

    @Test func reportsAMissingMainPlist() throws {
        var fixture = ProjectFixture()
        fixture.includePlist = false
        let error = try #require(try error(fixture))
        guard case .missingEntry(_, let name) = error else { Issue.record("unexpected \(error)"); return }
        #expect(name == "main.plist")
    }

    @Test(arguments: ProjectDefect.allCases)
    func reportsAnInvalidProject(_ defect: ProjectDefect) throws {
        var fixture = ProjectFixture()
        defect.apply(to: &fixture)
        let error = try #require(try error(fixture))
        guard case .invalidProject(_, let reason) = error else { Issue.record("unexpected \(error)"); return }
        #expect(reason.contains(defect.mention), "\(reason)")
    }

    @Test func reportsAnUnreadableArchiveWithItsPath() throws {
        let scratch = try ScratchDirectory()
        let url = try scratch.write(Array("not gzip".utf8), to: "plain.inv3")
        let result = Result { () throws(VolumeError) in try InvesaliusProject.load(contentsOf: url, key: "x") }
        guard case .failure(.unreadableArchive(let path, let reason)) = result else {
            Issue.record("unexpected \(result)")
            return
        }
        #expect(path == url.path)
        #expect(reason.contains("not gzip"))
        #expect(VolumeError.unreadableArchive(path: path, reason: reason).description.contains(url.path))
    }
}
