import FeatureSupport
import ScanViewerFeature

extension ScanViewerModel {
    /// Waits until the study browser has listed its studies, then returns the index of the one with the latest
    /// study date (the one a user opening today's study opens); nil when the browser lists none.
    func mostRecentStudy() async -> Int? {
        await waitUntil { $0.browser?.phase == .found }
        guard let browser else { return nil }
        return browser.studies.indices.max { (browser.studies[$0].studyDate ?? "") < (browser.studies[$1].studyDate ?? "") }
    }
}
