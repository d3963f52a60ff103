import FeatureSupport

extension SliderTestModel: KeyActionPerforming {
    /// The slider test's keys.
    public nonisolated static let keys = KeyTable<SliderTestAction>([
        .init("← → (or ↑ ↓)", "one tick down / up", [
            (.named(.left), .previousTick), (.named(.down), .previousTick),
            (.named(.right), .nextTick), (.named(.up), .nextTick),
        ]),
        .init("Home / End", "first / last tick", [(.named(.home), .firstTick), (.named(.end), .lastTick)]),
        .init(
            "Enter", "Next (Start Over on the summary; the banner's Retry or Start Over while it shows)",
            [.named(.enter)], to: .confirm),
        .init("Ctrl++ (or Ctrl+=), Ctrl+−, Ctrl+0", "larger, smaller, normal text", [
            (.control("+"), .zoomIn), (.control("="), .zoomIn), (.control("-"), .zoomOut), (.control("0"), .resetZoom),
        ]),
    ])

    @discardableResult
    public func perform(_ action: SliderTestAction) -> Bool {
        switch action {
        case .previousTick: moveSelection(by: -1)
        case .nextTick: moveSelection(by: 1)
        case .firstTick: select(0)
        case .lastTick: select(.max)
        case .confirm: Task { await confirm() }
        case .zoomIn: zoom.zoomIn()
        case .zoomOut: zoom.zoomOut()
        case .resetZoom: zoom.reset()
        }
        return true
    }

    /// Enter: the banner's action while it shows, Start Over on the summary, else Next.
    public func confirm() async {
        if banner != nil {
            await performBannerAction()
        } else if phase == .complete {
            await startOver()
        } else {
            await next()
        }
    }
}
