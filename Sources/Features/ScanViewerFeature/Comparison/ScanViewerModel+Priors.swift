import FeatureSupport
import TomoCore
import TomoSeries

/// Compare with prior (Ctrl+P): the active pane's study's priors searched in the catalog it came from, the
/// first opened in a pane beside it; another prior chosen from the list opens in that pane instead.
extension ScanViewerModel {
    /// Whether Compare with prior can start: a DICOM series from a catalog of studies shows (the library, a
    /// DICOMweb server, a DICOM node) and no search is under way.
    public var canCompareWithPrior: Bool {
        series != nil && pacsTarget != nil && currentStudyUID != nil && !isBrowsingStudies && !isChoosingSeries
            && comparison.state != .searching
    }

    /// The active pane's study: the one its target names, else its series'.
    private var currentStudyUID: String? { pacsTarget?.study ?? series?.entry.studyInstanceUID }

    /// Finds the active pane's study's priors in its catalog and opens the first beside it: its series of the
    /// study's modality with the most images, else its default or picker. Says why where none can be.
    public func compareWithPrior() async {
        guard canCompareWithPrior, let target = pacsTarget, let study = currentStudyUID else { return }
        let current = pane
        comparison.startSearch()
        do {
            let found = try await opening.studies(on: target, matching: StudyQuery(studyInstanceUID: study))
            guard var summary = found.first(where: { $0.studyInstanceUID == study }) else {
                comparison.state = .failed("the catalog no longer lists study \(study)")
                return
            }
            if summary.patientID == nil { summary.patientID = current.loading.series?.entry.patientID }
            guard let patientID = summary.patientID, !patientID.isEmpty else {
                comparison.state = .noPatientID
                return
            }
            let listed = summary.priors(among: try await opening.studies(on: target, matching: StudyQuery(patientID: patientID)))
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

    /// Opens prior `index` in a new pane beside `current`'s, the panes linked (unless either series cannot be): its
    /// series of `current`'s modality with the most images where it has one, else its default or its picker.
    private func showPrior(at index: Int, beside current: ReadingPane) async {
        guard let target = current.pacsTarget,
              let (source, priorTarget) = opening.source(ofStudy: comparison.priors[index].study.studyInstanceUID, on: target)
        else { return }
        let modality = current.loading.series?.entry.modality
        let series = (try? await source.listSeries())?
            .filter { $0.modality == modality }
            .max { $0.imageCount < $1.imageCount }
        comparison.shownIndex = index
        if let paneIndex = panes.firstIndex(where: { $0 === current }) { activatePane(at: paneIndex) }
        comparison.pane = addPane(source, pacsTarget: priorTarget)
        arePanesLinked = true
        await open(seriesID: series?.id)
        // A prior of one slice, or placed nowhere, opens unlinked; the link status says why.
        if unlinkableSeries != nil { arePanesLinked = false }
    }
}
