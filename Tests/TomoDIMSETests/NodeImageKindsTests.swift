import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDIMSE
import TomoSeries
import TomoTestSupport

/// Images other than CT from a DICOM node (Orthanc's DICOM port, C-GET): colour ultrasound (the retired
/// class older machines still send, a palette, a loop of 30 JPEG frames), a radiograph and an MR with an
/// overlay plane, each retrieved in its storage class and shown as its file is; a segmentation's 1-bit frames
/// not as images but as a segmentation of its study, retrieved whole.
@Suite(.timeLimit(.minutes(4))) struct NodeImageKindsTests {
    @Test func everyKindOfImageComesAsItsFileShowsIt() async throws {
        let paths = [
            try await DICOMSamples.pydicomDataFile("color-pl.dcm"), try await DICOMSamples.pydicomDataFile("OBXXXX1A.dcm"),
            try await DICOMSamples.pydicomFile("examples_ybr_color.dcm"), try await DICOMSamples.pydicomDataFile("RG1_UNCI.dcm"),
            try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm"),
        ]
        let segmentation = try DICOMFile.read(path: try await DICOMSamples.pydicomDataFile("liver.dcm")).dataSet
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            for path in paths + [try await DICOMSamples.pydicomDataFile("liver.dcm")] { try await orthanc.upload(path) }
            let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
            try await withScratchFolder { scratch in
                let source = DIMSESeriesSource(client: DIMSEClient(node: node), folder: scratch)
                let listed = try await source.listSeries()
                #expect(!listed.contains { $0.modality == "SEG" })
                let held = try await source.segmentations(inStudy: segmentation.string(.studyInstanceUID))
                #expect(held.map { $0.header.string(.sopInstanceUID) } == [segmentation.string(.sopInstanceUID)])
                #expect(try DICOMSegmentation(file: try await #require(held.first).file().header).frames.count == 3, "liver.dcm's three frames")
                for path in paths {
                    let data = try DICOMFile.read(path: path, stopsAtPixelData: true).dataSet
                    let uid = try #require(data.string(.seriesInstanceUID))
                    #expect(listed.contains { $0.id == uid && $0.modality == data.string(.modality) }, "\(path) listed")
                    let opened = try #require(try await source.openSeries(id: uid) as? any DICOMBackedSeries)
                    let file = try #require(try await DICOMSeriesSource(paths: [path]).openSeries(id: uid) as? any DICOMBackedSeries)
                    #expect(opened.sliceCount == file.sliceCount && opened.isColour == file.isColour, "\(path)")
                    if path == paths.last {
                        // The MR is placed from its image-level attributes, which carry no overlay: it comes from the file.
                        #expect(!(opened is DICOMOpenedSeries) && file.overlays(ofSlice: 0).count == 1)
                    }
                    for index in Set([0, file.sliceCount - 1]) {
                        let (fromNode, fromFile) = (try await opened.slice(at: index), try await file.slice(at: index))
                        if file.isColour {
                            #expect(fromNode.colour == fromFile.colour && fromNode.colour != nil, "\(path), slice \(index)")
                        } else {
                            #expect(fromNode.samples == fromFile.samples && fromNode.rescale == fromFile.rescale, "\(path), slice \(index)")
                        }
                        #expect(opened.overlays(ofSlice: index) == file.overlays(ofSlice: index), "\(path), slice \(index)'s overlays")
                    }
                }
            }
        }
    }
}
