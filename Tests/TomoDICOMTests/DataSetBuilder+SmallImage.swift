@testable import TomoDICOM

extension DataSetBuilder {
    /// A `frames`-frame 2 × 2 image of 8-bit grey zeros in series 1.2.3, with `elements` added (text values,
    /// several separated by backslashes, each in its dictionary VR): for tests of what a header says.
    static func smallImage(frames: Int = 1, photometric: String = "MONOCHROME2", _ elements: [(DICOMTag, String)] = []) -> DataSetBuilder {
        var data = DataSetBuilder()
        data.set(.seriesInstanceUID, .UI, "1.2.3")
        data.set(.samplesPerPixel, unsignedShorts: [1])
        data.set(.photometricInterpretation, .CS, photometric)
        data.set(.numberOfFrames, .IS, "\(frames)")
        data.set(.rows, unsignedShorts: [2])
        data.set(.columns, unsignedShorts: [2])
        data.set(.bitsAllocated, unsignedShorts: [8])
        data.set(.bitsStored, unsignedShorts: [8])
        data.set(.highBit, unsignedShorts: [7])
        data.set(.pixelRepresentation, unsignedShorts: [0])
        for (tag, value) in elements {
            data.set(tag, DICOMTag.dictionary[tag]?.vr ?? .LO, value.split(separator: "\\").map(String.init))
        }
        data.set(.pixelData, .OB, bytes: Array(repeating: 0, count: 4 * frames))
        return data
    }

    /// The instances of the image it describes.
    func instances() throws -> [DICOMInstance] {
        let dataSet = try DataSet(bytes: try encoded(), transferSyntax: .explicitVRLittleEndian)
        return try DICOMInstance.instances(of: dataSet, transferSyntax: .explicitVRLittleEndian, at: .file("image"))
    }
}
