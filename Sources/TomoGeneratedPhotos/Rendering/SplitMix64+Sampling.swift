import TomoCore

extension SplitMix64 {
    /// A uniform value in 0..<1 (24 random bits, exact in `Float`).
    mutating func unit() -> Float {
        Float(next() >> 40) / 16_777_216
    }

    /// A uniform value in `range`.
    mutating func float(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A uniform integer in `range` (the modulo bias is negligible for the small ranges used here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// An element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...elements.count - 1)]
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Float) -> Bool {
        unit() < probability
    }
}
