import TomoSeries

extension ViewerLayout {
    /// The preset a hanging protocol names.
    public init(_ layout: HangingLayout) {
        self = switch layout {
        case .axial: .axial
        case .threePlanes: .threePlanes
        case .axialEnlarged: .enlarged(.axial)
        case .coronalEnlarged: .enlarged(.coronal)
        case .sagittalEnlarged: .enlarged(.sagittal)
        case .planesAnd3D: .planesAnd3D
        }
    }

    /// The name a hanging protocol gives this layout.
    public var hangingLayout: HangingLayout {
        HangingLayout.allCases.first { ViewerLayout($0) == self } ?? .axial
    }
}
