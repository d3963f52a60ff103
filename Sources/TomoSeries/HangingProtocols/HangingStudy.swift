/// A study as a hanging protocol sees it: its description and its series, as its catalog lists them.
public struct HangingStudy: Sendable, Hashable {
    public var description: String?
    /// Its series (images, not reports).
    public var series: [SeriesEntry]

    /// A study described as `description`, of `series`.
    public init(description: String?, series: [SeriesEntry]) {
        self.description = description
        self.series = series
    }

    /// The study `series` belong to, described as their first says.
    public init(series: [SeriesEntry]) {
        self.init(description: series.lazy.compactMap(\.studyDescription).first, series: series)
    }

    /// `attribute`'s values: `series`' own where one is given (the study's description, the prior's index),
    /// else every series' (the study's modalities…); none where the catalog does not say.
    func values(of attribute: HangingAttribute, series entry: SeriesEntry?, priorIndex: Int?) -> [HangingValue] {
        let entries = entry.map { [$0] } ?? series
        let values: [HangingValue] = switch attribute {
        case .modality: entries.map(\.modality).filter { !$0.isEmpty }.map(HangingValue.text)
        case .bodyPart: entries.compactMap(\.bodyPart).filter { !$0.isEmpty }.map(HangingValue.text)
        case .studyDescription: (description ?? entry?.studyDescription).map { [.text($0)] } ?? []
        case .seriesDescription: entries.map(\.description).map(HangingValue.text)
        case .orientation: entries.compactMap(\.orientation).map { .text($0.rawValue) }
        case .sliceThickness: entries.compactMap(\.sliceSpacing).map(HangingValue.number)
        case .imageCount: entries.map { .number(Double($0.imageCount)) }
        case .priorIndex: priorIndex.map { [.number(Double($0))] } ?? []
        }
        var seen: Set<HangingValue> = []
        return values.filter { seen.insert($0).inserted }
    }
}
