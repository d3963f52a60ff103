import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoVolume
@testable import TomoDICOM

/// The DICOM JSON model, as DICOMweb metadata has it: pydicom writes every sample file's data set as JSON,
/// and the instances Tomo reads from that JSON are the instances it reads from the file.
struct DICOMJSONTests {
    @Test func theInstancesOfPydicomsJSONAreThoseOfTheFiles() async throws {
        let paths = try await DICOMSamples.allFiles()
        let json = try await DICOMSamples.pydicomJSON(paths)
        // Reading every file takes seconds: at the lowest priority, off Swift's threads, which other tests need.
        let outcomes = await onLowPriorityThread { () -> [(path: String, matches: Result<Bool, any Error>)] in
            paths.sorted().compactMap { path in
                guard let text = json[path], let file = try? DICOMFile.read(path: path),
                      let expected = try? DICOMInstance.instances(of: file, at: .file(path))
                else { return nil }
                return (path, Result {
                    let dataSets = try DICOMJSON.dataSets(from: text)
                    guard dataSets.count == 1 else { return false }
                    var fromJSON = try DICOMInstance.instances(of: dataSets[0], transferSyntax: file.transferSyntax, at: .file(path), allowsColour: true)
                    // Overlay Data is bulk data, which metadata leaves out: the instance says what it lacks.
                    for index in fromJSON.indices where index < expected.count && !expected[index].overlays.isEmpty {
                        guard fromJSON[index].overlayProblem == .missingElement(.overlayData) else { return false }
                        fromJSON[index].overlays = expected[index].overlays
                        fromJSON[index].overlayProblem = nil
                    }
                    return fromJSON == expected
                })
            }
        }
        for (path, matches) in outcomes {
            #expect(try matches.get(), "\(path)")
        }
        #expect(outcomes.count >= 40, "images compared: \(outcomes.count)")
    }

    @Test func readsEachKindOfValue() throws {
        let json = Data("""
            [{"00100010": {"vr": "PN", "Value": [{"Alphabetic": "Doe^Jane", "Ideographic": "ド"}]},
              "00280030": {"vr": "DS", "Value": [0.661468, "0.25"]},
              "00200013": {"vr": "IS", "Value": [7]},
              "00280010": {"vr": "US", "Value": [512]},
              "00181310": {"vr": "US", "Value": [0, 256, 256, 0]},
              "00209161": {"vr": "UI", "Value": ["1.2.3"]},
              "00540081": {"vr": "US"},
              "00186011": {"vr": "SQ", "Value": [{"00186012": {"vr": "US", "Value": [1]}}, {}]},
              "7FE00010": {"vr": "OW", "BulkDataURI": "http://example.org/pixels"},
              "00091010": {"vr": "OB", "InlineBinary": "AAEC"},
              "00280106": {"vr": "SS", "Value": [-1024]},
              "00189219": {"vr": "FD", "Value": [0.661468]}}]
            """.utf8)
        let data = try #require(try DICOMJSON.dataSets(from: json).first)
        #expect(data.string(.patientName) == "Doe^Jane=ド")
        #expect(data.numbers(.pixelSpacing) == [0.661468, 0.25], "decimals as written, not as a Decimal's double")
        #expect(data.integer(.instanceNumber) == 7 && data.integer(.rows) == 512)
        #expect(data.numbers(DICOMTag(0x0018, 0x1310)) == [0, 256, 256, 0])
        #expect(data.string(DICOMTag(0x0020, 0x9161)) == "1.2.3")
        #expect(data[DICOMTag(0x0054, 0x0081)] != nil && data.number(DICOMTag(0x0054, 0x0081)) == nil, "present, empty")
        #expect(data.sequence(DICOMTag(0x0018, 0x6011))?.count == 2)
        #expect(data.sequence(DICOMTag(0x0018, 0x6011))?.first?.integer(DICOMTag(0x0018, 0x6012)) == 1)
        #expect(data[.pixelData] == nil, "bulk data is elsewhere")
        #expect(data.bytes(DICOMTag(0x0009, 0x1010)).map(Array.init) == [0, 1, 2, 0])
        #expect(data.number(DICOMTag(0x0028, 0x0106)) == -1024 && data.number(DICOMTag(0x0018, 0x9219)) == 0.661468)
    }

