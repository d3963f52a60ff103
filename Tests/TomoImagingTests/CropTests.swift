import Testing
import TomoImaging

@Suite("Crop")
struct CropTests {
    @Test("the crop holds exactly the pixels of the rectangle", arguments: PixelFormat.allCases)
    func copiesTheRectangle(format: PixelFormat) throws {
        let image = try OperationImage.noise(9, 7, format, seed: 11)
        for source in [image, try OperationImage.padded(image)] {
            let crop = try source.cropped(x: 2, y: 3, width: 5, height: 4)
            #expect(crop.width == 5 && crop.height == 4 && crop.format == format)
            #expect(crop.bytesPerRow == 5 * format.bytesPerPixel)
            for y in 0..<4 {
                for x in 0..<5 {
                    for c in 0..<format.channelCount { #expect(crop.testSample(x, y, c) == image.testSample(x + 2, y + 3, c)) }
                }
            }
        }
    }

    @Test("corners and single pixels")
    func cornersAndSinglePixels() throws {
        let image = try OperationImage.make(4, 3, .gray16) { x, y, _ in 1000 * y + x }
        #expect(try image.cropped(x: 3, y: 2, width: 1, height: 1).testSamples == [2003])
        #expect(try image.cropped(x: 0, y: 0, width: 2, height: 1).testSamples == [0, 1])
        #expect(try image.cropped(x: 2, y: 1, width: 2, height: 2).testSamples == [1002, 1003, 2002, 2003])
    }

    @Test("the whole image crops to itself")
    func wholeImage() throws {
        let image = try OperationImage.noise(6, 4, .rgb8)
        #expect(try image.cropped(x: 0, y: 0, width: 6, height: 4) == image)
    }

    @Test("zero or negative sizes are invalid dimensions")
    func invalidSizes() throws {
        let image = try OperationImage.noise(6, 4, .gray8)
        for (width, height) in [(0, 2), (2, 0), (-1, 2), (2, -5)] {
            #expect(throws: ImagingError.invalidDimensions(width: width, height: height)) {
                try image.cropped(x: 0, y: 0, width: width, height: height)
            }
        }
    }

    @Test("rectangles reaching outside the image are invalid parameters")
    func outOfBounds() throws {
        let image = try OperationImage.noise(6, 4, .rgba8)
        let rectangles = [
            (-1, 0, 2, 2), (0, -1, 2, 2), (5, 0, 2, 2), (0, 3, 2, 2), (0, 0, 7, 4), (0, 0, 6, 5), (Int.max, 0, 1, 1),
        ]
        for (x, y, width, height) in rectangles {
            let error = #expect(throws: ImagingError.self) { try image.cropped(x: x, y: y, width: width, height: height) }
            guard case .invalidParameter = error else {
                Issue.record("(\(x), \(y)) \(width)×\(height): expected invalidParameter, got \(String(describing: error))")
                continue
            }
        }
    }
}
