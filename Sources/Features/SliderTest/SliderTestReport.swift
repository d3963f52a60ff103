/// What the slider test screen shows, in plain values: `tomo-desktop --report-state` writes it as JSON
/// after every change, and its UI tests read it back.
public struct SliderTestReport: Codable, Equatable, Sendable {
    /// `idle`, `starting`, `answering` or `complete`.
    public var phase: String
    public var stepText: String
    public var tickCount: Int
    /// The slider's position (a tick index) and the value the screen draws above its thumb.
    public var sliderIndex: Int
    public var shownValue: String?
    /// The model's pick and its value.
    public var selectedIndex: Int
    public var valueText: String?
    public var isSending: Bool
    public var isNextEnabled: Bool
    public var banner: String?
    /// The summary's rows: step, tick index, value.
    public var summary: [[String]]
    public var zoomPercent: Int
    /// Labels and buttons given less room than their text needs (none, when the layout reflows well),
    /// once `isLaidOut`: before that (a page that has just appeared), sizes are not known yet.
    public var clipped: [String]
    public var isLaidOut: Bool

    public init(
        phase: String, stepText: String, tickCount: Int, sliderIndex: Int, shownValue: String?, selectedIndex: Int,
        valueText: String?, isSending: Bool, isNextEnabled: Bool, banner: String?, summary: [[String]], zoomPercent: Int,
        clipped: [String], isLaidOut: Bool
    ) {
        self.phase = phase
        self.stepText = stepText
        self.tickCount = tickCount
        self.sliderIndex = sliderIndex
        self.shownValue = shownValue
        self.selectedIndex = selectedIndex
        self.valueText = valueText
        self.isSending = isSending
        self.isNextEnabled = isNextEnabled
        self.banner = banner
        self.summary = summary
        self.zoomPercent = zoomPercent
        self.clipped = clipped
        self.isLaidOut = isLaidOut
    }
}
