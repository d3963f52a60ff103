/// The pixel data element as a de-identified file writes it, in parts: its header, then its value as slices of
/// the input's own bytes wherever they are kept as they were (an uncompressed little-endian value, each fragment
/// of compressed pixel data), so that a thousand-slice export copies each image once, from the input file's
/// buffer to the output file, as `cp` does.
enum PixelDataOutput {
    /// The parts of `element` (the data set's top-level pixel data) written in Explicit VR Little Endian, or in
    /// Implicit VR with `implicitVR`; its value byte-swapped from a big-endian data set, and `blanking`'s areas
    /// blanked.
    static func parts(
        of element: DataElement, in dataSet: DataSet, implicitVR: Bool, blanking: (PixelBlanking, [PixelRectangle])?
    ) throws(DeidentificationRefusal) -> [ArraySlice<UInt8>] {
        let tag = DataSetBuilder.littleEndian(DICOMTag.pixelData.group) + DataSetBuilder.littleEndian(DICOMTag.pixelData.element)
        switch element.value {
        case .bytes(let range):
            var value = dataSet.buffer.bytes[range]
            if dataSet.isBigEndian || blanking != nil {
                var copy = Array(value)
                if dataSet.isBigEndian { DataSetBuilder.swapBytes(of: &copy, vr: element.vr) }
                if let (blanking, areas) = blanking { try blanking.blank(areas, in: &copy) }
                value = copy[...]
            }
            let length = value.count + value.count % 2
            guard length < Int(UInt32.max) else { throw .unwritable("its pixel data is too long for one element") }
            let vr: [UInt8] = implicitVR ? [] : Array((element.vr == .OB ? "OB" : "OW").utf8) + [0, 0]
            let header = tag + vr + DataSetBuilder.littleEndian(UInt32(length))
            return [header[...], value] + (value.count % 2 == 1 ? [[0][...]] : [])
        case .encapsulated(let pixels):
            guard blanking == nil else { throw .unblankable("its pixels are compressed") }
            var parts: [ArraySlice<UInt8>] = [(tag + Array("OB".utf8) + [0, 0] + DataSetBuilder.littleEndian(UInt32.max))[...]]
            let table = pixels.offsets.flatMap { DataSetBuilder.littleEndian($0) }
            parts.append((item(length: table.count) + table)[...])
            for fragment in pixels.fragments {
                let value = dataSet.buffer.bytes[fragment.range]
                parts.append(item(length: value.count + value.count % 2)[...])
                parts.append(value)
                if value.count % 2 == 1 { parts.append([0]) }
            }
            parts.append([0xFE, 0xFF, 0xDD, 0xE0, 0, 0, 0, 0])
            return parts
        case .sequence:
            throw .unwritable("its pixel data is a sequence")
        }
    }

    /// The parts of an uncompressed pixel data element of `bytes` (little-endian samples of `bits` bits allocated:
    /// OB for 8, OW for 16) in Explicit VR Little Endian.
    static func parts(native bytes: [UInt8], wordsOf bits: Int) throws(DeidentificationRefusal) -> [ArraySlice<UInt8>] {
        let length = bytes.count + bytes.count % 2
        guard length < Int(UInt32.max) else { throw .unwritable("its pixel data is too long for one element") }
        let tag = DataSetBuilder.littleEndian(DICOMTag.pixelData.group) + DataSetBuilder.littleEndian(DICOMTag.pixelData.element)
        let header = tag + Array((bits > 8 ? "OW" : "OB").utf8) + [0, 0] + DataSetBuilder.littleEndian(UInt32(length))
        return [header[...], bytes[...]] + (bytes.count % 2 == 1 ? [[0][...]] : [])
    }

    /// An item's header: (FFFE,E000) and its length.
    private static func item(length: Int) -> [UInt8] {
        [0xFE, 0xFF, 0x00, 0xE0] + DataSetBuilder.littleEndian(UInt32(length))
    }
}
