import ScanViewerFeature
import TomoGTK

/// Compare with Prior: the button that finds the study's priors and opens the most recent beside it, how the
/// search went beside it, and the priors found, one shown; the button that links and unlinks the panes, and the
/// menu of what they share.
extension ScanViewerScreen {
    /// Sends the button and the picker to the model.
    func connectPriorInput() {
        compareButton.onClicked { [weak self] in
            guard let model = self?.model else { return }
            Task { await model.compareWithPrior() }
        }
        priorPicker.onSelectionChanged { [weak self] selected in
            guard let model = self?.model, let selected else { return }
            Task { await model.choosePrior(at: selected) }
        }
        linkButton.onClicked { [weak self] in self?.model.toggleLinkedPanes() }
        syncPicker.onSelectionChanged { [weak self] selected in
            guard let model = self?.model, let selected else { return }
            model.selectLinkMenuItem(at: selected)
        }
    }

    /// The button while a study from a catalog (or files of several studies) shows, sensitive while a search can
    /// start; the search's message (else what the hanging protocols had to say);
    /// the priors found, the one shown selected.
    func renderPriors() {
        let comparison = model.comparison
        compareButton.isVisible = model.offersCompareWithPrior
        compareButton.isSensitive = model.canCompareWithPrior
        let message = comparison.state.message ?? model.hanging.message
        priorStatus.text = message ?? ""
        priorStatus.isVisible = message != nil
        let items = model.priorMenuItems
        if items != shown.priorItems {
            shown.priorItems = items
            priorPicker.setItems(items, selected: comparison.shownIndex)
        }
        priorPicker.select(comparison.shownIndex)
        priorPicker.isVisible = !items.isEmpty
        linkButton.isVisible = model.showsSeveralPanes
        linkButton.label = model.linkButtonTitle
        let linkItems = model.linkMenuItems
        if linkItems != shown.linkItems {
            shown.linkItems = linkItems
            syncPicker.setItems(linkItems, selected: model.linkMenuSelection)
        }
        syncPicker.select(model.linkMenuSelection)
        syncPicker.isVisible = model.showsSeveralPanes
        let link = model.linkStatus
        linkStatus.text = link ?? ""
        linkStatus.isVisible = link != nil
    }
}
