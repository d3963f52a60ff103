import Testing
import TomoImaging

@Suite("Aspect fill")
struct AspectFillTests {
    /// Three vertical bands (left 10, centre 100, right 250) with the centre band `centre` pixels wide.
    static func bands(width: Int, height: Int, centre: Int, vertical: Bool) throws -> Bitmap {
        try OperationImage.make(width, height, .rgb8) { x, y, _ in
            let position = vertical ? x : y, length = vertical ? width : height
            let start = (length - centre) / 2
            return position < start ? 10 : position < start + centre ? 100 : 250
        }
    }

    @Test("landscape: keeps the full height and the centre columns")
    func landscape() throws {
        // 400×200 → 100×100 covers with scale ½ and keeps columns 100..<300.
        let image = try Self.bands(width: 400, height: 200, centre: 200, vertical: true)
        let result = try image.aspectFilled(width: 100, height: 100)
        #expect(result.width == 100 && result.height == 100)
        #expect(result.testSamples.allSatisfy { $0 == 100 })
    }

    @Test("portrait: keeps the full width and the centre rows")
    func portrait() throws {
        let image = try Self.bands(width: 200, height: 400, centre: 200, vertical: false)
        let result = try image.aspectFilled(width: 50, height: 50)
        #expect(result.width == 50 && result.height == 50)
        #expect(result.testSamples.allSatisfy { $0 == 100 })
    }

    @Test("square source into a wide target: keeps the centre rows")
    func squareIntoWide() throws {
        // 300×300 → 150×50: the source rectangle is 300×100 at y = 100.
        let image = try Self.bands(width: 300, height: 300, centre: 100, vertical: false)
        let result = try image.aspectFilled(width: 150, height: 50)
        #expect(result.width == 150 && result.height == 50)
        #expect(result.testSamples.allSatisfy { $0 == 100 })
    }

    @Test("equals resizing the centred rectangle of the target's aspect ratio")
    func centredRectangle() throws {
        let image = try OperationImage.noise(60, 40, .gray16, seed: 5)
        // 60×40 → 30×30: a 40×40 rectangle at x = 10. 60×40 → 20×40: a 20×40 rectangle at x = 20.
        #expect(
            try image.aspectFilled(width: 30, height: 30)
                == image.cropped(x: 10, y: 0, width: 40, height: 40).resized(width: 30, height: 30))
        #expect(try image.aspectFilled(width: 20, height: 40) == image.cropped(x: 20, y: 0, width: 20, height: 40))
        // 60×40 → 90×20: a 60×13.33 rectangle, rounded to 13 rows at y = 13.
        #expect(
            try image.aspectFilled(width: 90, height: 20)
                == image.cropped(x: 0, y: 13, width: 60, height: 13).resized(width: 90, height: 20))
    }

    @Test("same aspect ratio is a plain resize")
    func sameAspect() throws {
        let image = try OperationImage.noise(40, 20, .rgba8)
        #expect(try image.aspectFilled(width: 10, height: 5) == image.resized(width: 10, height: 5))
        #expect(try image.aspectFilled(width: 40, height: 20) == image)
    }

    @Test("always exactly the requested size", arguments: PixelFormat.allCases)
    func exactSize(format: PixelFormat) throws {
        for (sourceWidth, sourceHeight) in [(50, 30), (30, 50), (40, 40), (200, 3), (1, 1)] {
            let image = try OperationImage.noise(sourceWidth, sourceHeight, format)
            for (width, height) in [(1, 1), (16, 9), (9, 16), (64, 64), (300, 2), (2, 300)] {
                let result = try image.aspectFilled(width: width, height: height)
                #expect(result.width == width && result.height == height && result.format == format)
            }
        }
    }

    @Test("zero or negative sizes are invalid dimensions")
    func invalidSizes() throws {
        let image = try OperationImage.noise(8, 8, .gray8)
        #expect(throws: ImagingError.invalidDimensions(width: 0, height: 4)) { try image.aspectFilled(width: 0, height: 4) }
        #expect(throws: ImagingError.invalidDimensions(width: 4, height: -2)) { try image.aspectFilled(width: 4, height: -2) }
    }
}
