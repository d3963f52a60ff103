import Foundation
import Testing
import TomoTestSupport
@testable import TomoDICOM

/// Overlay Planes (PS3.3 C.9.2) read as pydicom reads them, placed by their origin on the frames they
/// cover, in any overlay group and either byte order; malformed ones refused by the element at fault.
struct OverlayPlaneTests {
    @Test(arguments: ["examples_overlay.dcm", "MR-SIEMENS-DICOM-WithOverlays.dcm", "big-endian"])
    func overlaysAreReadAsPydicomReadsThem(_ name: String) async throws {
        try await withScratchFolder { folder in
            var path = try await DICOMSamples.pydicomDataFile("MR-SIEMENS-DICOM-WithOverlays.dcm")
            if name == "examples_overlay.dcm" { path = try await DICOMSamples.pydicomFile(name) }
            let expected = try await DICOMSamples.pydicomOverlay(path)
            if name == "big-endian" {
                // The same file in Explicit VR Big Endian, as DCMTK writes it: Overlay Data's words
                // byte-swapped. (pydicom reads them unswapped, so the little-endian original's is the reference.)
                let converted = folder.appending(path: "big.dcm").path
                try await DICOMSamples.runTool("dcmconv", ["+te", "+tb", path, converted])
                path = converted
            }
            let file = try DICOMFile.read(path: path)
            #expect(OverlayPlane.isPresent(in: file.dataSet))
            let plane = try #require(try OverlayPlane.planes(in: file.dataSet).first)
            #expect(plane.group == 0x6000 && plane.name == "Siemens MedCom Object Graphics" && plane.type == "G")
            let pixels = try file.pixelDescription()
            let mask = try #require(plane.mask(frame: 0, imageColumns: pixels.columns, imageRows: pixels.rows))
            #expect(mask.map { $0 ? Int32(1) : 0 } == expected && mask.contains(true), "\(name)")
        }
    }

    /// A 4 × 2 overlay of group 6002 at origin (row 2, column 0), so its first column falls left of the image:
    /// its bits land one row down and one column left, clipped; it covers frames 2 and 3 only.
    @Test(arguments: [false, true])
    func anOverlayIsPlacedByItsOriginOnTheFramesItCovers(implicitVR: Bool) throws {
        var data = overlay(group: 0x6002, rows: 2, columns: 4, origin: (2, 0), frames: 2, firstFrame: 3)
        // Frame 0 of the overlay: 1 1 0 1 / 0 0 0 1; frame 1: all set.
        data.set(DICOMTag(0x6002, 0x3000), .OW, bytes: [0b1000_1011, 0xFF])
        let dataSet = try DataSet(
            bytes: try data.encoded(implicitVR: implicitVR), transferSyntax: implicitVR ? .implicitVRLittleEndian : .explicitVRLittleEndian)
        let plane = try #require(try OverlayPlane.planes(in: dataSet).first)
        #expect(plane.group == 0x6002 && plane.name == "overlay 6002" && (plane.originRow, plane.originColumn) == (1, -1))
        #expect(plane.mask(frame: 1, imageColumns: 3, imageRows: 3) == nil)
        let mask = try #require(plane.mask(frame: 2, imageColumns: 3, imageRows: 3))
        #expect(mask == [false, false, false, true, false, true, false, false, true])
        #expect(plane.mask(frame: 3, imageColumns: 3, imageRows: 3) == [false, false, false, true, true, true, true, true, true])
        #expect(plane.mask(frame: 4, imageColumns: 3, imageRows: 3) == nil)
        // Wholly outside the image: nothing marked, nothing out of range.
        var far = overlay(group: 0x6000, rows: 2, columns: 4, origin: (40, -30), frames: 1, firstFrame: 1)
        far.set(DICOMTag(0x6000, 0x3000), .OW, bytes: [0xFF, 0])
        let outside = try #require(try OverlayPlane.planes(in: DataSet(bytes: try far.encoded(), transferSyntax: .explicitVRLittleEndian)).first)
        #expect(outside.mask(frame: 0, imageColumns: 3, imageRows: 3) == Array(repeating: false, count: 9))
    }

