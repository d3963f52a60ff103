import Foundation
import TomoCore

/// A transfer function as a ray caster reads it: for each whole stored sample over a range, the colour and the
/// opacity of one step along a ray (corrected from a millimetre's), linear between them; and whether any value
/// over a range of samples is seen at all (so a brick of such values can be skipped).
struct TransferTable: Sendable {
    let lowest: Int
    /// Per whole sample from `lowest`: red, green, blue, opacity of a step.
    let entries: [SIMD4<Float>]
    /// Per whole sample from `lowest`, how many of the entries before it are seen (opacity above 0).
    private let seen: [Int]

    /// `transfer` over stored samples `range` (values through `storage`), for steps of `step` millimetres.
    init(_ transfer: VolumeTransferFunction, storage: Rescale, range: ClosedRange<Int>, step: Double) {
        lowest = range.lowerBound
        entries = range.map { sample in
            let value = storage.physicalValue(ofStored: Double(sample))
            let colour = transfer.colour(at: value)
            let opacity = 1 - pow(1 - min(max(transfer.opacity(at: value), 0), 1), step)
            return SIMD4(Float(colour.red), Float(colour.green), Float(colour.blue), Float(opacity))
        }
        var counted = [0]
        for entry in entries { counted.append(counted.last! + (entry.w > 0 ? 1 : 0)) }
        seen = counted
        seenSpan = Self.span(seen: counted)
    }

    /// Where the seen entries are all together (from a to b, as transfer functions mostly have them): the positions
    /// whose entry or the next is seen, a − 1 ..< b + 1.
    private let seenSpan: (low: Float, high: Float)?

    private static func span(seen counted: [Int]) -> (low: Float, high: Float)? {
        guard let total = counted.last, total > 0, let first = counted.firstIndex(of: 1).map({ $0 - 1 }) else { return nil }
        let last = first + total - 1
        guard counted[last + 1] - counted[first] == total else { return nil }
        return (Float(first - 1), Float(last + 1))
    }

    /// The colour and a step's opacity at stored value `value` (held within the table's range), nil where its
    /// opacity is 0 (or NaN: no value); the entries about an unseen value are not read.
    @inline(__always)
    func seenEntry(at value: Float) -> SIMD4<Float>? {
        let position = min(max(value - Float(lowest), 0), Float(entries.count - 1))
        if let seenSpan {
            guard position >= seenSpan.low, position < seenSpan.high else { return nil }
        } else {
            // Whether the entry at the position's index or the one after it is seen (the count of seen entries
            // before each).
            guard position == position, seen.withUnsafeBufferPointer({ $0[min(Int(position) + 2, entries.count)] > $0[Int(position)] }) else {
                return nil
            }
        }
        let index = Int(position), fraction = position - Float(index)
        let entry = entries.withUnsafeBufferPointer { entries in
            fraction > 0 ? entries[index] + (entries[index + 1] - entries[index]) * fraction : entries[index]
        }
        return entry.w > 0 ? entry : nil
    }

    /// Whether every stored value from `low` to `high` is unseen (opacity 0).
    func isClear(from low: Int16, to high: Int16) -> Bool {
        let first = min(max(Int(low) - lowest, 0), entries.count - 1), last = min(max(Int(high) - lowest, 0), entries.count - 1)
        return seen[last + 1] - seen[first] == 0
    }
}
