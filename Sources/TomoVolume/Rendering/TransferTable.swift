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
    }

    /// The colour and a step's opacity at stored value `value` (held within the table's range), nil where its
    /// opacity is 0 (or NaN: no value); the entries about an unseen value are not read.
    @inline(__always)
    func seenEntry(at value: Float) -> SIMD4<Float>? {
        let position = min(max(value - Float(lowest), 0), Float(entries.count - 1))
        guard position == position else { return nil }
        let index = Int(position), fraction = position - Float(index)
        // Whether the entry at `index` or the one after it is seen (the count of seen entries before each).
        guard seen.withUnsafeBufferPointer({ $0[min(index + 2, entries.count)] > $0[index] }) else { return nil }
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
