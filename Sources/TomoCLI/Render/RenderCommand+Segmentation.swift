import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoImaging
import TomoSeries
import TomoTerminal
import TomoVolume

extension RenderCommand {
    /// `image`, the section `plane` (or its `slab`) of `opened`'s volume on `geometry`, with `--seg` laid over it
    /// as the viewer lays it (each segment's fill at `--opacity`, its outline opaque), and what the summary line
    /// says of it (", segmentation: 3 of 4 segments here"); `image` and nothing without `--seg`.
    /// - Throws: `CommandFailure` (bad data) for a segmentation that cannot be read or lies in another frame of reference.
    func withSegmentation(
        _ image: Bitmap, of plane: SectionPlane, slab: Slab?, over opened: any OpenedSeries, geometry: VolumeGeometry
    ) throws -> (image: Bitmap, summary: String) {
        guard let seg else { return (image, "") }
        let layer: SegmentationLayer
        do {
            let object = try SegmentObject(try SegmentationFile.open(path: seg))
            if let refusal = SegmentationCTOptions.refusal(of: object, at: seg, over: opened.entry.id, in: opened.info.frameOfReferenceUID) {
                throw refusal
            }
            layer = try SegmentationLayer(object, on: geometry)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.badData, "\(seg): \(error)")
        }
        for problem in layer.problems { StandardError.writeLine("\(seg): \(problem)") }
        guard let cut = layer.labels.section(plane, slab: slab) else { return (image, ", segmentation: none here") }
        // A coronal or sagittal image is drawn at square pixels (`SectionCut`): its labels too, from the nearest row.
        let labels = if case .named(.axial, _) = plane { cut } else { cut.withSquarePixels(.nearest) }
        let colours = Dictionary(uniqueKeysWithValues: layer.segments.map { ($0.number, $0.colour) })
        let here = Set(labels.samples.compactMap(LabelVolume.label(of:)))
        let drawn = LabelLayer(labels: labels, colours: colours, opacity: opacity, outlines: true).composited(onto: image)
        return (drawn, ", segmentation: \(here.count) of \(layer.segments.count) segment\(layer.segments.count == 1 ? "" : "s") here")
    }
}
