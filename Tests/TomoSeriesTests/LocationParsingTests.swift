import Foundation
import Testing
import TomoSeries

/// The one parser of locations that the app, the study browser and every `tomo` command share: what each kind of
/// text becomes, and the words for each way a text is malformed.
@Suite struct LocationParsingTests {
    private static let environment = ["HOME": "/home/reader", "TOMO_LIBRARY": "/data/library"]

    @Test("Good inputs: each kind of location from the text a user writes", arguments: [
        ("/scans/head", Location.path("/scans/head")),
        ("  scans/head  ", .path("scans/head")),
        ("export.ZIP", .archive("export.ZIP")),
        ("file:///scans/head", .path("/scans/head")),
        ("file:///scans/export.zip", .archive("/scans/export.zip")),
        ("a:b", .path("a:b")),
        ("http://pacs:8042/dicom-web", .dicomWeb(URL(string: "http://pacs:8042/dicom-web")!)),
        ("HTTPS://pacs.example/wado", .dicomWeb(URL(string: "HTTPS://pacs.example/wado")!)),
        ("dicom://ORTHANC@127.0.0.1:4242", .node(DIMSENode(calledAETitle: "ORTHANC", host: "127.0.0.1", port: 4242))),
        ("dicom://PACS@pacs:104?calling=READER&move=11113",
         .node(DIMSENode(calledAETitle: "PACS", host: "pacs", port: 104, callingAETitle: "READER", movePort: 11113))),
        ("library:", .library(URL(filePath: "/data/library", directoryHint: .isDirectory))),
        ("library:/srv/studies", .library(URL(fileURLWithPath: "/srv/studies", isDirectory: true))),
    ])
    func parses(text: String, expected: Location) throws {
        #expect(try Location(parsing: text, environment: Self.environment) == expected)
    }

    @Test("Bad inputs: one error, in its own words, per malformed kind", arguments: [
        ("", LocationError.empty, "no location given"),
        ("   ", .empty, "no location given"),
        ("ftp://pacs/studies", .unsupportedScheme(text: "ftp://pacs/studies", scheme: "ftp"), "Tomo reads nothing from ftp:// addresses"),
        ("http://", .malformedWebRoot(text: "http://", reason: "it names no host: http://HOST:PORT/dicom-web"), "names no host"),
        ("http:/pacs/dicom-web", .malformedWebRoot(text: "http:/pacs/dicom-web", reason: "write it whole, as http://HOST:PORT/dicom-web"),
         "write it whole"),
        ("http://pacs:port/dicom-web", .malformedWebRoot(
            text: "http://pacs:port/dicom-web", reason: "it does not read as a URL: its host or port is malformed"), "host or port"),
        ("http://pacs:99999/dicom-web", .malformedWebRoot(text: "http://pacs:99999/dicom-web", reason: "99999 is not a port (1 to 65535)"),
         "99999 is not a port"),
        ("http://pacs/dicom-web?limit=5", .malformedWebRoot(
            text: "http://pacs/dicom-web?limit=5", reason: "a root takes no query (?…) or fragment (#…); Tomo adds its own"),
         "takes no query"),
        ("dicom://PACS@pacs", .malformedNode(.malformed("dicom://PACS@pacs", "it names no port: dicom://PACS@pacs:104")), "names no port"),
        ("dicom://pacs:104", .malformedNode(.malformed("dicom://pacs:104", "it names no AE title to call: dicom://AET@pacs:PORT")),
         "no AE title"),
        ("dicom:PACS@pacs:104", .malformedNode(.malformed("dicom:PACS@pacs:104", "write it as dicom://AET@HOST:PORT")), "dicom://AET@HOST:PORT"),
        ("dicom://A-TITLE-LONGER-THAN-16@pacs:104", .malformedNode(.malformed(
            "dicom://A-TITLE-LONGER-THAN-16@pacs:104",
            "A-TITLE-LONGER-THAN-16 is not an AE title (1 to 16 characters, no backslash or control character)")), "not an AE title"),
    ])
    func refuses(text: String, expected: LocationError, words: String) {
        #expect(throws: expected) { try Location(parsing: text, environment: Self.environment) }
        #expect(expected.description.contains(words), "\(expected.description)")
    }

    @Test("Every location's address reads back as it", arguments: [
        Location.path("/scans/head"), .archive("/scans/export.zip"), .dicomWeb(URL(string: "https://pacs.example/dicom-web")!),
        .node(DIMSENode(calledAETitle: "PACS", host: "pacs", port: 104, callingAETitle: "READER", movePort: 11113)),
        .library(URL(fileURLWithPath: "/srv/studies", isDirectory: true)),
    ])
    func addressReadsBack(location: Location) throws {
        #expect(Location(address: location.address) == location)
        #expect(try Location(parsing: location.description, environment: Self.environment) == location, "as written, it parses back")
    }

    @Test("An API's base URL: http(s) with a host, anything else in its own words")
    func seriesAPI() throws {
        #expect(try Location.seriesAPI(parsing: "http://127.0.0.1:8080/v1") == .seriesAPI(URL(string: "http://127.0.0.1:8080/v1")!))
        #expect(throws: LocationError.malformedAPI(text: "127.0.0.1:8080")) { try Location.seriesAPI(parsing: "127.0.0.1:8080") }
        #expect(LocationError.malformedAPI(text: "x").description == "x is not an API's base URL: an http:// or https:// URL with a host (a path prefix allowed)")
    }

    @Test("Files and archives are read together, and with DICOMweb servers where a listing allows; a node or a library alone")
    func readTogether() throws {
        let web = Location.dicomWeb(URL(string: "http://pacs/dicom-web")!)
        let node = Location.node(DIMSENode(calledAETitle: "PACS", host: "pacs", port: 104))
        let library = Location.library(URL(fileURLWithPath: "/srv/studies"))
        try Location.checkReadTogether([.path("/a"), .archive("/b.zip"), .path("/c")])
        try Location.checkReadTogether([web])
        try Location.checkReadTogether([.path("/a"), web], webServersWithFiles: true)
        #expect(throws: LocationError.notAlone(web)) { try Location.checkReadTogether([.path("/a"), web]) }
        #expect(throws: LocationError.notAlone(node)) { try Location.checkReadTogether([.path("/a"), node], webServersWithFiles: true) }
        #expect(throws: LocationError.notAlone(library)) { try Location.checkReadTogether([library, .path("/a")]) }
        #expect(LocationError.notAlone(library).description == "library:/srv/studies: the library is read on its own, not with other files or servers")
    }

    @Test("A path is checked to exist on request; servers are not reached")
    func exists() throws {
        try Location.path(FileManager.default.currentDirectoryPath).checkExists()
        try Location.dicomWeb(URL(string: "http://127.0.0.1:1/dicom-web")!).checkExists()
        #expect(throws: LocationError.noSuchFile(path: "/nothing/here")) { try Location.path("/nothing/here").checkExists() }
    }
}
