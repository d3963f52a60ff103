import TomoCore
import TomoVolume

/// A volume's samples hold −32768…32767: an image whose values run past that (an unsigned 16-bit one's up to
/// 65535, say) is refused by name rather than clamped. A CT's are clamped, as they always were: its padding
/// lies below air.
extension DICOMInstance {
    /// Whether every value its bits and rescale can make fits a volume's samples (or it is a CT): filling
    /// it needs no look at its values first.
    public var valuesFitVolume: Bool {
        let holds = Double(Int16.min)...Double(Int16.max)
        return modality == "CT" || (holds.contains(valueRange.lowerBound) && holds.contains(valueRange.upperBound))
    }

    /// Fills `slice` of `volume` with `values` (its stored samples and their rescale, `values(of:)`).
    /// - Throws: `DICOMError.unsupportedImage` naming the value past what the volume holds, before filling.
    public func fill(_ volume: CTVolume, slice: Int, with values: (samples: StoredSamples, rescale: Rescale)) throws(DICOMError) {
        try checkVolumeRange(count: values.samples.count, rescale: values.rescale) { values.samples.value(at: $0) }
        do {
            try volume.fill(slice: slice, with: values.samples, rescale: values.rescale)
        } catch {
            throw .invalidValue(tag: .rows, reason: error.description)
        }
    }

    /// Refuses values past what a volume's samples hold: the `count` stored values (`stored(i)`) through
    /// `rescale`, looked at only when the image's bits and rescale could reach past it (`valuesFitVolume`).
    /// - Throws: `DICOMError.unsupportedImage`: "values reaching 65535, past the -32768…32767 Tomo's volume holds".
    func checkVolumeRange(count: Int, rescale: Rescale, stored: (Int) -> Int32) throws(DICOMError) {
        guard !valuesFitVolume else { return }
        var (lowest, highest) = (Int32.max, Int32.min)
        for index in 0..<count {
            let value = stored(index)
            (lowest, highest) = (min(lowest, value), max(highest, value))
        }
        guard lowest <= highest else { return }
        let holds = Double(Int16.min)...Double(Int16.max)
        let values = [lowest, highest].map { (Double($0) * rescale.slope + rescale.intercept).rounded() }
        if let past = values.first(where: { !holds.contains($0) }) {
            throw .unsupportedImage("values reaching \(Int(past)), past the \(Int16.min)…\(Int16.max) Tomo's volume holds")
        }
    }
}