    @Test func malformedOverlaysAreRefusedByTheElementAtFault() throws {
        func planes(withData: Bool = true, _ change: (inout DataSetBuilder) -> Void) throws -> [OverlayPlane] {
            var data = overlay(group: 0x6000, rows: 4, columns: 4, origin: (1, 1), frames: 1, firstFrame: 1)
            if withData { data.set(DICOMTag(0x6000, 0x3000), .OW, bytes: [0xFF, 0xFF]) }
            change(&data)
            return try OverlayPlane.planes(in: DataSet(bytes: try data.encoded(), transferSyntax: .explicitVRLittleEndian))
        }
        #expect(try planes { _ in }.count == 1)
        #expect(throws: DICOMError.invalidValue(tag: DICOMTag(0x6000, 0x3000), reason: "2 bytes for 2 frames of 4 × 4 bits (4 needed)")) {
            try planes { $0.set(DICOMTag(0x6000, 0x0015), .IS, "2") }
        }
        #expect(throws: DICOMError.invalidValue(tag: DICOMTag(0x6000, 0x0010), reason: "an overlay needs Overlay Rows and Columns from 1 to 65,535")) {
            try planes { $0.set(DICOMTag(0x6000, 0x0011), unsignedShorts: [0]) }
        }
        #expect(throws: DICOMError.unsupportedImage("overlay 6000 is kept in the pixel data's unused bits (Tomo reads Overlay Data)")) {
            try planes(withData: false) { $0.set(DICOMTag(0x6000, 0x0100), unsignedShorts: [16]) }
        }
        #expect(throws: DICOMError.invalidValue(tag: DICOMTag(0x6000, 0x0050), reason: "1 values, a row and a column expected")) {
            try planes { $0.set(DICOMTag(0x6000, 0x0050), .SS, bytes: [1, 0]) }
        }
        #expect(DICOMTag(0x6002, 0x3000).nameAndTag == "(6002,3000) Overlay Data")
    }

    /// As JSON (the study library's record): the same plane back; a record whose bits are too few for its
    /// size, or whose size is absurd, is an error, never a plane that would read past its bits.
    @Test func anOverlayKeptAsJSONComesBackAndADamagedOneIsRefused() throws {
        var data = overlay(group: 0x6002, rows: 2, columns: 4, origin: (2, 0), frames: 2, firstFrame: 3)
        data.set(DICOMTag(0x6002, 0x3000), .OW, bytes: [0b1000_1011, 0xFF])
        let plane = try #require(try OverlayPlane.planes(in: DataSet(bytes: try data.encoded(), transferSyntax: .explicitVRLittleEndian)).first)
        let json = try JSONEncoder().encode(plane)
        #expect(try JSONDecoder().decode(OverlayPlane.self, from: json) == plane)
        var record = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        for (key, value) in [("rows", 9 as Any), ("bits", "/w==" as Any), ("columns", 0 as Any), ("frameCount", 1 << 40 as Any)] {
            var damaged = record
            damaged[key] = value
            #expect(throws: DecodingError.self, "\(key)") {
                try JSONDecoder().decode(OverlayPlane.self, from: try JSONSerialization.data(withJSONObject: damaged))
            }
        }
        record["name"] = "kept"
        #expect(try JSONDecoder().decode(OverlayPlane.self, from: try JSONSerialization.data(withJSONObject: record)).name == "kept")
    }

    /// An overlay's attributes in `group` (origin row and column from 1, as the file writes them).
    private func overlay(
        group: UInt16, rows: UInt16, columns: UInt16, origin: (Int16, Int16), frames: Int, firstFrame: UInt16
    ) -> DataSetBuilder {
        var data = DataSetBuilder()
        data.set(DICOMTag(group, 0x0010), unsignedShorts: [rows])
        data.set(DICOMTag(group, 0x0011), unsignedShorts: [columns])
        data.set(DICOMTag(group, 0x0015), .IS, "\(frames)")
        data.set(DICOMTag(group, 0x0040), .CS, "G")
        let row = UInt16(bitPattern: origin.0), column = UInt16(bitPattern: origin.1)
        data.set(DICOMTag(group, 0x0050), .SS, bytes: [UInt8(row & 0xFF), UInt8(row >> 8), UInt8(column & 0xFF), UInt8(column >> 8)])
        data.set(DICOMTag(group, 0x0051), unsignedShorts: [firstFrame])
        data.set(DICOMTag(group, 0x0100), unsignedShorts: [1])
        data.set(DICOMTag(group, 0x0102), unsignedShorts: [0])
        return data
    }
}
