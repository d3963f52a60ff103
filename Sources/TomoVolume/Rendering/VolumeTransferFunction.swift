/// How a 3D view colours a volume's values (compositing): a colour and an opacity for each value, each linear
/// between the points it is given (held beyond the first and last), and how surfaces are lit. The presets are 3D
/// Slicer's (`presets.xml` of its Volume Rendering module): the same points, the same shading.
public struct VolumeTransferFunction: Sendable, Hashable {
    /// A value's colour, each channel 0…1.
    public struct ColourPoint: Sendable, Hashable {
        public var value: Double
        public var red: Double, green: Double, blue: Double
        public init(_ value: Double, _ red: Double, _ green: Double, _ blue: Double) {
            (self.value, self.red, self.green, self.blue) = (value, red, green, blue)
        }
    }

    /// A value's opacity over one millimetre, 0…1.
    public struct OpacityPoint: Sendable, Hashable {
        public var value: Double
        public var opacity: Double
        public init(_ value: Double, _ opacity: Double) {
            (self.value, self.opacity) = (value, opacity)
        }
    }

    /// How a surface (where the values change) is lit by a light at the camera (Blinn–Phong, both faces lit).
    public struct Shading: Sendable, Hashable {
        public var ambient: Double, diffuse: Double, specular: Double, specularPower: Double
        public init(ambient: Double, diffuse: Double, specular: Double, specularPower: Double) {
            (self.ambient, self.diffuse, self.specular, self.specularPower) = (ambient, diffuse, specular, specularPower)
        }
    }

    public var name: String
    /// Ascending by value.
    public var colours: [ColourPoint]
    /// Ascending by value.
    public var opacities: [OpacityPoint]
    /// Nil: colours as they are, unlit.
    public var shading: Shading?

    /// A transfer function named `name`; the points are sorted by value.
    public init(name: String, colours: [ColourPoint], opacities: [OpacityPoint], shading: Shading?) {
        self.name = name
        self.colours = colours.sorted { $0.value < $1.value }
        self.opacities = opacities.sorted { $0.value < $1.value }
        self.shading = shading
    }

    /// The colour at `value`.
    public func colour(at value: Double) -> (red: Double, green: Double, blue: Double) {
        guard let first = colours.first, let last = colours.last else { return (1, 1, 1) }
        if value <= first.value { return (first.red, first.green, first.blue) }
        if value >= last.value { return (last.red, last.green, last.blue) }
        let above = colours.firstIndex { $0.value > value }!
        let (low, high) = (colours[above - 1], colours[above])
        let f = (value - low.value) / (high.value - low.value)
        return (low.red + (high.red - low.red) * f, low.green + (high.green - low.green) * f, low.blue + (high.blue - low.blue) * f)
    }

    /// The opacity over one millimetre at `value`.
    public func opacity(at value: Double) -> Double {
        guard let first = opacities.first, let last = opacities.last else { return 0 }
        if value <= first.value { return first.opacity }
        if value >= last.value { return last.opacity }
        let above = opacities.firstIndex { $0.value > value }!
        let (low, high) = (opacities[above - 1], opacities[above])
        return low.opacity + (high.opacity - low.opacity) * (value - low.value) / (high.value - low.value)
    }

    /// The presets, by name: CT-AAA, CT-Bone, CT-Lung, CT-Muscle, CT-Soft-Tissue, MR-Default.
    public static let presets: [String: VolumeTransferFunction] = Dictionary(
        uniqueKeysWithValues: [ctAAA, ctBone, ctLung, ctMuscle, ctSoftTissue, mrDefault].map { ($0.name, $0) })

