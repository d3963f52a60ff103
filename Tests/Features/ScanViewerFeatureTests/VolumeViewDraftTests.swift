import Testing
@testable import ScanViewerFeature

/// The 3D view's drafts keep to their budget: a slow draft makes the next one smaller, a fast one larger, within
/// a sixth to half of the full image each way.
@MainActor
struct VolumeViewDraftTests {
    @Test func aDraftsSizeFollowsItsRenderingTime() {
        let view = VolumeView()
        #expect(view.draftScale == 0.25)
        view.adaptDraftScale(toDraftOf: VolumeView.draftBudget * 4)  // four times the budget: a quarter of the pixels, at most half at a step
        #expect(abs(view.draftScale - 0.25 * 0.5.squareRoot()) < 1e-12)
        view.adaptDraftScale(toDraftOf: VolumeView.draftBudget)
        #expect(abs(view.draftScale - 0.25 * 0.5.squareRoot()) < 1e-12, "on budget: kept")
        for _ in 0..<10 { view.adaptDraftScale(toDraftOf: 1000) }
        #expect(view.draftScale == 1.0 / 6, "never below a sixth")
        for _ in 0..<10 { view.adaptDraftScale(toDraftOf: 1) }
        #expect(view.draftScale == 0.5, "never above half")
    }
}
