import Foundation
import Testing
import TomoTestSupport

/// What the `tomo anonymize` tests check an output with: the key they give, and pydicom's own look at every file
/// written (identifying values and UIDs left, SOP Instance UIDs against the key's HMAC, pixels, references).
extension AnonymizeCommandTests {
    /// The key the tests give: 32 bytes of a file.
    static func writeKey(in folder: URL) throws -> String {
        let path = folder.appending(path: "key").path
        try Data((0..<32).map { UInt8($0 * 7 % 256) }).write(to: URL(filePath: path))
        return path
    }

    /// What pydicom finds in an anonymized folder, against its input.
    struct Check: Decodable {
        var files: Int
        var leaks: [String]
        var unmatched: [String]
        var pixelMismatches: [String]
        var unresolvedReferences: [String]
        var missingDeidentification: [String]
        var patientIDs: [String]
        var segmentations: [String]
        var keyObjects: [String]
        var reports: [String]
        var directoryFiles: [String]
    }

    static func pydicomCheck(input: String, output: String, key: String) async throws -> Check {
        let text = try await python(checkScript, [input, output, key])
        return try JSONDecoder().decode(Check.self, from: Data(text.utf8))
    }

    static func python(_ script: String, _ arguments: [String]) async throws -> String {
        let python = try #require(TestEnvironment.program("python3"))
        let run = try await ProcessRun.run(python, ["-c", script] + arguments)
        try #require(run.status == 0, "\(run.errors)")
        return run.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The files under `folder`, relative, sorted.
    static func files(under folder: String) throws -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "DICOMDIR" && !isFolder("\(folder)/\($0)") }.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    static func studyDates(under folder: String) async throws -> [String] {
        let text = try await python("""
            import os, sys, pydicom
            for root, _, names in os.walk(sys.argv[1]):
                for name in names:
                    if name != "DICOMDIR":
                        print(pydicom.dcmread(os.path.join(root, name), stop_before_pixels=True).StudyDate)
            """, [folder])
        return text.split(separator: "\n").map(String.init)
    }

