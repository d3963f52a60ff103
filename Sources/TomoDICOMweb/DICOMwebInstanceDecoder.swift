import Foundation
import TomoDICOM
import TomoDICOMSeries
import TomoImaging
import TomoPipeline

/// Decodes whole colour instances as a DICOMweb server sends them (DICOM Part 10 files,
/// `DICOMwebAPI.file(ofInstanceAt:asStored:)`) into their first frame in RGB: the decoder of the loader that fetches them, which is how the pipeline
/// tells a file from an error page before keeping it.
struct DICOMwebInstanceDecoder: ImageDecoding {
    var name: String { "DICOM file" }

    /// A Part 10 file: a 128-byte preamble, then `DICM`.
    func recognizes(_ data: Data) -> Bool {
        data.count >= 132 && data[data.startIndex + 128 ..< data.startIndex + 132].elementsEqual("DICM".utf8)
    }

    /// Damaged bytes (`DICOMError.isDamage`: a file cut short, a header that does not parse, pixel data that
    /// does not decode) are corrupt to the pipeline (`ImagingError`), which fetches them once more; an image
    /// Tomo cannot show is said as it is.
    func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap {
        do {
            let file = try DICOMFile(bytes: [UInt8](data))
            let pixels = try ImagePixelDescription(file.dataSet, allowsColour: true)
            guard pixels.columns <= limits.maxDimension, pixels.rows <= limits.maxDimension,
                pixels.columns * pixels.rows <= limits.maxPixelCount
            else {
                throw ImagingError.tooLarge(width: pixels.columns, height: pixels.rows, limit: limits)
            }
            return try file.colourFrame(0).bitmap()
        } catch let error as DICOMError where error.isDamage {
            throw ImagingError.corrupt(format: name, reason: "\(error)")
        }
    }
}
