import Testing
import TomoCore
@testable import TomoVolume

/// The ray caster's transfer table: a value's entry is the table's entries interpolated, nil just where its opacity
/// is 0, whether the seen entries lie together (a span checked by two comparisons) or apart (counted).
struct TransferTableTests {
    /// One step's entry at `value` as the table's entries give it, worked out the long way.
    private func expected(_ table: TransferTable, at value: Float) -> SIMD4<Float>? {
        guard !value.isNaN else { return nil }
        let position = min(max(value - Float(table.lowest), 0), Float(table.entries.count - 1))
        let index = Int(position), fraction = position - Float(index)
        let entry = fraction > 0 ? table.entries[index] + (table.entries[index + 1] - table.entries[index]) * fraction : table.entries[index]
        return entry.w > 0 ? entry : nil
    }

    private func table(opacities: [VolumeTransferFunction.OpacityPoint]) -> TransferTable {
        let transfer = VolumeTransferFunction(
            name: "test", colours: [.init(-100, 0, 0, 0), .init(100, 1, 1, 1)], opacities: opacities, shading: nil)
        return TransferTable(transfer, storage: Rescale(slope: 1, intercept: 0), range: -100...100, step: 0.5)
    }

    @Test(arguments: [
        // Seen together: from a value on, between two values, up to the top, one entry alone, none.
        [(-100.0, 0.0), (-20, 0), (10, 0.8), (100, 0.8)], [(-100, 0), (-20, 0), (-19, 0.5), (30, 0.5), (31, 0), (100, 0)],
        [(-100, 0), (99, 0), (100, 1)], [(-100, 0), (0, 0), (1, 1), (2, 0), (100, 0)], [(-100, 0), (100, 0)],
        // Apart: two spans, and seen at both ends only.
        [(-100, 0), (-50, 0), (-49, 0.5), (-40, 0.5), (-39, 0), (20, 0), (21, 0.3), (25, 0.3), (26, 0), (100, 0)],
        [(-100, 1), (-99, 0), (99, 0), (100, 1)],
    ])
    func aValuesEntryIsTheEntriesInterpolatedAndNilWhereUnseen(_ points: [(Double, Double)]) {
        let table = table(opacities: points.map { .init($0.0, $0.1) })
        var values = stride(from: Float(-102), through: 102, by: 0.125).map { $0 }
        values += [.nan, -.infinity, .infinity, 17.000_002, -19.999_998]
        for value in values {
            let entry = table.seenEntry(at: value), wanted = expected(table, at: value)
            #expect(entry == wanted, "at \(value)")
        }
        #expect(values.contains { expected(table, at: $0) != nil } == points.contains { $0.1 > 0 }, "the table sees what the points show")
    }
}
