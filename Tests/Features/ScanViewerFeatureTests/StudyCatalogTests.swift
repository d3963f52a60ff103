import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoPipeline
import TomoSeries
import TomoTestSupport
import TomoURLSession

/// One study-catalog interface over every place studies are found: a real Orthanc searched over DICOMweb
/// (QIDO-RS) and DIMSE (C-FIND), a study library holding the same files and the files themselves, each as
/// `any StudyCatalog`, find the same studies, in the same order, narrowed the same way, and list the same series
/// of a study, a report among them, and open a study's image series from their own source alike.
@Suite(.timeLimit(.minutes(4)))
struct StudyCatalogTests {
    @Test func everyCatalogFindsTheSameStudies() async throws {
        let head = try await HeadCTSeries.shared()
        let others = [try await DICOMSamples.pydicomFile("CT_small.dcm"), try await DICOMSamples.pydicomFile("MR_small.dcm")]
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            try await orthanc.uploadThreeStudies()
            try await withScratchFolder { scratch in
                let files = scratch.appending(path: "files")
                try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
                for path in (0..<3).map({ head.folder.appending(path: head.fileName(ofSlice: $0)).path }) + others {
                    try FileManager.default.copyItem(atPath: path, toPath: files.appending(path: URL(filePath: path).lastPathComponent).path)
                }
                // A measurement report on CT_small, in its study: beside the files, and stored on Orthanc.
                let small = try DICOMFile.read(path: others[0]).dataSet
                let report = try DICOMFileWriter.file(of: MeasurementReport(groups: []).dataSet(
                    source: small, identity: DocumentIdentity(seriesInstanceUID: "2.25.77", sopInstanceUID: "2.25.78", seriesNumber: 9_901, seriesDescription: "Tomo measurements")))
                let reportFile = files.appending(path: "report.dcm")
                try report.write(to: reportFile)
                _ = try await orthanc.upload(reportFile.path)
                let library = try StudyLibrary(folder: scratch.appending(path: "library"))
                #expect(try await library.importFiles([files.path]).added == 6, "five images and the report")
                let catalogs = try Self.catalogs(orthanc, library: library, files: files, scratch: scratch)
                for (name, catalog) in catalogs {
                    let all = try await catalog.studies(matching: StudyQuery())
                    #expect(all.count == 3 && all.contains { $0.studyInstanceUID == "1.2.826.0.1.3680043.10.1234.2.1" }, "\(name): \(all)")
                    #expect(all == all.latestFirst(), "\(name): the latest first")
                    let mr = try await catalog.studies(matching: StudyQuery(modality: "MR"))
                    #expect(mr.count == 1 && mr.first?.modalities.contains("MR") == true, "\(name): \(mr)")
                }
                // They agree on which studies, whose and when.
                var found: [[String]] = []
                for (_, catalog) in catalogs {
                    found.append(try await catalog.studies(matching: StudyQuery()).map { "\($0.studyInstanceUID) \($0.patientName ?? "-") \($0.studyDate ?? "-")" })
                }
                #expect(found[0] == found[1] && found[1] == found[2] && found[2] == found[3], "\(found)")

                // A study's series: the same from each, in series number order; its report is a document.
                let smallStudy = try #require(small.string(.studyInstanceUID)), smallSeries = try #require(small.string(.seriesInstanceUID))
                for (name, catalog) in catalogs {
                    let series = try await catalog.series(ofStudy: smallStudy)
                    #expect(Set(series.map(\.seriesInstanceUID)) == [smallSeries, "2.25.77"], "\(name): \(series)")
                    #expect(series.first { $0.seriesInstanceUID == smallSeries }?.modality == "CT", "\(name)")
                    #expect(series.allSatisfy { $0.studyInstanceUID == smallStudy }, "\(name)")
                    let documents = try await catalog.documents(ofStudy: smallStudy)
                    #expect(documents.map(\.seriesInstanceUID) == ["2.25.77"], "\(name): \(documents)")
                    #expect(documents.allSatisfy { $0.documentKind == .structuredReport && $0.instanceCount == 1 }, "\(name): \(documents)")
                    let head = try await catalog.series(ofStudy: "1.2.826.0.1.3680043.10.1234.2.1")
                    #expect(head.map(\.instanceCount) == [3] && head.first?.documentKind == nil, "\(name): \(head)")
                    #expect(try await catalog.series(ofStudy: "1.2.3.4").isEmpty, "\(name): a study it does not hold has no series")
                }

                // A study's image series as a source: the head CT's three slices, the same values from each.
                var middles: [[Double]] = []
                for (name, catalog) in catalogs {
                    let source = catalog.source(ofStudy: "1.2.826.0.1.3680043.10.1234.2.1")
                    let listed = try await source.listSeries()
                    #expect(listed.map(\.imageCount) == [3], "\(name): \(listed)")
                    let opened = try await source.openSeries(id: try #require(listed.first).id)
                    let middle = try await opened.slice(at: 1)
                    middles.append((0..<middle.samples.count).map { middle.rescale.physicalValue(ofStored: Double(middle.samples.value(at: $0))) })
                    let small = try await catalog.source(ofStudy: smallStudy).listSeries()
                    #expect(small.map(\.id) == [smallSeries], "\(name): the study's images only: \(small)")
                }
                #expect(middles.count == 4 && middles.allSatisfy { $0 == middles[0] } && middles[0].count == 256 * 256)
            }
        }
    }

