import FeatureSupport
import TomoCore
import TomoSeries

/// Compare with prior (Ctrl+P): the active pane's study's priors searched in the catalog it came from, the
/// first opened in a pane beside it; another prior chosen from the list opens in that pane instead.
extension ScanViewerModel {
    /// Whether Compare with prior is offered: a DICOM series shows from a catalog of studies (the library, a
    /// DICOMweb server, a DICOM node), or from files whose series span several studies.
    public var offersCompareWithPrior: Bool {
        guard series != nil, !isChoosingSeries else { return false }
        return pacsTarget != nil || loading.spansStudies
    }

    /// Whether Compare with prior can start: it is offered, the study is known and no search is under way.
    public var canCompareWithPrior: Bool {
        offersCompareWithPrior && currentStudyUID != nil && !isBrowsingStudies && comparison.state != .searching
    }

    /// The active pane's study: the one its target names, else its series'.
    private var currentStudyUID: String? { pacsTarget?.study ?? series?.entry.studyInstanceUID }

    /// Finds the active pane's study's priors in its catalog (opened from files: among the files' own studies)
    /// and opens the first beside it: its series of the study's modality with the most images, else its default
    /// or picker. Says why where none can be.
    public func compareWithPrior() async {
        guard canCompareWithPrior, let study = currentStudyUID else { return }
        let current = pane
        comparison.startSearch()
        do {
            let (target, catalog) = (pacsTarget, loading.catalog)
            let found = try await studies(matching: StudyQuery(studyInstanceUID: study), on: target, files: catalog)
            guard var summary = found.first(where: { $0.studyInstanceUID == study }) else {
                comparison.state = .failed("the catalog no longer lists study \(study)")
                return
            }
            if summary.patientID == nil { summary.patientID = current.loading.series?.entry.patientID }
            guard let patientID = summary.patientID, !patientID.isEmpty else {
                comparison.state = .noPatientID
                return
            }
            let listed = summary.priors(among: try await studies(matching: StudyQuery(patientID: patientID), on: target, files: catalog))
            guard !listed.isEmpty else {
                comparison.state = .noPriors(patient: patientID)
                return
            }
            comparison.priors = listed
            comparison.state = .found
        } catch {
            comparison.state = .failed(ErrorMessage.text(for: error))
            return
        }
        await showPrior(at: 0, beside: current)
    }

    /// The studies matching `query` in the catalog `target` names; without one (files), every study of the files'
    /// series `files`, which `priors(among:)` sorts out.
    private func studies(matching query: StudyQuery, on target: PACSTarget?, files: [SeriesEntry]) async throws -> [StudySummary] {
        guard let target else { return StudySummary.studies(of: files) }
        return try await opening.studies(on: target, matching: query)
    }

    /// The prior menu's lines (empty before any is found).
    public var priorMenuItems: [String] { comparison.menuItems }

    /// Opens prior `index` of those found in the pane of the prior shown (in a new pane beside the study when
    /// that pane was closed); false for no such prior or the one shown.
    @discardableResult
    public func choosePrior(at index: Int) async -> Bool {
        guard comparison.priors.indices.contains(index), index != comparison.shownIndex else { return false }
        if let shown = comparison.pane, let paneIndex = panes.firstIndex(where: { $0 === shown }) {
            activatePane(at: paneIndex)
            closePane()
        }
        await showPrior(at: index, beside: activePane)
        return true
    }

    /// Opens prior `index` in a new pane beside `current`'s, the panes linked (unless either series cannot be): the
    /// series the best hanging protocol showing a prior chooses, laid out and linked as it says; without one, its
    /// series of `current`'s modality with the most images where it has one, else its default or its picker.
    private func showPrior(at index: Int, beside current: ReadingPane) async {
        let study = comparison.priors[index].study.studyInstanceUID
        let source: any SeriesSource, priorTarget: PACSTarget?, listed: [SeriesEntry]?
        if let target = current.pacsTarget {
            guard let found = opening.source(ofStudy: study, on: target) else { return }
            (source, priorTarget) = found
            listed = try? await source.listSeries()
        } else {
            // Files: the prior's series are among the same source's.
            (source, priorTarget) = (current.loading.source, nil)
            listed = current.loading.catalog.filter { $0.studyInstanceUID == study }
        }
        let modality = current.loading.series?.entry.modality
        let hung = await priorHanging(beside: current, among: listed ?? [], priorIndex: index)
        let hungSeries = hung?.panes.first { $0.pane.study == .prior }?.series
        let series = (hungSeries ?? listed?.filter { $0.modality == modality }.max { $0.imageCount < $1.imageCount })?.id
        comparison.shownIndex = index
        if let paneIndex = panes.firstIndex(where: { $0 === current }) { activatePane(at: paneIndex) }
        comparison.pane = addPane(source, pacsTarget: priorTarget)
        arePanesLinked = true
        await open(seriesID: series)
        // A prior of one slice, or placed nowhere, opens unlinked; the link status says why.
        if unlinkableSeries != nil { arePanesLinked = false }
        if let hung, series == hungSeries?.id { hangPrior(by: hung, beside: current) }
    }
}
