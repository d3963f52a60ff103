import Testing
import TomoImaging

@Suite("Aspect fit")
struct AspectFitTests {
    static func fittedSize(
        _ width: Int, _ height: Int, into maxWidth: Int, _ maxHeight: Int, upscaling: Bool = false
    ) throws -> [Int] {
        let result = try OperationImage.constant(width, height, .gray8, 9)
            .aspectFitted(maxWidth: maxWidth, maxHeight: maxHeight, allowUpscaling: upscaling)
        return [result.width, result.height]
    }

    @Test("shrinks to the largest size that fits, keeping the aspect ratio")
    func shrinks() throws {
        #expect(try Self.fittedSize(400, 200, into: 100, 100) == [100, 50])
        #expect(try Self.fittedSize(200, 400, into: 100, 100) == [50, 100])
        #expect(try Self.fittedSize(300, 200, into: 100, 100) == [100, 67])  // 66.7 rounds to 67
        #expect(try Self.fittedSize(400, 200, into: 300, 100) == [200, 100])  // height-limited
        #expect(try Self.fittedSize(1000, 1, into: 10, 10) == [10, 1])  // never below one pixel
    }

    @Test("an image that fits is returned unchanged unless upscaling is allowed")
    func upscaling() throws {
        let image = try OperationImage.noise(50, 20, .rgb8)
        #expect(try image.aspectFitted(maxWidth: 100, maxHeight: 100) == image)
        #expect(try Self.fittedSize(50, 20, into: 100, 100, upscaling: true) == [100, 40])
        #expect(try Self.fittedSize(50, 50, into: 80, 120, upscaling: true) == [80, 80])
    }

    @Test("the content is the resized image")
    func content() throws {
        let image = try OperationImage.noise(40, 30, .gray16, seed: 2)
        #expect(try image.aspectFitted(maxWidth: 20, maxHeight: 20) == image.resized(width: 20, height: 15))
    }

    @Test("zero or negative bounds are invalid dimensions")
    func invalidBounds() throws {
        let image = try OperationImage.noise(8, 8, .gray8)
        #expect(throws: ImagingError.invalidDimensions(width: 0, height: 10)) {
            try image.aspectFitted(maxWidth: 0, maxHeight: 10)
        }
        #expect(throws: ImagingError.invalidDimensions(width: 10, height: -1)) {
            try image.aspectFitted(maxWidth: 10, maxHeight: -1)
        }
    }
}
