/// An object captured by a closure under test: when its weak references clear, the closure was freed.
final class Canary: Sendable {}
