extension RayCaster {
    /// The `projection` (MIP, MinIP, mean) of the samples along `ray`, held within `bounds` (stored samples): nil
    /// where it reads none and `bounds` leave it open. A MIP held below a finite top first looks for a sample at the
    /// top only in the bricks that can reach it (those `reaching` leaves unmarked), at every fourth step: where it
    /// finds one, that is the pixel, and the samples on the way to it are never read. Otherwise it passes over a
    /// brick whose values cannot exceed what it has found (or `bounds`' low end; `space` marks the bricks wholly
    /// below it). A MinIP the other way about; a mean reads every sample.
    func project(
        _ projection: SlabProjection, along ray: Ray, skipping space: EmptySpace?, reaching: EmptySpace?, within bounds: ClosedRange<Float>
    ) -> Float? {
        switch projection {
        case .mip: extreme(Greatest.self, along: ray, skipping: space, reaching: reaching, from: bounds.lowerBound, to: bounds.upperBound)
        case .minip: extreme(Least.self, along: ray, skipping: space, reaching: reaching, from: bounds.upperBound, to: bounds.lowerBound)
        case .mean: mean(along: ray, within: bounds)
        }
    }

    /// The most extreme sample along `ray` in `order`, from `start` (the window's far end) up to `end` (its near end;
    /// reached, the pixel is `end`): nil where it reads none and the window leaves `start` open.
    @inline(__always)
    private func extreme<Order: ExtremeOrder>(
        _ order: Order.Type, along ray: Ray, skipping space: EmptySpace?, reaching: EmptySpace?, from start: Float, to end: Float
    ) -> Float? {
        var found = start
        let figures = Order.isGreatest ? bricks.high : bricks.low
        let isReached = figures.withUnsafeBufferPointer { figures in
            if let reaching, search(Order.self, along: ray, skipping: reaching, every: 4, found: &found, end: end, figures: nil) { return true }
            return search(Order.self, along: ray, skipping: space, every: 1, found: &found, end: end, figures: figures)
        }
        return isReached ? end : found.isInfinite ? nil : found
    }

    /// Walks `ray` over the bricks `space` leaves unmarked and, with `figures` (each brick's most extreme value in
    /// `order`), those that may beat `found`, keeping in `found` the most extreme of the samples at the steps that
    /// are multiples of `every` (each at its own step's point, whichever search takes it): true, at once, when one
    /// reaches `end`. The first search takes a step in four: a sample it finds at the end is one of the ray's, and
    /// where it finds none (a wall thinner than its steps), the second takes them all.
    @inline(__always)
    private func search<Order: ExtremeOrder>(
        _ order: Order.Type, along ray: Ray, skipping space: EmptySpace?, every: Int, found: inout Float, end: Float,
        figures: UnsafeBufferPointer<Int16>?
    ) -> Bool {
        var isReached = false
        var best = found
        walk(ray, skipping: space) { brick, steps, isInterior in
            if let figures, !Order.isBeyond(Float(figures[brick]), best) { return steps.upperBound + 1 }
            let first = steps.lowerBound + (every - steps.lowerBound % every) % every
            for k in stride(from: first, through: steps.upperBound, by: every) {
                let at = ray.point(k)
                if let value = isInterior ? interiorSample(at: at) : sample(at: at), Order.isBeyond(value, best) { best = value }
            }
            if !Order.isBeyond(end, best) {
                isReached = true
                return nil
            }
            return steps.upperBound + 1
        }
        found = best
        return isReached
    }

    /// The mean of the samples along `ray`, held within `bounds`; nil where it reads none.
    private func mean(along ray: Ray, within bounds: ClosedRange<Float>) -> Float? {
        var sum = 0.0, count = 0
        walk(ray, skipping: nil) { _, steps, isInterior in
            var at = ray.point(steps.lowerBound)
            for _ in steps {
                if let value = isInterior ? interiorSample(at: at) : sample(at: at) {
                    sum += Double(value)
                    count += 1
                }
                at.advance(by: ray.along)
            }
            return steps.upperBound + 1
        }
        return count > 0 ? min(max(Float(sum / Double(count)), bounds.lowerBound), bounds.upperBound) : nil
    }
}

/// Which way a projection looks for its extreme sample (made a type so that each way is compiled on its own).
private protocol ExtremeOrder {
    /// Whether the greatest sample is wanted (else the least).
    static var isGreatest: Bool { get }
    /// Whether `value` is strictly more extreme than `other`.
    static func isBeyond(_ value: Float, _ other: Float) -> Bool
}

/// A MIP's order.
private enum Greatest: ExtremeOrder {
    static var isGreatest: Bool { true }
    @inline(__always) static func isBeyond(_ value: Float, _ other: Float) -> Bool { value > other }
}

/// A MinIP's order.
private enum Least: ExtremeOrder {
    static var isGreatest: Bool { false }
    @inline(__always) static func isBeyond(_ value: Float, _ other: Float) -> Bool { value < other }
}
