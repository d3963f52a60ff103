import Testing
import TomoPipeline

@Suite struct StackPrefetchOrderTests {
    @Test func walksOutwardAlternatingBelowThenAbove() {
        #expect(Array(StackPrefetchOrder(center: 5, count: 8)) == [5, 4, 6, 3, 7, 2, 1, 0])
        #expect(Array(StackPrefetchOrder(center: 1, count: 6)) == [1, 0, 2, 3, 4, 5])
    }

    @Test func coversEveryIndexOnceFromAnyCenter() {
        for count in 0...9 {
            for center in -2...(count + 2) {
                let order = Array(StackPrefetchOrder(center: center, count: count))
                #expect(order.sorted() == Array(0..<count), "center \(center) of \(count)")
                if count > 0 { #expect(order.first == min(max(center, 0), count - 1)) }
            }
        }
    }

    @Test func neighboursComeBeforeFartherSlices() {
        let order = Array(StackPrefetchOrder(center: 50, count: 108))
        let distances = order.map { abs($0 - 50) }
        #expect(distances == distances.sorted())
    }
}
