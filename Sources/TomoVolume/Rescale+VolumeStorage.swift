import Foundation
import TomoCore

extension Rescale {
    /// The storage in which a volume's 16-bit samples hold `values` that come in steps of `step` (one stored
    /// value through its rescale's slope): identity where whole values that fit `Int16` are the samples
    /// themselves (HU); else samples counted in steps from the lowest value, which lands on −32,767 (−32,768 for
    /// a range of 65,536 values exactly, an unsigned 16-bit image's), every value exact while the range
    /// spans at most that many steps; a wider range (a 32-bit dose grid's) in as many steps to a sample as
    /// bring it within them, each value then within half a sample of its own.
    public static func volumeStorage(holding values: ClosedRange<Double>, step: Double) -> Rescale {
        let step = abs(step)
        let holds = Double(Int16.min)...Double(Int16.max)
        guard step > 0, step.isFinite, values.lowerBound.isFinite, values.upperBound.isFinite else { return .identity }
        if step.rounded() == step, values.lowerBound.rounded() == values.lowerBound,
            holds.contains(values.lowerBound), holds.contains(values.upperBound)
        {
            return .identity
        }
        // Steps counted to the millionth: a span that is a whole number of them, give or take rounding, is one.
        let steps = ((values.upperBound - values.lowerBound) / step * 1e6).rounded() / 1e6
        let perSample = steps <= 65535 ? 1 : (steps / 65534).rounded(.up)
        let lowest: Double = perSample == 1 && steps > 65534 ? -32768 : -32767
        let slope = step * perSample
        return Rescale(slope: slope, intercept: values.lowerBound - lowest * slope)
    }

    /// The value of a volume's `sample` kept in this storage, rounded to the decade of its slope (1.026, not
    /// 1.0259999999999998, for a dose grid's 8 µGy steps; whole numbers for HU).
    public func value(ofSample sample: Int16) -> Double {
        let value = physicalValue(ofStored: Double(sample))
        // A slope of 1 or more has no decimals to round to (and HU's is 1: no logarithm a voxel).
        guard abs(slope) < 1 else { return value }
        let digits = (-log10(abs(slope))).rounded(.up)
        guard digits > 0, digits < 16, value.isFinite else { return value }
        let scale = pow(10, digits)
        return (value * scale).rounded() / scale
    }
}
