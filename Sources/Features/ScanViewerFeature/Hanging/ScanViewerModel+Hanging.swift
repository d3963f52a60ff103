import TomoSeries

/// Hanging protocols: a study opened with no series named hangs by the protocol that scores best (its series,
/// its layout, any further panes and what they share), a study of several series so instead of the picker; Compare with Prior
/// hangs the prior by the best protocol showing one. Save Layout as Protocol keeps the arrangement on screen as
/// a protocol of the user's. Without a store (`ScanViewerEnvironment.hangingProtocols`) nothing hangs: the
/// picker, the source's default.
extension ScanViewerModel {
    /// The series the best protocol opens for `catalog` in `pane` (the series of one study, none named), its
    /// choices kept to apply once it has opened; nil to let the user choose (files of several studies, no
    /// protocol that can hang them).
    func hangingChoice(for catalog: [SeriesEntry], in pane: ReadingPane) async -> String? {
        guard hanging.store != nil, Set(catalog.compactMap(\.studyInstanceUID)).count <= 1 else { return nil }
        let match = HangingMatch(protocols: await hanging.protocols(), current: HangingStudy(series: catalog))
        guard let winner = match.winner, let first = winner.panes.first?.series else { return nil }
        hanging.pending = winner
        return first.id
    }

    /// Applies the protocol that chose the series just opened in the active pane: its layout there, its further
    /// panes of the study opened beside (each laid out as it says), what they share.
    func hangPending() async {
        guard let winner = hanging.pending else { return }
        hanging.pending = nil
        // Applied only to the series it chose: an opening cancelled by another leaves nothing to lay out.
        guard let chosen = winner.panes.first?.series, series?.entry.id == chosen.id else { return }
        let first = pane
        setLayout(ViewerLayout(winner.panes[0].pane.layout))
        for choice in winner.panes.dropFirst() where choice.pane.study == .current {
            guard let id = choice.series?.id else { continue }
            addPane(first.loading.source, pacsTarget: first.pacsTarget)
            await open(seriesID: id)
            setLayout(ViewerLayout(choice.pane.layout))
        }
        activate(first)
        share(winner.hangingProtocol.sync)
        paneArrangement = winner.hangingProtocol.arrangement
        hanging.protocolName = winner.hangingProtocol.name
    }

    /// The best protocol showing a prior for `current`'s study beside the prior's series `listed` (prior `index`),
    /// where one hangs the two (and the viewer hangs by protocols).
    func priorHanging(beside current: ReadingPane, among listed: [SeriesEntry], priorIndex index: Int) async -> HangingCandidate? {
        guard hanging.store != nil, let shown = current.loading.series?.entry else { return nil }
        let study = current.loading.catalog.filter { $0.studyInstanceUID == shown.studyInstanceUID }
        let match = HangingMatch(
            protocols: await hanging.protocols(), current: HangingStudy(series: study.isEmpty ? [shown] : study),
            prior: HangingStudy(series: listed), priorIndex: index)
        guard let winner = match.winner, winner.hangingProtocol.showsPrior else { return nil }
        return winner
    }

    /// Lays out `current` and the prior's pane (the active one) as `winner` says, and links what it shares.
    func hangPrior(by winner: HangingCandidate, beside current: ReadingPane) {
        let priorPane = activePane
        if let layout = winner.panes.first(where: { $0.pane.study == .prior })?.pane.layout { setLayout(ViewerLayout(layout)) }
        if let layout = winner.panes.first(where: { $0.pane.study == .current })?.pane.layout {
            acting(on: current) { _ = setLayout(ViewerLayout(layout)) }
        }
        activate(priorPane)
        share(winner.hangingProtocol.sync)
        paneArrangement = winner.hangingProtocol.arrangement
        hanging.protocolName = winner.hangingProtocol.name
    }

    /// Links what `sync` names and unlinks the rest, where several panes show.
    private func share(_ sync: [HangingSync]) {
        guard showsSeveralPanes else { return }
        link(slices: sync.contains(.position) && unlinkableSeries == nil, windows: sync.contains(.window), views: sync.contains(.zoom))
    }

    /// Whether the layout on screen can be saved as a protocol: a series shows, and the viewer keeps protocols.
    public var canSaveLayoutAsProtocol: Bool { hanging.store != nil && series != nil && !isChoosingSeries }

    /// Saves the arrangement on screen as a protocol of the user's (`layoutAsProtocol`), in place of one of its
    /// name; says where, or why not.
    public func saveLayoutAsProtocol() async {
        guard canSaveLayoutAsProtocol, let store = hanging.store, let saved = layoutAsProtocol else { return }
        do {
            try await store.save(saved)
            hanging.protocolName = saved.name
            hanging.message = "Saved the layout as the hanging protocol “\(saved.name)” in \(store.place)"
        } catch {
            hanging.message = "Could not save the layout as a protocol: \(error)"
        }
    }

    /// The arrangement on screen as a protocol: for a study of the first pane's modality and description (both
    /// required), each pane's series by its modality (required), orientation, description and slice thickness,
    /// in its layout; a pane of another study is the prior; the links and the arrangement it has. Named after the study and the
    /// layouts ("Head CT · Axial | Axial"), so saving the same arrangement again replaces it.
    public var layoutAsProtocol: HangingProtocol? {
        guard let first = panes.first?.loading.series?.entry else { return nil }
        var rules: [HangingRule] = []
        if !first.modality.isEmpty { rules.append(HangingRule(.modality, .equals(first.modality), required: true)) }
        if let description = first.studyDescription, !description.isEmpty {
            rules.append(HangingRule(.studyDescription, .equals(description), weight: 2, required: true))
        }
        var hung: [HangingProtocol.Pane] = []
        for pane in panes {
            guard let entry = pane.loading.series?.entry else { continue }
            var series: [HangingRule] = []
            if !entry.modality.isEmpty { series.append(HangingRule(.modality, .equals(entry.modality), weight: 2, required: true)) }
            if let orientation = entry.orientation { series.append(HangingRule(.orientation, .equals(orientation.rawValue), weight: 2)) }
            if !entry.description.isEmpty { series.append(HangingRule(.seriesDescription, .matches([entry.description]), weight: 3)) }
            if let spacing = entry.sliceSpacing {
                series.append(HangingRule(.sliceThickness, .range((spacing * 0.5 * 100).rounded() / 100, (spacing * 1.5 * 100).rounded() / 100)))
            }
            let study: HangingProtocol.Study = entry.studyInstanceUID == first.studyInstanceUID ? .current : .prior
            hung.append(HangingProtocol.Pane(study: study, series: series, layout: pane.views.layout.hangingLayout))
        }
        var sync: [HangingSync] = []
        if hung.count > 1 {
            if arePanesLinked { sync.append(.position) }
            if areWindowsLinked { sync.append(.window) }
            if areViewsLinked { sync.append(.zoom) }
        }
        let name = [first.studyDescription.flatMap { $0.isEmpty ? nil : $0 } ?? first.modality, hung.map { ViewerLayout($0.layout).title }.joined(separator: " | ")]
            .filter { !$0.isEmpty }.joined(separator: " · ")
        return HangingProtocol(name: name, rules: rules, panes: hung, sync: sync, arrangement: hung.count > 1 ? paneArrangement : .sideBySide)
    }
}
