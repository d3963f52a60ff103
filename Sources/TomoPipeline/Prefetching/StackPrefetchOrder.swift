/// The order to load a stack of images in when the user looks at one of them: that one, then walking
/// outward, alternating below and above (as Cornerstone3D's stack prefetch does), until both ends.
///
/// `StackPrefetchOrder(center: 5, count: 8)` yields 5, 4, 6, 3, 7, 2, 1, 0.
public struct StackPrefetchOrder: Sequence, Sendable, Hashable {
    public var center: Int
    public var count: Int

    /// `center` is clamped into `0..<count`.
    public init(center: Int, count: Int) {
        self.count = Swift.max(0, count)
        self.center = Swift.min(Swift.max(center, 0), Swift.max(self.count - 1, 0))
    }

    public func makeIterator() -> Iterator {
        Iterator(center: center, count: count)
    }

    public struct Iterator: IteratorProtocol, Sendable {
        private let count: Int
        private var pendingCenter: Int?
        private var below: Int
        private var above: Int
        private var takeBelow = true

        init(center: Int, count: Int) {
            self.count = count
            pendingCenter = count > 0 ? center : nil
            below = center - 1
            above = center + 1
        }

        public mutating func next() -> Int? {
            if let center = pendingCenter {
                pendingCenter = nil
                return center
            }
            let belowLeft = below >= 0
            let aboveLeft = above < count
            guard belowLeft || aboveLeft else { return nil }
            defer { takeBelow.toggle() }
            if (takeBelow && belowLeft) || !aboveLeft {
                below -= 1
                return below + 1
            }
            above += 1
            return above - 1
        }
    }
}
