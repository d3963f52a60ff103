/// The light of a landscape: sky colours, the sun (or moon) and the tone of the nearest land.
struct SkyPreset: Sendable {
    /// The time of day as a title word ("dusk").
    let word: String
    /// The same as a phrase after a noun ("at dusk").
    let phrase: String
    let zenith: RGB
    let horizon: RGB
    let sun: RGB
    /// Whether the light in the sky is a crescent moon rather than the sun.
    let isMoon: Bool
    /// Whether the sun stands low, near or behind the farthest ridges.
    let lowSun: Bool
    /// The colour of the nearest land before haze.
    let land: RGB

    init(
        _ word: String, _ phrase: String, zenith: UInt32, horizon: UInt32, sun: UInt32, land: UInt32,
        isMoon: Bool = false, lowSun: Bool = false
    ) {
        self.word = word
        self.phrase = phrase
        self.zenith = RGB(hex: zenith)
        self.horizon = RGB(hex: horizon)
        self.sun = RGB(hex: sun)
        self.land = RGB(hex: land)
        self.isMoon = isMoon
        self.lowSun = lowSun
    }

    /// Every light a landscape can have.
    static let all: [SkyPreset] = [
        SkyPreset(
            "dawn", "at dawn", zenith: 0x2c3e70, horizon: 0xf7b89c, sun: 0xfff3d6, land: 0x2b2d42, lowSun: true),
        SkyPreset("morning", "in the morning", zenith: 0x3a7bd5, horizon: 0xcbe8f7, sun: 0xfffbe8, land: 0x24503a),
        SkyPreset("noon", "at noon", zenith: 0x1e62c9, horizon: 0xbcdcf2, sun: 0xffffff, land: 0x2f5233),
        SkyPreset(
            "golden hour", "at golden hour", zenith: 0x4a6088, horizon: 0xffc971, sun: 0xfff0b3, land: 0x3b2f2f,
            lowSun: true),
        SkyPreset(
            "dusk", "at dusk", zenith: 0x1f1c4d, horizon: 0xf2815a, sun: 0xffc47e, land: 0x1a1423, lowSun: true),
        SkyPreset(
            "sunset", "at sunset", zenith: 0x4a1d5e, horizon: 0xff7b54, sun: 0xffe18a, land: 0x2a0f2e, lowSun: true),
        SkyPreset(
            "twilight", "at twilight", zenith: 0x0f1c3f, horizon: 0x8a6aa8, sun: 0xf4f1e4, land: 0x0d0b1e,
            isMoon: true),
        SkyPreset(
            "night", "at night", zenith: 0x050a1f, horizon: 0x24396b, sun: 0xf1efe2, land: 0x04060f, isMoon: true),
        SkyPreset("mist", "in mist", zenith: 0x8d99ae, horizon: 0xe5e8ec, sun: 0xfdfdf8, land: 0x4a5560),
    ]
}