    static func days(since date: String) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = [date.prefix(4), date.dropFirst(4).prefix(2), date.suffix(2)].map { Int($0) ?? 0 }
        let day = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
        return Int(day.timeIntervalSince1970 / 86_400)
    }

    /// Prints the pydicom check as JSON: argv input folder, output folder, key file.
    static let checkScript = """
        import hashlib, hmac, json, os, sys, numpy, pydicom
        source, target, key_path = sys.argv[1:4]
        key = open(key_path, "rb").read()

        def new_uid(uid):
            b = bytearray(hmac.new(key, b"uid\\0" + uid.encode(), hashlib.sha256).digest()[:16])
            b[6] = b[6] & 0x0F | 0x80
            b[8] = b[8] & 0x3F | 0x80
            return "2.25." + str(int.from_bytes(b, "big"))

        def walk(ds, visit):
            for element in ds:
                if element.VR == "SQ":
                    for item in element.value:
                        walk(item, visit)
                else:
                    visit(element)

        identifying = {"PatientName", "PatientID", "PatientBirthDate", "InstitutionName", "InstitutionAddress",
                       "ReferringPhysicianName", "AccessionNumber", "StationName", "DeviceSerialNumber",
                       "OperatorsName", "PerformingPhysicianName", "StudyID", "StudyDate", "SeriesDate",
                       "AcquisitionDate", "ContentDate", "OtherPatientIDs", "ManufacturerModelName_never"}
        originals, inputs = {}, {}
        for root, _, names in os.walk(source):
            for name in names:
                path = os.path.join(root, name)
                try:
                    ds = pydicom.dcmread(path)
                    ds.SOPInstanceUID
                except Exception:
                    continue
                def visit(element):
                    if element.keyword in identifying and element.value not in (None, ""):
                        text = str(element.value)
                        if len(text.replace("^", "")) >= 3:
                            originals[text] = element.keyword
                    if element.VR == "UI" and element.keyword not in ("SOPClassUID", "ReferencedSOPClassUID", "TransferSyntaxUID", "MediaStorageSOPClassUID", "ImplementationClassUID", "CodingSchemeUID", "ReferencedSOPClassUIDInFile", "ContextUID", "MappingResourceUID"):
                        for uid in (element.value if isinstance(element.value, list) else [element.value]):
                            if uid:
                                originals[str(uid)] = element.keyword
                walk(ds, visit)
                walk(ds.file_meta, visit)
                inputs[new_uid(str(ds.SOPInstanceUID))] = ds

        report = {"files": 0, "leaks": [], "unmatched": [], "pixelMismatches": [], "unresolvedReferences": [],
                  "missingDeidentification": [], "patientIDs": [], "segmentations": [], "keyObjects": [], "reports": [],
                  "directoryFiles": []}
        outputs, references, patients = set(), [], set()
        for root, _, names in os.walk(target):
            for name in names:
                path = os.path.join(root, name)
                relative = os.path.relpath(path, target)
                if relative == "DICOMDIR":
                    from pydicom.fileset import FileSet
                    fs = FileSet(pydicom.dcmread(path))
                    report["directoryFiles"] = sorted(os.path.relpath(i.path, target) for i in fs)
                    continue
                ds = pydicom.dcmread(path)
                report["files"] += 1
                outputs.add(str(ds.SOPInstanceUID))
                patients.add(str(ds.PatientID))
                if ds.SOPClassUID == "1.2.840.10008.5.1.4.1.1.66.4":
                    report["segmentations"].append(relative)
                if ds.SOPClassUID == "1.2.840.10008.5.1.4.1.1.88.59":
                    report["keyObjects"].append(relative)
                if ds.SOPClassUID == "1.2.840.10008.5.1.4.1.1.88.34":
                    report["reports"].append(relative)
                texts = []
                def visit(element):
                    if element.tag == 0x7FE00010:
                        return
                    texts.append(str(element.value))
                    if element.keyword == "ReferencedSOPInstanceUID":
                        references.append((relative, str(element.value)))
                walk(ds, visit)
                walk(ds.file_meta, visit)
                texts.append(relative)
                blob = "\\n".join(texts).upper()
                for value, keyword in originals.items():
                    if value.upper() in blob:
                        report["leaks"].append(f"{relative}: {keyword}")
                if ds.get("PatientIdentityRemoved") != "YES" or "DeidentificationMethodCodeSequence" not in ds:
                    report["missingDeidentification"].append(relative)
                if any(element.tag.is_private for element in ds.iterall()):
                    report["leaks"].append(f"{relative}: a private element")
                original = inputs.get(str(ds.SOPInstanceUID))
                if original is None:
                    report["unmatched"].append(relative)
                elif "PixelData" in original:
                    if original.file_meta.TransferSyntaxUID == "1.2.840.10008.1.2.2":
                        same = numpy.array_equal(original.pixel_array, ds.pixel_array)
                    else:
                        same = original.PixelData == ds.PixelData
                    if not same:
                        report["pixelMismatches"].append(relative)
        report["unresolvedReferences"] = [f"{f}: {uid}" for f, uid in references if uid not in outputs]
        report["patientIDs"] = sorted(patients)
        print(json.dumps(report))
        """

    /// Prints how many pixels of the blanked area are black, how many outside it changed, and the photometric
    /// interpretation: argv input, output.
    static let blankCheckScript = """
        import sys, numpy, pydicom
        a, b = (pydicom.dcmread(p) for p in sys.argv[1:3])
        x, y = a.pixel_array, b.pixel_array
        mask = numpy.zeros(x.shape[:2], bool)
        mask[0:1, 0:2] = True
        blanked = int((y[mask] == 0).all(axis=-1).sum())
        changed = int((x[~mask] != y[~mask]).any(axis=-1).sum())
        print(f"blanked {blanked}, changed elsewhere {changed}, photometric {b.PhotometricInterpretation}")
        """
}
