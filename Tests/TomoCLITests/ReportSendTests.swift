import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoURLSession

/// `tomo dicom sr send` to a real Orthanc (STOW-RS): the report lands in its study, where QIDO-RS finds it
/// and WADO-RS serves it back as sent; what is not a report is never sent; a refusal and a server gone away
/// each exit with their own status.
@Suite("tomo dicom sr send")
struct ReportSendTests {
    @Test("A report sent to Orthanc: in the CT's study, found by QIDO-RS, served back by WADO-RS byte for byte")
    func sendsAReport() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let report = try await Self.writeReport(of: head, in: folder)
            let written = try DICOMFile.read(path: report.path).dataSet
            let study = try #require(written.string(.studyInstanceUID)), series = try #require(written.string(.seriesInstanceUID))
            let instance = try #require(written.string(.sopInstanceUID))
            try await withOrthanc(users: ["reader": "pass:word"]) { orthanc in
                try await orthanc.upload(head, slices: 0..<4)
                let server = orthanc.dicomWebURL.absoluteString
                let refused = try await Tool.run(["dicom", "sr", "send", report.path, server])
                #expect(refused.status == 7 && refused.errors.contains("401"), "\(refused.errors)")

                let sent = try await Tool.run(["dicom", "sr", "send", report.path, server, "--user", "reader:pass:word"])
                #expect(sent.status == 0, "\(sent.errors)")
                #expect(sent.text.hasPrefix("sent \(report.path) to \(server): stored instance \(instance) at http://"), "\(sent.text)")

                let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: .never)
                    .authorizing(.basic(user: "reader", password: "pass:word"), for: orthanc.baseURL)
                let api = DICOMwebAPI(baseURL: orthanc.dicomWebURL)
                let found = try DICOMJSON.dataSets(from: try await client.send(api.searchSeries(inStudy: study)))
                #expect(Set(found.compactMap { $0.string(.modality) }) == ["CT", "SR"], "the report is a series of the CT's study")
                #expect(found.contains { $0.string(.seriesInstanceUID) == series })

                let url = orthanc.dicomWebURL.appending(path: "studies/\(study)/series/\(series)/instances/\(instance)")
                let response = try await client.response(
                    for: HTTPRequest(url: url, headers: ["Accept": "multipart/related; type=\"application/dicom\""]))
                let boundary = try #require(response.header("Content-Type").flatMap(MultipartRelated.boundary(ofContentType:)))
                let parts = try MultipartRelated(body: response.body, boundary: boundary, url: url).parts
                let sentBytes = try Data(contentsOf: report)
                #expect(parts.count == 1 && parts.first?.body == sentBytes, "served back as sent")

                // The server's series are a source like files: the report placed back on them, and written from them.
                let credentials = ["--user", "reader:pass:word"]
                let placed = try await Tool.run(["dicom", "sr", "read", report.path, server, "--json"] + credentials)
                #expect(placed.status == 0, "\(placed.errors)")
                let document = try JSONValue(parsing: placed.output)
                #expect(document["annotations"]?.array?.map { $0["slice"] } == [.number(2)] && document["unplaced"] == .array([]), "\(placed.text)")
                let again = folder.appending(path: "again.dcm"), annotations = folder.appending(path: "annotations.json")
                let fromServer = folder.appending(path: "server.csv"), fromFiles = folder.appending(path: "files.csv")
                let written = try await Tool.run(
                    ["dicom", "sr", "write", server, "--annotations", annotations.path, "-o", again.path, "--csv", fromServer.path] + credentials)
                #expect(written.status == 0 && !written.errors.contains("Note:"), "\(written.errors)")
                let header = try DICOMFile.read(path: again.path).dataSet
                #expect(header.string(.patientName) == "Cranium^Test" && header.string(.studyInstanceUID) == study, "copied from the server's metadata")
                // Measured on the server's frames, the ellipse's figures are those its files give.
                let files = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", annotations.path, "--csv", fromFiles.path])
                #expect(files.status == 0, "\(files.errors)")
                func figures(_ csv: URL) throws -> [String] {
                    try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n").map { $0.split(separator: ",").dropFirst(2).joined(separator: ",") }
                }
                let served = try figures(fromServer)
                let read = try figures(fromFiles)
                #expect(served.count == 7 && served == read, "\(served) \(read)")
            }
        }
    }

    @Test("What is not a report is not sent (exit 4); a server gone away exits 3; a bad root is a usage error")
    func refusals() async throws {
        let head = try await HeadCTSeries.shared()
        let slice = head.folder.appending(path: head.fileName(ofSlice: 0)).path
        try await withOrthanc { orthanc in
            let server = orthanc.dicomWebURL.absoluteString
            let image = try await Tool.run(["dicom", "sr", "send", slice, server])
            #expect(image.status == 4 && image.errors.contains("not a structured report") && image.errors.contains("nothing sent"), "\(image.errors)")
            let api = DICOMwebAPI(baseURL: orthanc.dicomWebURL)
            let held = try await HTTPClient(transport: URLSessionTransport(), retryPolicy: .never).send(api.searchSeries())
            #expect(try DICOMJSON.dataSets(from: held).isEmpty, "Orthanc holds nothing")

            try await withScratchFolder { folder in
                let report = try await Self.writeReport(of: head, in: folder)
                await orthanc.pause()
                let gone = try await Tool.run(["dicom", "sr", "send", report.path, server])
                #expect(gone.status == 3 && gone.errors.contains("cannot connect"), "\(gone.errors)")
            }
        }
        let notRoot = try await Tool.run(["dicom", "sr", "send", slice, "pacs.example"])
        #expect(notRoot.status == 2 && notRoot.errors.contains("is not a DICOMweb root"), "\(notRoot.errors)")
    }

    /// A report of one ellipse on slice 2 of the head CT, written by `tomo dicom sr write` into `folder`.
    static func writeReport(of head: HeadCTSeries, in folder: URL) async throws -> URL {
        let document = folder.appending(path: "annotations.json"), report = folder.appending(path: "report.dcm")
        try Data("""
            {"seriesInstanceUID": "\(head.seriesInstanceUID)", "annotations": [
              {"kind": "ellipse", "plane": "axial", "slice": 2, "center": [100, 120], "radii": [10, 20]}
            ]}
            """.utf8).write(to: document)
        let run = try await Tool.run(["dicom", "sr", "write", head.folder.path, "--annotations", document.path, "-o", report.path])
        try #require(run.status == 0, "\(run.errors)")
        return report
    }
}
