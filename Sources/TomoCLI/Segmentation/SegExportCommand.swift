import ArgumentParser
import FeatureSupport
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo seg export`: a segmentation or structure set as a NIfTI-1 label map on its CT's grid.
struct SegExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a segmentation or structure set as a NIfTI-1 label map on its CT's grid (.nii or .nii.gz).",
        discussion: """
            The CT is read into its volume from CT (as tomo seg stats reads it), and the segments or ROIs are placed \
            on its voxels as tomo seg stats places them. Each voxel holds the number of the segment or ROI covering \
            it, 0 outside; where segments overlap, the higher-numbered (as the viewer draws them). With --segment N, \
            a 0/1 mask of segment N alone, overlaps and all. Voxels are 8-bit where every number fits, else 16-bit. \
            The header carries the CT's geometry as dcm2niix writes it for the CT itself: qform and sform in RAS \
            (scanner), the rows stored bottom first, so the label map lies voxel for voxel on dcm2niix's NIfTI of \
            the series. A name ending .gz is written gzip-compressed. Prints what it wrote. Exits with 4 when the \
            segmentation cannot be read or lies in another frame of reference than the CT, 5 when the CT or \
            segment N is not there.
            """)

    @Argument(help: ArgumentHelp("The segmentation or RT Structure Set.", valueName: "SEG.dcm"))
    var segmentation: String

    @OptionGroup var place: SegmentationCTOptions

    @Option(help: ArgumentHelp("Write a 0/1 mask of this segment (or ROI) alone.", valueName: "N"))
    var segment: Int?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The file to write (.nii or .nii.gz).", valueName: "file"))
    var output: String

    init() {}

    func validate() throws {
        guard output.hasSuffix(".nii") || output.hasSuffix(".nii.gz") else { throw ValidationError("-o must name a .nii or .nii.gz file") }
    }

    func run() async throws {
        let (object, side) = try await place.open(segmentation)
        let numbers = object.parts.map(\.number)
        if let segment, !numbers.contains(segment) {
            throw CommandFailure(.notFound, "\(segmentation) has no segment \(segment) (it has \(numbers.map(String.init).joined(separator: ", ")))")
        }
        let geometry = side.volume.geometry
        let placed: any SegmentVoxels
        do {
            placed = try object.placed(on: geometry)
        } catch {
            throw CommandFailure(.badData, "\(segmentation): \(error)")
        }
        let perSlice = geometry.samplesPerSlice
        var labels = [UInt16](repeating: 0, count: perSlice * geometry.sliceCount)
        let problems = placed.forEachSlice { slice, covered in
            for number in covered.keys.sorted() where segment == nil || number == segment {
                let value = UInt16(segment == nil ? number : 1)
                for index in covered[number]! { labels[slice * perSlice + index] = value }
            }
        }
        for problem in problems { StandardError.writeLine("\(segmentation): \(problem)") }
        let greatest = segment == nil ? numbers.max() ?? 0 : 1
        let voxels: NIfTIImage.Voxels = greatest <= 255 ? .uint8(labels.map { UInt8($0) }) : .uint16(labels)
        let description = segment.map { "Tomo: segment \($0) of \(object.identity.sopInstanceUID ?? segmentation)" }
            ?? "Tomo: labels of \(object.identity.sopInstanceUID ?? segmentation)"
        var data = NIfTIImage(geometry: geometry, voxels: voxels, description: description).data
        do {
            if output.hasSuffix(".gz") { data = try Gzip.compress(data) }
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure(.badData, "could not write \(output): \(ErrorMessage.text(for: error))")
        }
        let labelled = labels.count { $0 != 0 }
        print("Wrote \(output): \(geometry.columns) × \(geometry.rows) × \(geometry.sliceCount), "
            + "\(greatest <= 255 ? "8" : "16")-bit, \(segment.map { "segment \($0)" } ?? "\(numbers.count) labels"), \(labelled) voxels labelled")
    }
}
