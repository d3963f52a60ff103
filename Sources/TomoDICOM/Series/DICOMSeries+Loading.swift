import Foundation
import TomoCore
import TomoVolume

extension DICOMSeries {
    /// A volume for the series' slices, empty: `fill(_:slices:from:)` fills it, a file at a time. A CT's values
    /// are kept as HU (rounded, clamped, as a CT's always were: its padding lies below air); other images' in
    /// a storage that holds every value their bits and rescale (or Modality LUT) can make
    /// (`Rescale.volumeStorage`), exact while they span 65,536 steps of the rescale; 32-bit grey images'
    /// (a dose grid's), whose range only their pixels tell, in one the file read first decides.
    public func makeVolume() throws(CTVolumeError) -> CTVolume {
        if let colour = instances.first(where: { $0.pixels.isColour }) {
            throw .colour(photometricInterpretation: colour.pixels.photometricInterpretation)
        }
        return try CTVolume(geometry: geometry, storage: volumeStorage)
    }

    /// The storage of the series' volume: identity for a CT; nil, to be decided by the values, when any of
    /// its images is 32-bit grey; else the one that holds every instance's value range.
    var volumeStorage: Rescale? {
        guard !instances.contains(where: \.pixels.isWideGrey) else { return nil }
        guard !instances.allSatisfy({ $0.modality == "CT" }) else { return .identity }
        let ranges = instances.map(\.valueRange)
        let lowest = ranges.map(\.lowerBound).min() ?? 0, highest = ranges.map(\.upperBound).max() ?? 0
        let step = instances.lazy.map { $0.modalityLUT == nil ? abs($0.rescale.slope) : 1 }.filter { $0 > 0 }.min() ?? 1
        return Rescale.volumeStorage(holding: lowest...highest, step: step)
    }

    /// Reads the file at `location` once and fills each of `slices` (the slices it holds) into `volume`: the one
    /// way a DICOM file's slices reach a volume. Blocking: call it from the blocking-work threads.
    public func fill(_ volume: CTVolume, slices: [Int], from location: InstanceLocation) throws(DICOMFileError) {
        try fill(volume, slices: slices, at: slices, from: location)
    }

    /// Reads the file at `location` once and fills each of `slices` (the slices it holds) into `volume` as the
    /// slice `targets` has in the same place: a volume of a few slices sliding along the series (a window) as well
    /// as one of the whole series. Blocking. Given `covers`, an uncompressed file's slices are converted only where
    /// they cover (`CTVolume.fill(slice:littleEndianWords:bitsStored:isSigned:rescale:covering:)`).
    public func fill(
        _ volume: CTVolume, slices: [Int], at targets: [Int], from location: InstanceLocation, covering covers: [SliceCover]? = nil
    ) throws(DICOMFileError) {
        let file = try DICOMFile.read(location)
        do {
            try Self.fill(volume, slices: Array(zip(slices, targets)), of: instances, from: file, covering: covers)
        } catch {
            throw DICOMFileError(path: location.description, error: error)
        }
    }

    private static func fill(
        _ volume: CTVolume, slices: [(slice: Int, target: Int)], of instances: [DICOMInstance], from file: DICOMFile, covering covers: [SliceCover]?
    ) throws(DICOMError) {
        let pixels = try file.pixelDescription()
        if pixels.isWideGrey { return try fillWide(volume, slices: slices, of: instances, from: file, pixels: pixels) }
        for (slice, target) in slices {
            let instance = instances[slice]
            guard instance.modalityLUT == nil, let words = try file.littleEndianWords(frame: instance.frame, pixels: pixels) else {
                try instance.fill(volume, slice: target, with: instance.values(of: try file.storedSamples(frame: instance.frame, pixels: pixels)))
                continue
            }
            // Straight from the file's bytes, in a Result: `withUnsafeBytes` rethrows untyped.
            let filled = words.withUnsafeBytes { words in
                Result { () throws(CTVolumeError) in
                    try volume.fill(
                        slice: target, littleEndianWords: words, bitsStored: pixels.bitsStored, isSigned: pixels.isSigned,
                        rescale: instance.rescale, covering: covers)
                }
            }
            do {
                try filled.get()
            } catch {
                throw .invalidValue(tag: .rows, reason: error.description)
            }
        }
    }

    /// Fills `slices` of a 32-bit grey file (a dose grid's frames) from its values, all read first: the file
    /// read first decides the volume's storage by its range.
    /// - Throws: `DICOMError.unsupportedImage` naming a value past the storage an earlier file decided.
    private static func fillWide(
        _ volume: CTVolume, slices: [(slice: Int, target: Int)], of instances: [DICOMInstance], from file: DICOMFile, pixels: ImagePixelDescription
    ) throws(DICOMError) {
        var values: [[Double]] = []
        for (slice, _) in slices {
            let rescale = instances[slice].rescale
            values.append(try file.storedValues(frame: instances[slice].frame, pixels: pixels).map { rescale.physicalValue(ofStored: Double($0)) })
        }
        let all = values.joined()
        guard let lowest = all.min(), let highest = all.max() else { return }
        let step = slices.map { abs(instances[$0.slice].rescale.slope) }.filter { $0 > 0 }.min() ?? 1
        _ = volume.storage(holding: lowest...highest, step: step)
        guard volume.holds(lowest...highest) else {
            let held = volume.heldValues
            throw .unsupportedImage(
                "values from \(lowest.shortText) to \(highest.shortText), past the \(held.lowerBound.shortText)…"
                    + "\(held.upperBound.shortText) the series' volume holds (the range of its file read first)")
        }
        for ((_, target), values) in zip(slices, values) {
            do {
                try volume.fill(slice: target, values: values)
            } catch {
                throw .invalidValue(tag: .rows, reason: error.description)
            }
        }
    }
}