    @Test func readsAStoreAnswerOfInstancesStoredAndRefused() throws {
        // A STOW-RS answer (PS3.18 10.5.3) of one instance stored and two refused, one without a reason.
        let json = Data("""
            {"00081190": {"vr": "UR", "Value": ["http://pacs/dicom-web/studies/1.2"]},
             "00081199": {"vr": "SQ", "Value": [{"00081150": {"vr": "UI", "Value": ["1.2.840.10008.5.1.4.1.1.88.34"]},
                                                 "00081155": {"vr": "UI", "Value": ["1.2.3"]},
                                                 "00081190": {"vr": "UR", "Value": ["http://pacs/dicom-web/studies/1.2/series/4/instances/1.2.3"]}}]},
             "00081198": {"vr": "SQ", "Value": [{"00081155": {"vr": "UI", "Value": ["1.2.5"]}, "00081197": {"vr": "US", "Value": [49152]}},
                                                {"00081155": {"vr": "UI", "Value": ["1.2.6"]}}]}}
            """.utf8)
        let answer = StoreInstancesResponse(try DICOMJSON.dataSet(from: json))
        #expect(answer.retrieveURL == "http://pacs/dicom-web/studies/1.2")
        #expect(answer.stored == [.init(
            sopClassUID: "1.2.840.10008.5.1.4.1.1.88.34", sopInstanceUID: "1.2.3",
            retrieveURL: "http://pacs/dicom-web/studies/1.2/series/4/instances/1.2.3")])
        #expect(answer.failed.map(\.description) == [
            "instance 1.2.5: the server cannot process it (0xC000)", "instance 1.2.6: no reason given",
        ])
        #expect(answer.refusal == "instance 1.2.5: the server cannot process it (0xC000); instance 1.2.6: no reason given")
        let empty = StoreInstancesResponse(try DICOMJSON.dataSet(from: Data("{}".utf8)))
        #expect(empty == StoreInstancesResponse(stored: [], failed: []) && empty.refusal == "it stored nothing and said nothing")
        #expect(StoreInstancesResponse(stored: answer.stored, failed: []).refusal == nil)
        #expect(throws: DICOMError.invalidJSON("expected a data set (an object)")) { try DICOMJSON.dataSet(from: Data("[]".utf8)) }
    }

    @Test(arguments: [
        ("{}", "expected an array of data sets"),
        ("not json", "not JSON"),
        ("[1]", "item 0 is not an object"),
        (#"[{"0010": {"vr": "PN"}}]"#, "\"0010\" is not a tag"),
        (#"[{"00100010": {"Value": ["x"]}}]"#, "has no valid vr"),
        (#"[{"00280010": {"vr": "US", "Value": [70000]}}]"#, "not a US"),
        (#"[{"00280010": {"vr": "US", "Value": ["big"]}}]"#, "not a number"),
        (#"[{"7FE00010": {"vr": "OB", "InlineBinary": "%%%"}}]"#, "not base64"),
        (#"[{"00100010": {"vr": "PN"}"#, "not JSON"),
        (#"[{"00100020": {"vr": "LO", "Value": ["open]}}]"#, "a string is not closed"),
        (#"[{}] x"#, "more after the value"),
        (#"[{},]"#, "expected a value"),
        (#"[{"00100020": {"vr": "LO", "Value": ["\u12G4"]}}]"#, #"a bad \u escape"#),
        (#"[{"00100020": {"vr": "LO", "Value": ["\q"]}}]"#, "an unknown escape"),
        (#"[{"00200013": {"vr": "IS", "Value": [1.]}}]"#, "without digits after its point"),
        (#"[{"00200013": {"vr": "IS", "Value": [tru]}}]"#, "an unknown word"),
        (#"[{"00200013": {"vr": "IS", "Value": [true]}}]"#, "holds true, not a IS value"),
        ("[\"tab\there\"]", "a control character"),
    ])
    func refusesWhatIsNotTheModelSayingWhy(_ json: String, _ reason: String) {
        let error = #expect(throws: DICOMError.self) { try DICOMJSON.dataSets(from: Data(json.utf8)) }
        #expect(error?.description.contains(reason) == true, "\(json): \(String(describing: error))")
    }

    @Test func readsStringsWithTheirEscapesAndNumbersAsWritten() throws {
        let json = Data(#"""
            [{"00100020": {"vr": "LO", "Value": ["a\"b\\c\/d\u00e9\ud83d\ude00\tx"]},
              "00081030": {"vr": "LO", "Value": ["plain ünïcode"]},
              "00280030": {"vr": "DS", "Value": [-1.5e-3, 2E2]},
              "00200013": {"vr": "IS", "Value": [-7]},
              "00100030": {"vr": "DA", "Value": [null]}}]
            """#.utf8)
        let data = try #require(try DICOMJSON.dataSets(from: json).first)
        #expect(data.string(.patientID) == "a\"b\\c/dé😀\tx")
        #expect(data.string(.studyDescription) == "plain ünïcode")
        #expect(data.numbers(.pixelSpacing) == [-0.0015, 200])
        #expect(data.integer(.instanceNumber) == -7)
        #expect(data[DICOMTag(0x0010, 0x0030)] != nil && data.string(DICOMTag(0x0010, 0x0030)) == nil, "null: present, empty")
    }

    @Test func refusesNestingDeeperThanFilesMay() {
        var item = "{}"
        for _ in 0..<40 { item = #"{"00186011": {"vr": "SQ", "Value": [\#(item)]}}"# }
        let error = #expect(throws: DICOMError.self) { try DICOMJSON.dataSets(from: Data("[\(item)]".utf8)) }
        #expect(error?.description.contains("nested deeper") == true)
        // JSON nested deeper than any data set: refused before the stack runs out.
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        let tooDeep = #expect(throws: DICOMError.self) { try DICOMJSON.dataSets(from: deep) }
        #expect(tooDeep?.description.contains("nested deeper than 512 levels") == true)
    }
}
