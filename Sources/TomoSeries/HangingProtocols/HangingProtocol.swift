/// A hanging protocol: which studies and series a reading shows, in which panes, laid out how, and what the
/// panes share. Its `rules` are matched against the current study, each pane's `series` rules against the
/// series of its study (the current one, or the prior); `HangingProtocol.match` scores every protocol and
/// hangs the best.
public struct HangingProtocol: Sendable, Hashable, Codable {
    /// The study a pane shows.
    public enum Study: String, Sendable, Hashable, Codable {
        /// The study being read.
        case current
        /// The prior it is compared with.
        case prior
    }

    /// One pane: which study, which of its series (the one its rules score best), laid out how.
    public struct Pane: Sendable, Hashable, Codable {
        public var study: Study
        /// The rules each series of `study` is scored by.
        public var series: [HangingRule]
        public var layout: HangingLayout

        /// A pane of a series of `study` chosen by `series`, laid out as `layout`.
        public init(study: Study = .current, series: [HangingRule] = [], layout: HangingLayout = .axial) {
            self.study = study
            self.series = series
            self.layout = layout
        }

        private enum CodingKeys: String, CodingKey {
            case study, series, layout
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            study = try container.decodeIfPresent(Study.self, forKey: .study) ?? .current
            series = try container.decodeIfPresent([HangingRule].self, forKey: .series) ?? []
            layout = try container.decodeIfPresent(HangingLayout.self, forKey: .layout) ?? .axial
        }
    }

    /// Its name, unique among the protocols (a user's protocol of a built-in's name replaces it).
    public var name: String
    /// The rules the current study is scored by.
    public var rules: [HangingRule]
    /// The panes, in order (left to right side by side).
    public var panes: [Pane]
    /// What the panes share.
    public var sync: [HangingSync]
    /// How the panes' views are placed: side by side (the default), above each other, view by view.
    public var arrangement: PaneArrangement

    /// The protocol `name`: `rules` on the current study, `panes` in order sharing `sync`, their views placed as
    /// `arrangement` says.
    public init(name: String, rules: [HangingRule] = [], panes: [Pane], sync: [HangingSync] = [], arrangement: PaneArrangement = .sideBySide) {
        self.name = name
        self.rules = rules
        self.panes = panes
        self.sync = sync
        self.arrangement = arrangement
    }

    private enum CodingKeys: String, CodingKey {
        case name, rules, panes, sync, arrangement
    }

    /// Written as read: the arrangement only when it is not the default, so protocols written before it read the same.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(rules, forKey: .rules)
        try container.encode(panes, forKey: .panes)
        try container.encode(sync, forKey: .sync)
        if arrangement != .sideBySide { try container.encode(arrangement, forKey: .arrangement) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        rules = try container.decodeIfPresent([HangingRule].self, forKey: .rules) ?? []
        panes = try container.decode([Pane].self, forKey: .panes)
        sync = try container.decodeIfPresent([HangingSync].self, forKey: .sync) ?? []
        arrangement = try container.decodeIfPresent(PaneArrangement.self, forKey: .arrangement) ?? .sideBySide
        guard !panes.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .panes, in: container, debugDescription: "protocol \(name) has no pane")
        }
    }

    /// Whether it shows the prior in a pane (and so hangs only a comparison).
    public var showsPrior: Bool { panes.contains { $0.study == .prior } }
}
