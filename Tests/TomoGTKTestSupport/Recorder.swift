/// Collects what callbacks saw, on the main actor.
@MainActor
public final class Recorder<Value> {
    public private(set) var values: [Value] = []

    public init() {}

    public func record(_ value: Value) {
        values.append(value)
    }
}
