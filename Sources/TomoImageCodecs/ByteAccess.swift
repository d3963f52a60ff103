import TomoImaging

/// Gives C codecs one contiguous view of image bytes, whatever collection holds them.
enum ByteAccess {
    /// Calls `body` with the bytes of `data` in one buffer.
    ///
    /// `Data`, `[UInt8]`, `ArraySlice` and other contiguous collections are read in place;
    /// anything else is copied once into an array first.
    static func withContiguousBytes<R>(
        _ data: some Collection<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) throws(ImagingError) -> R
    ) throws(ImagingError) -> R {
        let inPlace: Result<R, ImagingError>? = data.withContiguousStorageIfAvailable { buffer in
            Result { () throws(ImagingError) -> R in try body(buffer) }
        }
        if let inPlace {
            return try inPlace.get()
        }
        let copy = Array(data)
        let copied: Result<R, ImagingError> = copy.withUnsafeBufferPointer { buffer in
            Result { () throws(ImagingError) -> R in try body(buffer) }
        }
        return try copied.get()
    }
}
