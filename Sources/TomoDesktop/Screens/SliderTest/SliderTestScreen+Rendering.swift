import FeatureSupport
import SliderTestFeature
import TomoGTK

extension SliderTestScreen {
    /// Draws the model: the step and its slider, Next's state, the summary, the banner and the zoom.
    func render() {
        if appliedZoom != model.zoom {
            appliedZoom = model.zoom
            try? zoomSheet.load(SliderTestStyle.zoomCSS(model.zoom))
        }
        if let shown = model.banner { banner.show(shown.message, actionTitle: shown.actionTitle) } else { banner.hide() }
        pages.visiblePageName = model.phase == .complete ? "summary" : "test"
        renderStep()
        renderSummary()
    }

    private func renderStep() {
        stepLabel.text = model.phase == .answering ? model.stepText : "Slider test"
        statusLabel.text = model.phase == .answering ? "" : model.statusText
        statusLabel.isVisible = !statusLabel.text.isEmpty
        let ticks = model.step?.ticks ?? []
        scale.isVisible = !ticks.isEmpty
        if ticks != shownTicks {
            shownTicks = ticks
            scale.setRange(0...Double(max(ticks.count - 1, 1)))
            scale.setMarks(at: ticks.indices.map(Double.init))
            if !ticks.isEmpty { _ = scale.grabFocus() }  // keys and assistive technologies start at the slider
        }
        scale.setValue(Double(model.selectedIndex))
        scale.setAccessibleValueText(model.valueText ?? "")
        scale.isSensitive = !model.isSending
        nextButton.label = model.nextTitle
        nextButton.isSensitive = model.canGoNext
        spinner.isSpinning = model.isSending
        spinner.isVisible = model.isSending
    }

    private func renderSummary() {
        guard model.phase == .complete else { return }
        summaryTitle.text = model.statusText
        let rows = [["Step", "Tick", "Value"]] + model.records.map { [String($0.step), String($0.index), $0.valueText] }
        guard rows != summaryLabels.chunked(3).map({ $0.map(\.text) }) else { return }
        summaryTable.removeAll()
        summaryLabels = []
        for (row, cells) in rows.enumerated() {
            for (column, text) in cells.enumerated() {
                let label = Label(text)
                label.horizontalAlignment = column == 0 ? .start : .end
                if row == 0 { label.addCSSClass(SliderTestStyle.headerClass) }
                summaryTable.attach(label, column: column, row: row)
                summaryLabels.append(label)
            }
        }
    }
}

extension Array {
    /// The elements in runs of `size` (the last may be shorter).
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0 ..< Swift.min($0 + size, count)] }
    }
}
