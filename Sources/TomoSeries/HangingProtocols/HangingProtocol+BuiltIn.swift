extension HangingProtocol {
    /// The protocols Tomo comes with, after any of the user's: a CT follow-up, a CT with MPR, a single series.
    public static let builtIn: [HangingProtocol] = [ctFollowUp, ctWithMPR, singleSeries]

    /// Whether it is one of the built-in protocols (which hang only where none of the user's can).
    public var isBuiltIn: Bool { Self.builtIn.contains(self) }

    /// The rules a CT series for reading in planes is chosen by: CT (required), axial, slices of 3 mm or less,
    /// enough of them (20) to make planes of, required where `planes` are shown.
    private static func volumeCT(planes: Bool) -> [HangingRule] {
        [
            HangingRule(.modality, .equals("CT"), weight: 2, required: true),
            HangingRule(.orientation, .equals("axial"), weight: 2),
            HangingRule(.sliceThickness, .range(nil, 3)),
            HangingRule(.imageCount, .range(20, nil), required: planes),
        ]
    }

    /// A CT follow-up: the current study's axial CT beside the prior's, linked in position and window.
    public static let ctFollowUp = HangingProtocol(
        name: "CT follow-up", rules: [HangingRule(.modality, .equals("CT"), required: true), HangingRule(.priorIndex, .range(0, 0))],
        panes: [Pane(study: .current, series: volumeCT(planes: false), layout: .axial), Pane(study: .prior, series: volumeCT(planes: false), layout: .axial)],
        sync: [.position, .window])

    /// A CT with MPR: its thin axial CT in three planes (1×3).
    public static let ctWithMPR = HangingProtocol(
        name: "CT with MPR", rules: [HangingRule(.modality, .equals("CT"), required: true)],
        panes: [Pane(study: .current, series: volumeCT(planes: true), layout: .threePlanes)])

    /// A single series: the study's series with the most images, one axial view.
    public static let singleSeries = HangingProtocol(name: "Single series", panes: [Pane(study: .current, layout: .axial)])
}
