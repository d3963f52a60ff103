/// One of an image's Overlay Planes (PS3.3 C.9.2): a bitmap of graphics or of a region of interest, one bit
/// per pixel, drawn over the image (or over each of a run of its frames) where its origin says.
public struct OverlayPlane: Sendable, Hashable {
    /// Its group: 6000, 6002, … 601E.
    public var group: UInt16
    public var rows: Int
    public var columns: Int
    /// The image row and column its first bit lies on, from 0 (the file counts from 1); either may be
    /// negative, or put part of it outside the image.
    public var originRow: Int
    public var originColumn: Int
    /// Graphics (`G`) or a region of interest (`R`): both are drawn the same.
    public var type: String
    /// Its Overlay Label, else its Overlay Description, else "overlay 6000".
    public var name: String
    /// The image frames it covers: `frameCount` of them from `firstFrame` (0-based), each its own bitmap.
    public var firstFrame: Int
    public var frameCount: Int
    /// Its bits (Overlay Data), the first pixel in the lowest bit of the first byte, in little-endian order
    /// (big-endian words are swapped on reading); none yet when they are at `bulkDataURI`.
    var bits: [UInt8]
    /// Where its bits are when its data set gave them by reference (a DICOMweb server's metadata), to be
    /// fetched apart and put in with `filled(with:)`; until then it marks nothing.
    public var bulkDataURI: String?

    /// The bytes its bits take.
    var byteCount: Int { (rows * columns * frameCount + 7) / 8 }

    /// Whether its bits are still to be fetched from `bulkDataURI`.
    public var awaitsBits: Bool { bits.count < byteCount }

    /// The plane with its bits from `data` (its Overlay Data fetched from `bulkDataURI`, little-endian).
    /// - Throws: ``DICOMError/invalidValue(tag:reason:)`` for too few bytes.
    public func filled(with data: [UInt8]) throws(DICOMError) -> OverlayPlane {
        guard data.count >= byteCount else {
            throw .invalidValue(
                tag: DICOMTag.overlayData.inOverlayGroup(group),
                reason: "\(data.count) bytes for \(frameCount) frames of \(columns) × \(rows) bits (\(byteCount) needed)")
        }
        var plane = self
        plane.bits = Array(data.prefix(byteCount))
        return plane
    }

    /// Whether it covers image frame `frame`.
    public func covers(frame: Int) -> Bool { (firstFrame..<firstFrame + frameCount).contains(frame) }

    /// The pixels of an image `columns` × `rows` it marks on image frame `frame`: true where a bit is set,
    /// row by row; nil when it does not cover that frame, or its bits are still to be fetched.
    public func mask(frame: Int, imageColumns: Int, imageRows: Int) -> [Bool]? {
        guard covers(frame: frame), !awaitsBits else { return nil }
        var mask = [Bool](repeating: false, count: imageColumns * imageRows)
        let first = (frame - firstFrame) * rows * columns
        // Its rows and columns that fall on the image (none, when it lies wholly outside).
        let rowRange = max(0, -originRow)..<max(max(0, -originRow), min(rows, imageRows - originRow))
        let columnRange = max(0, -originColumn)..<max(max(0, -originColumn), min(columns, imageColumns - originColumn))
        for row in rowRange {
            for column in columnRange {
                let bit = first + row * columns + column
                if bits[bit >> 3] >> UInt8(bit & 7) & 1 == 1 {
                    mask[(originRow + row) * imageColumns + originColumn + column] = true
                }
            }
        }
        return mask
    }

