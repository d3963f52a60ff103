extension RayCaster {
    /// The `projection` (MIP, MinIP, mean) of the samples along `ray`, held within `bounds` (stored samples): nil
    /// where it reads none and `bounds` leave it open. A MIP passes over a brick whose values cannot exceed what
    /// it has found (or `bounds`' low end; `space` marks the bricks wholly below it) and stops at `bounds`' high
    /// end; a MinIP the other way about; a mean reads every sample.
    func project(_ projection: SlabProjection, along ray: Ray, skipping space: EmptySpace?, within bounds: ClosedRange<Float>) -> Float? {
        switch projection {
        case .mip:
            var found = bounds.lowerBound
            bricks.high.withUnsafeBufferPointer { high in
                walk(ray, skipping: space) { brick, steps in
                    guard Float(high[brick]) > found else { return steps.upperBound + 1 }
                    var at = ray.start + ray.along * Float(steps.lowerBound)
                    for _ in steps {
                        if let value = sample(at: at) { found = max(found, value) }
                        at += ray.along
                    }
                    return found >= bounds.upperBound ? nil : steps.upperBound + 1
                }
            }
            return found == -.infinity ? nil : min(found, bounds.upperBound)
        case .minip:
            var found = bounds.upperBound
            bricks.low.withUnsafeBufferPointer { low in
                walk(ray, skipping: space) { brick, steps in
                    guard Float(low[brick]) < found else { return steps.upperBound + 1 }
                    var at = ray.start + ray.along * Float(steps.lowerBound)
                    for _ in steps {
                        if let value = sample(at: at) { found = min(found, value) }
                        at += ray.along
                    }
                    return found <= bounds.lowerBound ? nil : steps.upperBound + 1
                }
            }
            return found == .infinity ? nil : max(found, bounds.lowerBound)
        case .mean:
            var sum = 0.0, count = 0
            walk(ray, skipping: nil) { _, steps in
                var at = ray.start + ray.along * Float(steps.lowerBound)
                for _ in steps {
                    if let value = sample(at: at) {
                        sum += Double(value)
                        count += 1
                    }
                    at += ray.along
                }
                return steps.upperBound + 1
            }
            return count > 0 ? min(max(Float(sum / Double(count)), bounds.lowerBound), bounds.upperBound) : nil
        }
    }
}
