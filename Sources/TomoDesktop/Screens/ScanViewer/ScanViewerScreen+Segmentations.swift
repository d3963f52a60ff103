import ScanViewerFeature
import TomoGTK

/// The segmentation picker: the segmentations found with the series, one laid over the views; how it stands
/// beside it; its segments listed over the views.
extension ScanViewerScreen {
    /// Sends the picker's choice to the model.
    func connectSegmentationInput() {
        segmentationPicker.onSelectionChanged { [weak self] selected in
            guard let self, let selected else { return }
            model.selectSegmentationMenuItem(at: selected)
        }
    }

    /// The picker while segmentations were found, the status while one is chosen, the segment list.
    func renderSegmentations() {
        let items = model.segmentationMenuItems
        show(items, selecting: model.segmentationMenuSelection, in: segmentationPicker, shownAs: \.segmentationItems)
        segmentationPicker.isVisible = !items.isEmpty && !model.isChoosingSeries
        let status = model.segmentationStatus
        segmentationStatus.text = status ?? ""
        segmentationStatus.isVisible = status != nil && !model.isChoosingSeries
        segmentList.render()
    }
}
