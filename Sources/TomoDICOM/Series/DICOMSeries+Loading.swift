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
            guard instance.modalityLUT == nil, let words = try file.littleEndianWords(frame: instance.frame, pixels: pixels) else {
                try instance.fill(volume, slice: slice, with: instance.values(of: try file.storedSamples(frame: instance.frame, pixels: pixels)))
                continue
            }
            // Straight from the file's bytes, in a Result: `withUnsafeBytes` rethrows untyped.
            let filled = words.withUnsafeBytes { words in
                Result { () throws(DICOMError) in
                    let (shift, mask) = (UInt16(16 - pixels.bitsStored), UInt16(truncatingIfNeeded: (1 << pixels.bitsStored) - 1))
                    try instance.checkVolumeRange(count: words.count / 2, rescale: instance.rescale) { index in
                        let word = UInt16(littleEndian: words.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))
                        return pixels.isSigned ? Int32(Int16(bitPattern: word << shift) >> Int16(shift)) : Int32(word & mask)
                    }
                    do throws(CTVolumeError) {
                        try volume.fill(
                            slice: slice, littleEndianWords: words, bitsStored: pixels.bitsStored, isSigned: pixels.isSigned,
                            rescale: instance.rescale)
                    } catch {
                        throw .invalidValue(tag: .rows, reason: error.description)
                    }
                }
            }
            try filled.get()
        }
    }
}
