/// Collects what callbacks saw, on the main actor.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) {
        values.append(value)
    }
}
