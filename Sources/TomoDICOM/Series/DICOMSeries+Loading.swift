import Foundation
import TomoCore
import TomoVolume

extension DICOMSeries {
    /// A volume for the series' slices, empty: `fill(_:slices:from:)` fills it, a file at a time.
    public func makeVolume() throws(CTVolumeError) -> CTVolume {
        if let colour = instances.first(where: { $0.pixels.isColour }) {
            throw .colour(photometricInterpretation: colour.pixels.photometricInterpretation)
        }
        // A rescale's values are clamped as a CT's always were; a Modality LUT's may all lie beyond.
        if let highest = instances.lazy.compactMap({ $0.modalityLUT?.entries.max() }).first(where: { $0 > Int16.max }) {
            throw .valuesBeyondRange(highest: Double(highest))
        }
        return try CTVolume(geometry: geometry)
    }

    /// Reads the file at `path` once and fills each of `slices` (the slices it holds) into `volume`: the one
    /// way a DICOM file's slices reach a volume. Blocking: call it from the blocking-work threads.
    public func fill(_ volume: CTVolume, slices: [Int], from path: String) throws(DICOMFileError) {
        let file = try DICOMFile.read(path: path)
        do {
            try Self.fill(volume, slices: slices, of: instances, from: file)
        } catch {
            throw DICOMFileError(path: path, error: error)
        }
    }

    private static func fill(
        _ volume: CTVolume, slices: [Int], of instances: [DICOMInstance], from file: DICOMFile
    ) throws(DICOMError) {
        let pixels = try file.pixelDescription()
        for slice in slices {
            let instance = instances[slice]
            let filled: Result<Void, CTVolumeError>
            if instance.modalityLUT == nil, let words = try file.littleEndianWords(frame: instance.frame, pixels: pixels) {
                filled = words.withUnsafeBytes { words in
                    Result { () throws(CTVolumeError) in
                        let (shift, mask) = (UInt16(16 - pixels.bitsStored), UInt16(truncatingIfNeeded: (1 << pixels.bitsStored) - 1))
                        try checkRange(of: instance, count: words.count / 2, rescale: instance.rescale) { index in
                            let word = UInt16(littleEndian: words.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))
                            return pixels.isSigned ? Int32(Int16(bitPattern: word << shift) >> Int16(shift)) : Int32(word & mask)
                        }
                        try volume.fill(
                            slice: slice, littleEndianWords: words, bitsStored: pixels.bitsStored, isSigned: pixels.isSigned,
                            rescale: instance.rescale)
                    }
                }
            } else {
                let values = instance.values(of: try file.storedSamples(frame: instance.frame, pixels: pixels))
                filled = Result { () throws(CTVolumeError) in
                    try checkRange(of: instance, count: values.samples.count, rescale: values.rescale) { values.samples.value(at: $0) }
                    try volume.fill(slice: slice, with: values.samples, rescale: values.rescale)
                }
            }
            switch filled {
            case .success: break
            case .failure(.valuesBeyondRange(let highest)):
                throw .unsupportedImage("values reaching \(Int(highest)), past the \(Int16.min)…\(Int16.max) Tomo's volume holds")
            case .failure(let error): throw .invalidValue(tag: .rows, reason: error.description)
            }
        }
    }

    /// Refuses a slice whose values run past what a volume's samples hold (−32768…32767), which filling would
    /// clamp: an unsigned 16-bit image's values up to 65535, say (a CT's are clamped, as they always were:
    /// its padding lies below air). The `count` stored values (`stored(i)`) are looked at only when the
    /// image's bits and rescale could reach past it (`DICOMInstance.valueRange`).
    private static func checkRange(of instance: DICOMInstance, count: Int, rescale: Rescale, stored: (Int) -> Int32) throws(CTVolumeError) {
        let holds = Double(Int16.min)...Double(Int16.max)
        let range = instance.valueRange
        guard instance.modality != "CT", !holds.contains(range.lowerBound) || !holds.contains(range.upperBound) else { return }
        var (lowest, highest) = (Int32.max, Int32.min)
        for index in 0..<count {
            let value = stored(index)
            (lowest, highest) = (min(lowest, value), max(highest, value))
        }
        guard lowest <= highest else { return }
        let values = [lowest, highest].map { (Double($0) * rescale.slope + rescale.intercept).rounded() }
        if let past = values.first(where: { !holds.contains($0) }) { throw .valuesBeyondRange(highest: past) }
    }
}
