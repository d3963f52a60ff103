import Foundation
import Testing
import TomoTestSupport

/// `tomo dicom studies` over each kind of catalog that cannot answer: one mapping of what went wrong to the exit
/// status, whichever catalog it was.
@Suite("tomo dicom studies failures")
struct DICOMStudiesFailureTests {
    @Test("studies of each kind of catalog that cannot answer exits with what went wrong, naming it")
    func studiesFailures() async throws {
        try await withScratchFolder { scratch in
            let notAFolder = scratch.appending(path: "file")
            try Data("x".utf8).write(to: notAFolder)
            let cases: [(location: String, status: Int32, words: String)] = [
                ("dicom://PACS@127.0.0.1:1", 3, "127.0.0.1:1"),
                ("http://127.0.0.1:1/dicom-web", 3, "127.0.0.1"),
                ("library:\(notAFolder.path)/library", 6, notAFolder.path),
                (scratch.path, 5, "no study on \(scratch.path) matches"),
            ]
            for (location, status, words) in cases {
                let result = try await Tool.run(["dicom", "studies", location])
                #expect(result.status == status && result.errors.contains(words), "\(location): \(result.status) \(result.errors)")
            }
        }
    }
}