    /// The overlay planes of `dataSet`, group by group; a plane whose Overlay Data the data set gives by
    /// reference (`bulkDataURIs`, as a DICOMweb server's metadata does) awaits its bits from there.
    /// - Throws: ``DICOMError/invalidValue(tag:reason:)`` naming the element for a plane that is malformed
    ///   (no size, Overlay Data shorter than its frames need), ``DICOMError/missingElement(_:)`` for one
    ///   without its Overlay Data, and ``DICOMError/unsupportedImage(_:)`` for
    ///   one kept in the pixel data's unused high bits (retired since 2004), which Tomo does not read.
    public static func planes(in dataSet: DataSet, bulkDataURIs: [DICOMTag: String] = [:]) throws(DICOMError) -> [OverlayPlane] {
        var planes: [OverlayPlane] = []
        for group in DICOMTag.overlayGroups where dataSet[DICOMTag.overlayRows.inOverlayGroup(group)] != nil {
            planes.append(try OverlayPlane(dataSet, group: group, bulkDataURIs: bulkDataURIs))
        }
        return planes
    }

    /// Whether `dataSet` has any overlay plane (by its Overlay Rows, which a header read far enough sees).
    public static func isPresent(in dataSet: DataSet) -> Bool {
        DICOMTag.overlayGroups.contains { dataSet[DICOMTag.overlayRows.inOverlayGroup($0)] != nil }
    }

    private init(_ dataSet: DataSet, group: UInt16, bulkDataURIs: [DICOMTag: String]) throws(DICOMError) {
        func tag(_ tag: DICOMTag) -> DICOMTag { tag.inOverlayGroup(group) }
        self.group = group
        guard let rows = dataSet.integer(tag(.overlayRows)), let columns = dataSet.integer(tag(.overlayColumns)),
            (1...0xFFFF).contains(rows), (1...0xFFFF).contains(columns)
        else {
            throw .invalidValue(tag: tag(.overlayRows), reason: "an overlay needs Overlay Rows and Columns from 1 to 65,535")
        }
        self.rows = rows
        self.columns = columns
        let origin = dataSet.numbers(tag(.overlayOrigin)) ?? [1, 1]
        guard origin.count == 2, origin.allSatisfy({ $0.isFinite && abs($0) <= 65_535 }) else {
            throw .invalidValue(tag: tag(.overlayOrigin), reason: "\(origin.count) values, a row and a column expected")
        }
        originRow = Int(origin[0]) - 1
        originColumn = Int(origin[1]) - 1
        type = dataSet.string(tag(.overlayType)) ?? "G"
        name = dataSet.string(tag(.overlayLabel)) ?? dataSet.string(tag(.overlayDescription))
            ?? "overlay \(String(group, radix: 16, uppercase: true))"
        frameCount = dataSet.integer(tag(.numberOfFramesInOverlay)) ?? 1
        firstFrame = (dataSet.integer(tag(.imageFrameOrigin)) ?? 1) - 1
        guard (1...0xFFFF).contains(frameCount), (0..<0xFFFF).contains(firstFrame) else {
            throw .invalidValue(
                tag: tag(.numberOfFramesInOverlay), reason: "\(frameCount) frames from image frame \(firstFrame + 1)")
        }
        guard dataSet.integer(tag(.overlayBitsAllocated)) ?? 1 == 1 else {
            throw .unsupportedImage(
                "overlay \(String(group, radix: 16, uppercase: true)) is kept in the pixel data's unused bits (Tomo reads Overlay Data)")
        }
        guard let data = dataSet.bytes(tag(.overlayData)) else {
            // A DICOMweb server's metadata gives it as bulk data, to be fetched apart.
            guard let uri = bulkDataURIs[tag(.overlayData)] else { throw .missingElement(tag(.overlayData)) }
            bits = []
            bulkDataURI = uri
            return
        }
        let needed = (rows * columns * frameCount + 7) / 8
        guard data.count >= needed else {
            throw .invalidValue(
                tag: tag(.overlayData), reason: "\(data.count) bytes for \(frameCount) frames of \(columns) × \(rows) bits (\(needed) needed)")
        }
        // Overlay Data is OW: in big-endian words the bytes of each pair are swapped.
        let isSwapped = dataSet.isBigEndian && dataSet[tag(.overlayData)]?.vr != .OB
        let bytes = Array(data.prefix(needed + 1))
        bits = isSwapped ? (0..<needed).map { $0 ^ 1 < bytes.count ? bytes[$0 ^ 1] : 0 } : Array(bytes.prefix(needed))
    }
}
