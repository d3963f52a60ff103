/// JPEG Lossless, process 14 (ITU T.81 H), in Swift: Huffman-coded differences from one of seven
/// predictors, 2 to 16 bits per sample, point transform, restart intervals, one component or several
/// interleaved. (libjpeg-turbo decodes lossless JPEG only from version 3; Debian 12 ships 2.1.)
struct JPEGLosslessDecoder: FrameDecoder {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        var stream = JPEGMarkerStream(bytes: frame)
        var tables: [Int: JPEGHuffmanTable] = [:]
        var header: (precision: Int, lines: Int, width: Int, components: [Int])?
        var restartInterval = 0
        while let marker = try stream.nextMarker() {
            switch marker {
            case 0xD8: continue
            case 0xC3:
                let segment = try stream.segment()
                guard segment.count >= 6 else { throw corrupt("a short frame header") }
                let count = Int(segment[5])
                guard count >= 1, segment.count >= 6 + 3 * count else { throw corrupt("a short frame header") }
                header = (
                    Int(segment[0]), Int(segment[1]) << 8 | Int(segment[2]), Int(segment[3]) << 8 | Int(segment[4]),
                    (0..<count).map { Int(segment[6 + 3 * $0]) }
                )
            case 0xC0, 0xC1, 0xC2, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF:
                throw corrupt("the codestream is not lossless JPEG (SOF\(marker - 0xC0))")
            case 0xC4:
                let segment = try stream.segment()
                var offset = 0
                while offset + 17 <= segment.count {
                    let id = Int(segment[offset] & 0x0F)
                    let counts = Array(segment[offset + 1..<offset + 17])
                    let total = counts.reduce(0) { $0 + Int($1) }
                    guard offset + 17 + total <= segment.count else { throw corrupt("a short Huffman table") }
                    tables[id] = try JPEGHuffmanTable(counts: counts, values: Array(segment[offset + 17..<offset + 17 + total]))
                    offset += 17 + total
                }
            case 0xDD:
                let segment = try stream.segment()
                guard segment.count >= 2 else { throw corrupt("a short restart interval") }
                restartInterval = Int(segment[0]) << 8 | Int(segment[1])
            case 0xDA:
                guard let header else { throw corrupt("a scan before the frame header") }
                let segment = try stream.segment()
                return try decodeScan(segment, header: header, tables: tables, restartInterval: restartInterval,
                                      bytes: frame, position: stream.position, pixels: pixels)
            case 0xD9: throw corrupt("the codestream ends before its scan")
            default: _ = try stream.segment()
            }
        }
        throw corrupt("no scan")
    }

    private func decodeScan(
        _ segment: [UInt8], header: (precision: Int, lines: Int, width: Int, components: [Int]),
        tables: [Int: JPEGHuffmanTable], restartInterval: Int, bytes: [UInt8], position: Int,
        pixels: ImagePixelDescription
    ) throws(DICOMError) -> [UInt16] {
        let count = Int(segment.first ?? 0)
        guard count >= 1, segment.count >= 1 + 2 * count + 3 else { throw corrupt("a short scan header") }
        let scanTables = try (0..<count).map { (index) throws(DICOMError) -> JPEGHuffmanTable in
            guard let table = tables[Int(segment[2 + 2 * index] >> 4)] else { throw corrupt("a scan names a missing Huffman table") }
            return table
        }
        let predictor = Int(segment[1 + 2 * count])
        let pointTransform = Int(segment[3 + 2 * count] & 0x0F)
        let (precision, lines, width) = (header.precision, header.lines, header.width)
        guard count == header.components.count, (1...7).contains(predictor), (2...16).contains(precision),
            pointTransform < precision
        else { throw corrupt("a scan Tomo does not decode (\(count) of \(header.components.count) components, predictor \(predictor))") }
        guard lines == pixels.rows, width == pixels.columns, count == pixels.samplesPerPixel else {
            throw corrupt("the codestream is \(width) × \(lines) × \(count), the file says \(pixels.columns) × \(pixels.rows)")
        }
        // Every sample takes one bit at least: a codestream too short for its size is refused before allocating.
        guard lines * width * count <= (bytes.count - position) * 8 + 64 else { throw corrupt("too few bytes for the image") }
        var reader = JPEGBitReader(bytes: bytes, position: position)
        var output = [UInt16](repeating: 0, count: lines * width * count)
        let initial = 1 << (precision - pointTransform - 1)
        let mask = 0xFFFF
        let interval = restartInterval > 0 ? restartInterval : Int.max
        var untilRestart = interval
        var restartRow = 0
        try output.withUnsafeMutableBufferPointer { (samples) throws(DICOMError) in
            for row in 0..<lines {
                for column in 0..<width {
                    if untilRestart == 0 {
                        guard reader.bitsReadPastEnd < 8 else { throw corrupt("the data ends early") }
                        guard reader.restart() else { throw corrupt("a restart marker is missing") }
                        // Restarts start rows in every lossless codestream Tomo has seen; the first row
                        // of an interval is predicted as the scan's first row.
                        guard column == 0 else { throw corrupt("a restart interval ends inside a row") }
                        untilRestart = interval
                        restartRow = row
                    }
                    untilRestart -= 1
                    for component in 0..<count {
                        let index = (row * width + column) * count + component
                        let (length, size) = scanTables[component].lookup(reader.peek16())
                        guard length > 0 else { throw corrupt("an invalid Huffman code") }
                        reader.skip(length)
                        let difference: Int
                        switch size {
                        case 0: difference = 0
                        case 16: difference = 32768
                        case 1..<16:
                            let bits = reader.read(size)
                            difference = bits < 1 << (size - 1) ? bits - (1 << size) + 1 : bits
                        default: throw corrupt("a difference of \(size) bits")
                        }
                        let prediction: Int
                        if row == restartRow {
                            prediction = column == 0 ? initial : Int(samples[index - count])
                        } else if column == 0 {
                            prediction = Int(samples[index - width * count])
                        } else {
                            let a = Int(samples[index - count])
                            let b = Int(samples[index - width * count])
                            let c = Int(samples[index - width * count - count])
                            switch predictor {
                            case 1: prediction = a
                            case 2: prediction = b
                            case 3: prediction = c
                            case 4: prediction = a + b - c
                            case 5: prediction = a + ((b - c) >> 1)
                            case 6: prediction = b + ((a - c) >> 1)
                            default: prediction = (a + b) >> 1
                            }
                        }
                        samples[index] = UInt16(truncatingIfNeeded: (prediction + difference) & mask)
                    }
                }
            }
        }
        guard reader.bitsReadPastEnd < 8 else { throw corrupt("the data ends early") }
        guard pointTransform > 0 else { return output }
        return output.map { $0 << UInt16(pointTransform) }
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: "JPEG Lossless", reason: reason)
    }
}
