import Testing
import TomoCore
import TomoImaging

@Suite("Operation concurrency")
struct OperationConcurrencyTests {
    @Test("operations on one shared bitmap from many tasks give the sequential results")
    func concurrentUse() async throws {
        let photo = try OperationImage.noise(48, 32, .rgb8, seed: 41)
        let slice = try OperationImage.noise(32, 32, .gray16, seed: 42)
        let windows = WindowPreset.ctPresets.map(\.window)
        @Sendable func work(_ index: Int) throws -> [Bitmap] {
            [
                try photo.resized(width: 10 + index, height: 7 + index),
                try photo.blurred(radius: Double(index % 4)),
                try photo.aspectFilled(width: 16, height: 9 + index),
                try slice.windowed(windows[index % windows.count], rescale: Rescale(slope: 1, intercept: -1024)),
            ]
        }
        let expected = try (0..<16).map(work)
        let results = try await withThrowingTaskGroup(of: (Int, [Bitmap]).self) { group in
            for index in 0..<16 { group.addTask { (index, try work(index)) } }
            var results = [[Bitmap]](repeating: [], count: 16)
            for try await (index, bitmaps) in group { results[index] = bitmaps }
            return results
        }
        #expect(results == expected)
    }
}