    /// A study's priors, from each catalog alike: the same Patient ID only (a study of another ID under the same
    /// name is none, nor one of the same ID from another issuer), on or before the study, sharing a modality first, then most recent first; a renamed
    /// patient's study marked.
    @Test func everyCatalogFindsAStudysPriors() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            try await withScratchFolder { scratch in
                let files = scratch.appending(path: "files")
                // Patient P0000's studies 0, 2 and 4; P0001's 1 and 3.
                _ = try SyntheticStudies.write(into: files, studies: 5, imagesPerSeries: 1, patients: 2)
                func file(ofStudy study: Int) -> String { files.appending(path: String(format: "S%04d/SE1/IM0001", study)).path }
                try await DICOMSamples.runTool("dcmodify", ["-nb", "-m", "(0008,0060)=MR", file(ofStudy: 0)])
                try await DICOMSamples.runTool("dcmodify", ["-nb", "-m", "(0010,0010)=Patient^0000", file(ofStudy: 1)])
                try await DICOMSamples.runTool("dcmodify", ["-nb", "-m", "(0010,0010)=Patient^Renamed", file(ofStudy: 2)])
                // Study 1 has P0000's ID too, from another hospital's register: another patient.
                try await DICOMSamples.runTool("dcmodify", ["-nb", "-m", "(0010,0020)=P0000", "-i", "(0010,0021)=HOSPITAL-B", file(ofStudy: 1)])
                try await DICOMSamples.runTool("dcmodify", ["-nb", "-i", "(0010,0021)=HOSPITAL-A", file(ofStudy: 4)])
                for study in 0..<5 { _ = try await orthanc.upload(file(ofStudy: study)) }
                let library = try StudyLibrary(folder: scratch.appending(path: "library"))
                #expect(try await library.importFiles([files.path]).added == 5)
                let catalogs = try Self.catalogs(orthanc, library: library, files: files, scratch: scratch)
                for (name, catalog) in catalogs {
                    let latest = try #require(try await catalog.study(SyntheticStudies.studyUID(4)), "\(name)")
                    #expect(latest.patientID == "P0000" && latest.modalities == ["CT"], "\(name): \(latest)")
                    #expect(latest.issuerOfPatientID == "HOSPITAL-A", "\(name): \(latest)")
                    let priors = try await catalog.priors(of: latest)
                    #expect(priors.map(\.study.studyInstanceUID) == [2, 0].map(SyntheticStudies.studyUID), "\(name): \(priors)")
                    #expect(priors.map(\.sharesModality) == [true, false] && priors.map(\.patientNameDiffers) == [true, false], "\(name)")
                    let first = try #require(try await catalog.study(SyntheticStudies.studyUID(0)), "\(name)")
                    #expect(try await catalog.priors(of: first).isEmpty, "\(name): the first study has no prior")
                    #expect(try await catalog.study("1.2.3.4") == nil, "\(name)")
                }
            }
        }
    }

    /// The four adopters over the same studies, by name: `orthanc` over DICOMweb and DIMSE, `library`, the files.
    private static func catalogs(
        _ orthanc: OrthancServer, library: StudyLibrary, files: URL, scratch: URL
    ) throws -> [(String, any StudyCatalog)] {
        let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: try #require(orthanc.dicomPort))
        return [
            ("DICOMweb", DICOMwebCatalog(baseURL: orthanc.dicomWebURL, client: HTTPClient(transport: URLSessionTransport()))),
            ("DIMSE", DIMSECatalog(client: DIMSEClient(node: node), folder: scratch.appending(path: "retrieved"))),
            ("library", library),
            ("files", DICOMFilesCatalog(paths: [files.path])),
        ]
    }
}