    /// Bone white over red-brown soft tissue, from about −16 HU.
    public static let ctBone = VolumeTransferFunction(
        name: "CT-Bone",
        colours: [.init(-3024, 0, 0, 0), .init(-16.4458, 0.729412, 0.254902, 0.301961), .init(641.385, 0.905882, 0.815686, 0.552941), .init(3071, 1, 1, 1)],
        opacities: [.init(-3024, 0), .init(-16.4458, 0), .init(641.385, 0.715686), .init(3071, 0.705882)],
        shading: Shading(ambient: 0.1, diffuse: 0.9, specular: 0.2, specularPower: 10))

    /// Contrast-filled vessels and bone.
    public static let ctAAA = VolumeTransferFunction(
        name: "CT-AAA",
        colours: [
            .init(-3024, 0, 0, 0), .init(143.556, 0.615686, 0.356863, 0.184314), .init(166.222, 0.882353, 0.603922, 0.290196),
            .init(214.389, 1, 1, 1), .init(419.736, 1, 0.937033, 0.954531), .init(3071, 0.827451, 0.658824, 1),
        ],
        opacities: [.init(-3024, 0), .init(143.556, 0), .init(166.222, 0.686275), .init(214.389, 0.696078), .init(419.736, 0.833333), .init(3071, 0.803922)],
        shading: Shading(ambient: 0.1, diffuse: 0.9, specular: 0.2, specularPower: 10))

    /// The lungs' parenchyma, −600 to −400 HU, faint.
    public static let ctLung = VolumeTransferFunction(
        name: "CT-Lung",
        colours: [
            .init(-1000, 0.3, 0.3, 1), .init(-600, 0, 0, 1), .init(-530, 0.134704, 0.781726, 0.0724558), .init(-460, 0.929244, 1, 0.109473),
            .init(-400, 0.888889, 0.254949, 0.0240258), .init(2952, 1, 0.3, 0.3),
        ],
        opacities: [.init(-1000, 0), .init(-600, 0), .init(-599, 0.15), .init(-400, 0.15), .init(-399, 0), .init(2952, 0)],
        shading: Shading(ambient: 0.2, diffuse: 1, specular: 0, specularPower: 1))

    /// Muscle and the tissue around it.
    public static let ctMuscle = VolumeTransferFunction(
        name: "CT-Muscle",
        colours: [
            .init(-3024, 0, 0, 0), .init(-155.407, 0.54902, 0.25098, 0.14902), .init(217.641, 0.882353, 0.603922, 0.290196),
            .init(419.736, 1, 0.937033, 0.954531), .init(3071, 0.827451, 0.658824, 1),
        ],
        opacities: [.init(-3024, 0), .init(-155.407, 0), .init(217.641, 0.676471), .init(419.736, 0.833333), .init(3071, 0.803922)],
        shading: Shading(ambient: 0.1, diffuse: 0.9, specular: 0.2, specularPower: 10))

    /// Soft tissue from −160 HU, grey to white, opaque and unlit.
    public static let ctSoftTissue = VolumeTransferFunction(
        name: "CT-Soft-Tissue",
        colours: [.init(-2048, 0, 0, 0), .init(-167.01, 0, 0, 0), .init(-160, 0.0556356, 0.0556356, 0.0556356), .init(240, 1, 1, 1), .init(3661, 1, 1, 1)],
        opacities: [.init(-2048, 0), .init(-167.01, 0), .init(-160, 1), .init(240, 1), .init(3661, 1)],
        shading: nil)

    /// An MR's brighter tissue, brown to white.
    public static let mrDefault = VolumeTransferFunction(
        name: "MR-Default",
        colours: [
            .init(0, 0, 0, 0), .init(20, 0.168627, 0, 0), .init(40, 0.403922, 0.145098, 0.0784314), .init(120, 0.780392, 0.607843, 0.380392),
            .init(220, 0.847059, 0.835294, 0.788235), .init(1024, 1, 1, 1),
        ],
        opacities: [.init(0, 0), .init(20, 0), .init(40, 0.15), .init(120, 0.3), .init(220, 0.375), .init(1024, 0.5)],
        shading: Shading(ambient: 0.2, diffuse: 1, specular: 0, specularPower: 1))
}
