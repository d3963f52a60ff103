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
        scheduleReport()
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

    /// Writes the state report once for any number of changes: after the next frame's layout while the
    /// screen shows (the report checks the widgets' allocations), else at the next main-loop iteration.
    func scheduleReport() {
        guard reportWriter != nil, !isReportScheduled else { return }
        isReportScheduled = true
        let write: @MainActor @Sendable () -> Void = { [weak self] in
            self?.isReportScheduled = false
            self?.writeReport()
        }
        guard root.isMapped else { return MainLoop.perform(write) }
        root.onEveryFrame { _ in
            MainLoop.perform(write)
            return false
        }
    }

    private func writeReport() {
        guard let reportWriter else { return }
        let phase = switch model.phase {
        case .idle: "idle"
        case .starting: "starting"
        case .answering: "answering"
        case .complete: "complete"
        }
        let clipped = clippedLabels()
        reportWriter.write(SliderTestReport(
            phase: phase, stepText: model.stepText, tickCount: model.step?.ticks.count ?? 0,
            sliderIndex: Int(scale.value.rounded()), shownValue: shownValue, selectedIndex: model.selectedIndex,
            valueText: model.valueText, isSending: model.isSending, isNextEnabled: nextButton.isSensitive,
            banner: model.banner?.message, summary: model.records.map { [String($0.step), String($0.index), $0.valueText] },
            zoomPercent: model.zoom.percent, clipped: clipped.names, isLaidOut: clipped.isLaidOut))
    }

    /// The labels (buttons' too) on the page shown that got less room than their text needs, and whether
    /// they have all been laid out (if not, the report is written again after the next frame).
    private func clippedLabels() -> (names: [String], isLaidOut: Bool) {
        let labels: [(String, Widget?)] = model.phase == .complete
            ? [("summary title", summaryTitle), ("start over", startOverButton.content)]
                + summaryLabels.map { ("summary \($0.text)", $0) }
            : [("step", stepLabel), ("status", statusLabel), ("next", nextButton.content)]
        let shown = labels.compactMap { name, label in label.map { (name, $0) } }.filter { $0.1.isVisible && $0.1.isMapped }
        let isLaidOut = !shown.contains { $0.1.size.width == 0 }
        if !isLaidOut { MainLoop.perform { [weak self] in self?.scheduleReport() } }
        let clipped = shown.compactMap { name, label in
            let natural = label.naturalSize, allocated = label.size
            return natural.width > allocated.width || natural.height > allocated.height ? name : nil
        }
        return (clipped, isLaidOut)
    }
}

extension Array {
    /// The elements in runs of `size` (the last may be shorter).
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0 ..< Swift.min($0 + size, count)] }
    }
}
