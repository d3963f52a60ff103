/// JPEG Lossless, process 14 (ITU T.81 H), in Swift: Huffman-coded differences from one of seven
/// predictors, 2 to 16 bits per sample, point transform, restart intervals, one component or several
/// interleaved. (libjpeg-turbo decodes lossless JPEG only from version 3; Debian 12 ships 2.1.)
struct JPEGLosslessDecoder: FrameDecoder {
    func decode(_ frame: [UInt8], as pixels: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        var stream = JPEGMarkerStream(bytes: frame)
        var tables: [Int: JPEGHuffmanTable] = [:]
        var header: (precision: Int, lines: Int, width: Int, components: [Int], sampling: [UInt8])?
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
                    (0..<count).map { Int(segment[6 + 3 * $0]) }, (0..<count).map { segment[7 + 3 * $0] }
                )
            case 0xC0, 0xC1, 0xC2, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF:
                throw corrupt("the codestream is not lossless JPEG (SOF\(marker - 0xC0))")
            case 0xC4:
                for (_, id, table) in try JPEGHuffmanTable.tables(in: try stream.segment(), syntax: "JPEG Lossless") { tables[id] = table }
            case 0xDD:
                restartInterval = try stream.restartInterval(syntax: "JPEG Lossless")
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
        _ segment: [UInt8], header: (precision: Int, lines: Int, width: Int, components: [Int], sampling: [UInt8]),
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
            throw corrupt(
                "the codestream is \(width) × \(lines) × \(count), the file says \(pixels.columns) × \(pixels.rows) × \(pixels.samplesPerPixel)")
        }
        // Several components only interleaved, one sample of each per pixel (as colour images are written).
        guard count == 1 || header.sampling.allSatisfy({ $0 == 0x11 }) else {
            throw corrupt("components sampled at different rates (Tomo decodes them one sample each per pixel)")
        }
        // Every sample takes one bit at least: a codestream too short for its size is refused before allocating.
        guard lines * width * count <= (bytes.count - position) * 8 + 64 else { throw corrupt("too few bytes for the image") }
        // Samples in raster order, a pixel's components together.
        var output = [UInt16](repeating: 0, count: lines * width * count)
        let layout = ScanLayout(
            width: width, predictor: predictor, initial: 1 << (precision - pointTransform - 1),
            restartInterval: restartInterval > 0 ? restartInterval : Int.max)
        try bytes.withUnsafeBufferPointer { (bytes) throws(DICOMError) in
            var reader = JPEGBitReader(bytes: bytes, position: position)
            try output.withUnsafeMutableBufferPointer { (samples) throws(DICOMError) in
                if count == 1 {
                    try decodeRows(lines, layout, table: scanTables[0], reader: &reader, into: samples)
                } else {
                    try decodeInterleavedRows(lines, layout, tables: scanTables, reader: &reader, into: samples)
                }
            }
            guard reader.bitsReadPastEnd < 8 else { throw corrupt("the data ends early") }
        }
        guard pointTransform > 0 else { return output }
        return output.map { $0 << UInt16(pointTransform) }
    }

    /// What a scan's rows are decoded with.
    private struct ScanLayout {
        var width: Int
        var predictor: Int
        /// The prediction of each interval's first sample.
        var initial: Int
        /// Samples between restart markers.
        var restartInterval: Int
    }

    /// Decodes `lines` rows of one component (T.81 H.1.2.1). Restart intervals must end at the end of a row
    /// (as in every lossless codestream Tomo has seen); the first row of an interval, like the scan's, is
    /// predicted from the left only.
    private func decodeRows(
        _ lines: Int, _ layout: ScanLayout, table: JPEGHuffmanTable, reader: inout JPEGBitReader,
        into samples: UnsafeMutableBufferPointer<UInt16>
    ) throws(DICOMError) {
        guard let out = samples.baseAddress else { return }
        let width = layout.width
        var intervals = RestartIntervals(layout)
        for row in 0..<lines {
            let isFirst = try beginRow(row, of: &intervals, width: width, restartInterval: layout.restartInterval, reader: &reader)
            let start = out + row * width
            start.pointee = UInt16(truncatingIfNeeded: (isFirst ? layout.initial : Int(start[-width])) + (try difference(&reader, table)))
            try decodeRow(start + 1, to: start + width, above: -width, predictor: isFirst ? 1 : layout.predictor, table: table, reader: &reader)
        }
    }

    /// Where a scan's restart intervals stand: the pixels left in the current one, and the row it began on.
    private struct RestartIntervals {
        var left: Int
        var firstRow = 0

        init(_ layout: ScanLayout) {
            left = layout.restartInterval
        }
    }

    /// Begins row `row` of `layout.width` pixels: past a restart marker when the interval before it has
    /// ended (intervals must end at a row's end). Whether the row is its interval's first, predicted from
    /// the left only.
    @inline(__always)
    private func beginRow(
        _ row: Int, of intervals: inout RestartIntervals, width: Int, restartInterval: Int, reader: inout JPEGBitReader
    ) throws(DICOMError) -> Bool {
        if intervals.left == 0 {
            guard reader.bitsReadPastEnd < 8 else { throw corrupt("the data ends early") }
            guard reader.restart() else { throw corrupt("a restart marker is missing") }
            intervals.left = restartInterval
            intervals.firstRow = row
        }
        guard intervals.left >= width else { throw corrupt("a restart interval ends inside a row") }
        intervals.left -= width
        return row == intervals.firstRow
    }

    /// Decodes `lines` rows of pixels of `tables.count` interleaved components (T.81 H.1.2.1), each sample
    /// predicted from its own component's neighbours, a pixel's samples together; restart intervals count
    /// pixels and, as for one component, end at the end of a row. The slow general loop: colour lossless
    /// images are few and small.
    private func decodeInterleavedRows(
        _ lines: Int, _ layout: ScanLayout, tables: [JPEGHuffmanTable], reader: inout JPEGBitReader,
        into samples: UnsafeMutableBufferPointer<UInt16>
    ) throws(DICOMError) {
        let (width, count) = (layout.width, tables.count)
        let rowLength = width * count
        var intervals = RestartIntervals(layout)
        for row in 0..<lines {
            let isFirst = try beginRow(row, of: &intervals, width: width, restartInterval: layout.restartInterval, reader: &reader)
            for column in 0..<width {
                for component in 0..<count {
                    let index = row * rowLength + column * count + component
                    let prediction: Int
                    switch (isFirst, column) {
                    case (true, 0): prediction = layout.initial
                    case (true, _): prediction = Int(samples[index - count])
                    case (false, 0): prediction = Int(samples[index - rowLength])
                    default:
                        prediction = Self.prediction(
                            layout.predictor, a: Int(samples[index - count]), b: Int(samples[index - rowLength]),
                            c: Int(samples[index - rowLength - count]))
                    }
                    samples[index] = UInt16(truncatingIfNeeded: prediction + (try difference(&reader, tables[component])))
                }
            }
        }
    }

    /// The samples from `sample` to `end`, each predicted by `predictor` from its left neighbour and those
    /// `above` samples back; a loop per common predictor keeps the choice out of the loop.
    @inline(__always)
    private func decodeRow(
        _ sample: UnsafeMutablePointer<UInt16>, to end: UnsafeMutablePointer<UInt16>, above: Int, predictor: Int,
        table: JPEGHuffmanTable, reader: inout JPEGBitReader
    ) throws(DICOMError) {
        var sample = sample
        switch predictor {
        case 1:
            // Two differences per lookup where both are short (see `JPEGHuffmanTable.shortDifferences`).
            var left = Int(sample[-1])
            while end - sample >= 2 {
                let (used, firstUsed, first, second) = table.shortDifferences(reader.peek32())
                if used > firstUsed {
                    reader.skip(used)
                    left &+= first
                    sample[0] = UInt16(truncatingIfNeeded: left)
                    left &+= second
                    sample[1] = UInt16(truncatingIfNeeded: left)
                    sample += 2
                } else {
                    left &+= try difference(&reader, table)
                    sample.pointee = UInt16(truncatingIfNeeded: left)
                    sample += 1
                }
            }
            if sample < end {
                sample.pointee = UInt16(truncatingIfNeeded: left &+ (try difference(&reader, table)))
            }
        case 2:
            while sample < end {
                sample.pointee = UInt16(truncatingIfNeeded: Int(sample[above]) + (try difference(&reader, table)))
                sample += 1
            }
        default:
            while sample < end {
                let prediction = Self.prediction(predictor, a: Int(sample[-1]), b: Int(sample[above]), c: Int(sample[above - 1]))
                sample.pointee = UInt16(truncatingIfNeeded: prediction + (try difference(&reader, table)))
                sample += 1
            }
        }
    }

    /// Predictor `predictor` (T.81 table H.1) from the samples left (`a`), above (`b`) and above left (`c`).
    @inline(__always)
    private static func prediction(_ predictor: Int, a: Int, b: Int, c: Int) -> Int {
        switch predictor {
        case 1: a
        case 2: b
        case 3: c
        case 4: a + b - c
        case 5: a + ((b - c) >> 1)
        case 6: b + ((a - c) >> 1)
        default: (a + b) >> 1
        }
    }

    /// The next difference (T.81 H.1.2.2): a Huffman code for its size in bits, then that many bits, both
    /// from one 32-bit peek; the short ones (nearly all) by one lookup.
    @inline(__always)
    private func difference(_ reader: inout JPEGBitReader, _ table: JPEGHuffmanTable) throws(DICOMError) -> Int {
        let bits = reader.peek32()
        let (used, short) = table.shortDifference(bits)
        if used > 0 {
            reader.skip(used)
            return short
        }
        let (length, size) = table.lookup(bits >> 16)
        guard length > 0 else { throw corrupt("an invalid Huffman code") }
        switch size {
        case 0:
            reader.skip(length)
            return 0
        case 1..<16:
            let value = Int((bits << UInt32(length)) >> UInt32(32 - size))
            reader.skip(length + size)
            return value < 1 << (size - 1) ? value - (1 << size) + 1 : value
        case 16:
            reader.skip(length)
            return 32768
        default:
            throw corrupt("a difference of \(size) bits")
        }
    }

    private func corrupt(_ reason: String) -> DICOMError {
        .corruptPixelData(syntax: "JPEG Lossless", reason: reason)
    }
}
