import TomoCore
import TomoVolume

extension DICOMInstance {
    /// Fills `slice` of `volume` with `values` (its stored samples and their rescale, `values(of:)`), kept in
    /// the volume's storage.
    public func fill(_ volume: CTVolume, slice: Int, with values: (samples: StoredSamples, rescale: Rescale)) throws(DICOMError) {
        do {
            try volume.fill(slice: slice, with: values.samples, rescale: values.rescale)
        } catch {
            throw .invalidValue(tag: .rows, reason: error.description)
        }
    }
}
