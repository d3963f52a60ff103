import FeatureSupport

extension SliderTestModel {
    /// "Step 2": the API tells which slider this is, not how many there will be.
    public var stepText: String {
        step.map { "Step \($0.stepCount)" } ?? ""
    }

    /// The picked tick's value, shown above the thumb ("−89.04").
    public var valueText: String? {
        guard let step, step.ticks.indices.contains(selectedIndex) else { return nil }
        return TickFormat.text(for: step.ticks[selectedIndex])
    }

    /// Every tick's value for display, in order (duplicates are normal).
    public var tickTexts: [String] {
        step?.ticks.map(TickFormat.text(for:)) ?? []
    }

    /// Where the thumb is along the slider, 0 at the first tick and 1 at the last.
    public var selectedFraction: Double {
        guard let count = step?.ticks.count, count > 1 else { return 0 }
        return Double(selectedIndex) / Double(count - 1)
    }

    /// The Next button's title: "Sending…" while a request is out.
    public var nextTitle: String {
        isSending && phase == .answering ? "Sending…" : "Next"
    }

    /// Whether Next can be pressed.
    public var canGoNext: Bool {
        phase == .answering && !isSending && failure == nil
    }

    /// What the screen says while there is no slider: starting, or how to begin.
    public var statusText: String {
        switch phase {
        case .idle: failure == nil ? "" : "The test has not started."
        case .starting: "Starting the test…"
        case .answering: stepText
        case .complete: sessionID.map { "Test complete · session \($0)" } ?? "Test complete"
        }
    }

    /// The failed request's banner, with Retry or Start Over.
    public var banner: Banner? { failure?.banner }
}
