import TomoCore
import TomoImaging
import TomoVolume

/// One slice as a reader needs it: its stored samples, how they map to HU, where it lies, how to show it.
public struct SeriesSlice: Sendable {
    /// Its position in the series (0 first).
    public var index: Int
    public var columns: Int
    public var rows: Int
    /// Row-major, top row first.
    public var samples: StoredSamples
    /// Stored values to HU (or what else `valueUnit` says they measure).
    public var rescale: Rescale
    /// What its values measure.
    public var valueUnit: ValueUnit
    public var pixelSpacing: PixelSpacing?
    /// The centre of its first pixel in patient space, when known.
    public var position: Vector3?
    public var orientation: ImageOrientation?
    /// Its own windows (DICOM's Window Center/Width), the default first.
    public var windows: [WindowLevel]
    /// The lowest value shows white (MONOCHROME1).
    public var isInverted: Bool
    /// The samples are 8-bit display values the source windowed itself (the original API's slices): no
    /// HU, no window of the reader's.
    public var isRendered: Bool
    /// The slice's colour image (RGB), when it is a colour one: shown as it is, whatever the window (its
    /// samples are then its grey, for what reads values).
    public var colour: Bitmap?

    public init(
        index: Int, columns: Int, rows: Int, samples: StoredSamples, rescale: Rescale, pixelSpacing: PixelSpacing? = nil,
        position: Vector3? = nil, orientation: ImageOrientation? = nil, windows: [WindowLevel] = [], isInverted: Bool = false,
        isRendered: Bool = false, valueUnit: ValueUnit = .hounsfield
    ) {
        self.index = index
        self.columns = columns
        self.rows = rows
        self.samples = samples
        self.rescale = rescale
        self.pixelSpacing = pixelSpacing
        self.position = position
        self.orientation = orientation
        self.windows = windows
        self.isInverted = isInverted
        self.isRendered = isRendered
        self.valueUnit = valueUnit
    }

    /// A slice of 8-bit display values windowed by the source.
    public static func rendered(index: Int, columns: Int, rows: Int, values: [UInt8], position: Vector3? = nil) -> SeriesSlice {
        SeriesSlice(
            index: index, columns: columns, rows: rows, samples: StoredSamples(words: values.map(UInt16.init), isSigned: false),
            rescale: .identity, position: position, isRendered: true)
    }

    /// A slice of the display values of `image` (colour made gray), as a server rendered them.
    public static func rendered(index: Int, image: Bitmap, position: Vector3? = nil) -> SeriesSlice {
        let gray = image.converted(to: .gray8)
        let values = (0..<gray.height).flatMap { row in gray.pixels[row * gray.bytesPerRow ..< row * gray.bytesPerRow + gray.width] }
        return .rendered(index: index, columns: gray.width, rows: gray.height, values: values, position: position)
    }

    /// A colour slice: `image` (RGB) shown as it is, placed as `position`, `pixelSpacing` and `orientation` say.
    public static func colour(
        index: Int, image: Bitmap, position: Vector3? = nil, pixelSpacing: PixelSpacing? = nil, orientation: ImageOrientation? = nil
    ) -> SeriesSlice {
        var slice = SeriesSlice.rendered(index: index, image: image, position: position)
        slice.colour = image
        slice.pixelSpacing = pixelSpacing
        slice.orientation = orientation
        return slice
    }

    /// Its position along `normal` in millimetres (rounded to 0.01 mm), when known.
    public func distance(along normal: Vector3) -> Double? {
        position.map { ($0.dot(normal) * 100).rounded() / 100 }
    }

    /// Its lowest and highest values (through the rescale); nil for an empty, rendered or colour slice.
    public var valueRange: ClosedRange<Double>? {
        guard !isRendered, colour == nil, samples.count > 0 else { return nil }
        var lowest = Int32.max, highest = Int32.min
        for index in 0..<samples.count {
            let value = samples.value(at: index)
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        let ends = [Double(lowest), Double(highest)].map(rescale.physicalValue(ofStored:))
        return ends.min()!...ends.max()!
    }

    /// The slice through `window` (nil: its own, else a soft-tissue window) as an 8-bit gray image,
    /// inverted for MONOCHROME1; a rendered or colour slice as it is, whatever the window.
    public func image(window: WindowLevel?) throws(ImagingError) -> Bitmap {
        if let colour { return colour }
        if isRendered {
            return try Bitmap(width: columns, height: rows, format: .gray8, pixels: samples.words.map { UInt8(clamping: $0) })
        }
        return try Bitmap.windowing(
            samples.words, width: columns, height: rows, signed: samples.isSigned,
            window: window ?? windows.first ?? WindowPreset.softTissue.window, rescale: rescale, inverted: isInverted)
    }
}
