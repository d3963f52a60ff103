import Testing

/// Runs each test of a suite alone among every test with this trait, in any test target: GTK's state,
/// its main loop and the display's keyboard focus belong to the whole process. Give it to every suite
/// whose tests use GTK, beside `.serialized` (so that a suite's own tests queue without holding a slot
/// of the runner's parallelism while they wait).
public struct ExclusiveGTKTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await GTKTestLock.shared.run(function)
    }
}

extension Trait where Self == ExclusiveGTKTrait {
    /// The test uses GTK: it runs alone among the tests that do.
    public static var gtk: Self { ExclusiveGTKTrait() }
}

/// A first-come, first-served lock for the GTK tests.
actor GTKTestLock {
    static let shared = GTKTestLock()

    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once no other GTK test runs.
    func run(_ body: @Sendable () async throws -> Void) async throws {
        if isHeld {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isHeld = true
        }
        defer {
            if waiting.isEmpty { isHeld = false } else { waiting.removeFirst().resume() }
        }
        try await body()
    }
}
