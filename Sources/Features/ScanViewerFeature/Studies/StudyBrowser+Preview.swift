import FeatureSupport
import TomoSeries

extension StudyBrowser {
    /// The preview's thumbnails fit this many pixels a side.
    public nonisolated static let previewThumbnailSide = 96

    /// Shows the highlighted study's series beside the list: the preview made before when the study has not
    /// changed since (its series and image counts), else its series listed from its server and their
    /// thumbnails made in the background, a preview under way for another study stopped.
    /// Without studies found (a search failed, or wants credentials), no preview; while a search runs, the
    /// one shown stays.
    func showPreview() {
        guard phase == .found, let target = target(ofStudy: highlighted) else {
            guard phase != .searching else { return }
            previewTask?.cancel()
            previewKey = nil
            preview = nil
            return
        }
        let study = studies[highlighted]
        let key = "\(study.studyInstanceUID) \(study.seriesCount ?? -1) \(study.instanceCount ?? -1)"
        guard key != previewKey else { return }
        previewTask?.cancel()
        previewKey = key
        if let made = previews.value(forKey: key) {
            preview = made
            return
        }
        let uid = study.studyInstanceUID, source = pacs.source(target), previews = previews
        preview = StudyPreview(studyUID: uid, choices: [], phase: .listing)
        previewTask = Task {
            let entries: [SeriesEntry]
            do {
                entries = try await source.listSeries()
            } catch {
                guard !Task.isCancelled else { return }
                preview?.phase = .failed(message: ErrorMessage.text(for: error))
                return
            }
            guard !Task.isCancelled else { return }
            var made = StudyPreview(studyUID: uid, choices: entries.map(SeriesChoice.init), phase: .makingThumbnails)
            preview = made
            for index in made.choices.indices {
                let thumbnail = await SeriesThumbnail.make(
                    ofSeries: made.choices[index].id, in: source, side: Self.previewThumbnailSide)
                guard !Task.isCancelled else { return }
                made.choices[index].thumbnail = thumbnail
                preview = made
            }
            made.phase = .done
            preview = made
            let cost = made.choices.reduce(1) { $0 + ($1.thumbnail?.byteCount ?? 0) }
            _ = previews.setValue(made, forKey: key, cost: cost)
        }
    }
}
