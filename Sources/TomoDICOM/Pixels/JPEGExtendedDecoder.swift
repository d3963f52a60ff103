/// JPEG Extended, processes 2 and 4 (ITU T.81 F, the sequential DCT with Huffman coding at 8 or 12 bits per
/// sample), in Swift: a grey image's one component, restart intervals, 8- and 16-bit quantization tables,
/// the IJG's integer inverse DCT (`JPEGInverseDCT`), so that it decodes to DCMTK's values. Older CT and MR
/// archives hold 12-bit images so, which Debian 12's libjpeg-turbo (8-bit only) cannot decode; a colour
/// image at 8 bits goes to libjpeg-turbo, as JPEG Baseline does.
struct JPEGExtendedDecoder: FrameDecoder {
    /// A frame header (SOF0 or SOF1) of one component.
    private struct Header {
        var precision: Int
        var lines: Int
        var width: Int
        var component: Int
        var quantizationTable: Int
    }

    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        var stream = JPEGMarkerStream(bytes: frame)
        var quantization: [Int: [Int32]] = [:]
        var dcTables: [Int: JPEGHuffmanTable] = [:], acTables: [Int: JPEGHuffmanTable] = [:]
        var header: Header?
        var restartInterval = 0
        while let marker = try stream.nextMarker() {
            switch marker {
            case 0xD8: continue
            case 0xC0, 0xC1:
                let segment = try stream.segment()
                guard segment.count >= 6 else { throw corrupt("a short frame header") }
                let count = Int(segment[5])
                guard count >= 1, segment.count >= 6 + 3 * count else { throw corrupt("a short frame header") }
                guard count == 1 else {
                    #if canImport(CTurboJPEG)
                    if segment[0] == 8 { return try JPEGBaselineDecoder().decode(frame, as: pixels) }
                    #endif
                    throw .unsupportedImage("a colour image in \(TransferSyntax.jpegExtended.name) at \(segment[0]) bits (Tomo decodes grey ones)")
                }
                header = Header(
                    precision: Int(segment[0]), lines: Int(segment[1]) << 8 | Int(segment[2]), width: Int(segment[3]) << 8 | Int(segment[4]),
                    component: Int(segment[6]), quantizationTable: Int(segment[8] & 0x0F))
            case 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF:
                throw .unsupportedImage("a \(Self.process(marker)) JPEG codestream in \(TransferSyntax.jpegExtended.name)")
            case 0xC4:
                for (tableClass, id, table) in try JPEGHuffmanTable.tables(in: try stream.segment(), syntax: TransferSyntax.jpegExtended.name) {
                    if tableClass == 0 { dcTables[id] = table } else { acTables[id] = table }
                }
            case 0xDB:
                let segment = try stream.segment()
                var offset = 0
                while offset < segment.count {
                    let (wide, id) = (segment[offset] >> 4 != 0, Int(segment[offset] & 0x0F))
                    let size = wide ? 128 : 64
                    guard offset + 1 + size <= segment.count else { throw corrupt("a short quantization table") }
                    quantization[id] = (0..<64).map { k in
                        Int32(wide ? Int(segment[offset + 1 + 2 * k]) << 8 | Int(segment[offset + 2 + 2 * k]) : Int(segment[offset + 1 + k]))
                    }
                    offset += 1 + size
                }
            case 0xDD:
                restartInterval = try stream.restartInterval(syntax: TransferSyntax.jpegExtended.name)
            case 0xDA:
                guard let header else { throw corrupt("a scan before the frame header") }
                let segment = try stream.segment()
                guard segment.count >= 6, segment[0] == 1, Int(segment[1]) == header.component else {
                    throw corrupt("a scan that is not of the frame's one component")
                }
                guard segment[3] == 0, segment[4] == 63, segment[5] == 0 else { throw corrupt("a scan that is not sequential") }
                guard let dc = dcTables[Int(segment[2] >> 4)], let ac = acTables[Int(segment[2] & 0x0F)] else {
                    throw corrupt("a scan names a missing Huffman table")
                }
                guard let table = quantization[header.quantizationTable] else { throw corrupt("the frame names a missing quantization table") }
                return try decodeScan(
                    header, dc: dc, ac: ac, quantization: table, restartInterval: restartInterval, bytes: frame,
                    position: stream.position, pixels: pixels)
            case 0xD9: throw corrupt("the codestream ends before its scan")
            default: _ = try stream.segment()
            }
        }
        throw corrupt("no scan")
    }

    /// Decodes the scan's blocks (T.81 F.2.2) in raster order, each into its 8 × 8 samples, and crops them to
    /// the image.
    private func decodeScan(
        _ header: Header, dc: JPEGHuffmanTable, ac: JPEGHuffmanTable, quantization: [Int32], restartInterval: Int,
        bytes: [UInt8], position: Int, pixels: ImagePixelDescription
    ) throws(DICOMError) -> [UInt16] {
        guard header.precision == 8 || header.precision == 12 else { throw corrupt("a precision of \(header.precision) bits (8 or 12)") }
        guard header.lines == pixels.rows, header.width == pixels.columns, pixels.samplesPerPixel == 1 else {
            throw corrupt("the codestream is \(header.width) × \(header.lines), the file says \(pixels.columns) × \(pixels.rows)")
        }
        let (across, down) = ((header.width + 7) / 8, (header.lines + 7) / 8)
        // Each block takes two bits at least (a DC code and an end of block): a codestream too short for its
        // size is refused before allocating.
        guard across * down * 2 <= (bytes.count - position) * 8 + 64 else { throw corrupt("too few bytes for the image") }
        let stride = across * 8
        var planes = [UInt16](repeating: 0, count: stride * down * 8)
        // Quantization in natural order, as the coefficients are placed.
        var steps = [Int32](repeating: 0, count: 64)
        for k in 0..<64 { steps[Self.naturalOrder[k]] = quantization[k] }
        let transform = JPEGInverseDCT(precision: header.precision)
        let maximumSize = header.precision == 8 ? 11 : 15
        try bytes.withUnsafeBufferPointer { (bytes) throws(DICOMError) in
            var reader = JPEGBitReader(bytes: bytes, position: position)
            var block = [Int32](repeating: 0, count: 64)
            var prediction = 0
            try planes.withUnsafeMutableBufferPointer { (planes) throws(DICOMError) in
                try block.withUnsafeMutableBufferPointer { (block) throws(DICOMError) in
                    let coefficients = block.baseAddress!
                    for index in 0..<across * down {
                        if restartInterval > 0, index > 0, index % restartInterval == 0 {
                            guard reader.bitsReadPastEnd < 8 else { throw corrupt("the data ends early") }
                            guard reader.restart() else { throw corrupt("a restart marker is missing") }
                            prediction = 0
                        }
                        block.update(repeating: 0)
                        prediction += try value(&reader, dc, maximumSize: maximumSize)
                        coefficients[0] = Int32(truncatingIfNeeded: prediction) &* steps[0]
                        try decodeAC(&reader, ac, into: coefficients, steps: steps, maximumSize: maximumSize)
                        let (row, column) = index.quotientAndRemainder(dividingBy: across)
                        transform.transform(coefficients, into: planes.baseAddress! + row * 8 * stride + column * 8, stride: stride)
                    }
                }
            }
            guard reader.bitsReadPastEnd < 8 else { throw corrupt("the data ends early") }
        }
        guard stride != header.width || down * 8 != header.lines else { return planes }
        return (0..<header.lines).flatMap { row in planes[row * stride..<row * stride + header.width] }
    }

    /// A DC difference (T.81 F.2.2.1): its size's Huffman code, then that many bits.
    @inline(__always)
    private func value(_ reader: inout JPEGBitReader, _ table: JPEGHuffmanTable, maximumSize: Int) throws(DICOMError) -> Int {
        let bits = reader.peek32()
        let (length, size) = table.lookup(bits >> 16)
        guard length > 0 else { throw corrupt("an invalid Huffman code") }
        guard size <= maximumSize else { throw corrupt("a DC difference of \(size) bits") }
        reader.skip(length + size)
        return Self.extend(bits, after: length, size: size)
    }

    /// The 63 AC coefficients of a block (T.81 F.2.2.2), dequantized into their natural places: each a code of
    /// the zeros before it and its size, then its bits; end of block, or sixteen zeros.
    @inline(__always)
    private func decodeAC(
        _ reader: inout JPEGBitReader, _ table: JPEGHuffmanTable, into coefficients: UnsafeMutablePointer<Int32>, steps: [Int32],
        maximumSize: Int
    ) throws(DICOMError) {
        var k = 1
        while k < 64 {
            let bits = reader.peek32()
            let (length, symbol) = table.lookup(bits >> 16)
            guard length > 0 else { throw corrupt("an invalid Huffman code") }
            let (zeros, size) = (symbol >> 4, symbol & 0x0F)
            if size == 0 {
                reader.skip(length)
                guard zeros == 15 else { return }
                k += 16
                continue
            }
            k += zeros
            guard k < 64, size <= maximumSize else { throw corrupt("a block's coefficients run past its 64") }
            reader.skip(length + size)
            let place = Self.naturalOrder[k]
            coefficients[place] = Int32(truncatingIfNeeded: Self.extend(bits, after: length, size: size)) &* steps[place]
            k += 1
        }
    }

    /// The `size` bits after a `length`-bit code at the start of `bits`, as a signed value (T.81 F.2.2.1's EXTEND).
    @inline(__always)
    private static func extend(_ bits: UInt32, after length: Int, size: Int) -> Int {
        guard size > 0 else { return 0 }
        let value = Int((bits << UInt32(length)) >> UInt32(32 - size))
        return value < 1 << (size - 1) ? value - (1 << size) + 1 : value
    }

    /// Where each coefficient of the zig-zag sequence lies in the block, row by row (T.81 figure A.6).
    private static let naturalOrder: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55,
        62, 63,
    ]

    /// What a frame marker Tomo does not decode here says the codestream is: "progressive", "lossless", ….
    private static func process(_ marker: UInt8) -> String {
        switch marker {
        case 0xC2: "progressive"
        case 0xC3: "lossless"
        case 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF: "arithmetic-coded"
        default: "hierarchical"
        }
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: TransferSyntax.jpegExtended.name, reason: reason)
    }
}
