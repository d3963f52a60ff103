import TomoVolume

/// Slabs: any view can show the sections within a thickness of its own projected into one image (MIP,
/// MinIP, average), cut from the volume like a section, following the slider and the crosshair, filling in
/// as slices arrive.
extension ScanViewerModel {
    /// The slab `plane`'s view shows; nil for its section alone.
    public func slab(of plane: VolumePlane) -> Slab? {
        views.slabs[plane].flatMap { $0.thickness > 0 ? $0 : nil }
    }

    /// Shows `slab` in `plane`'s view (a thickness of 0: the section alone). False, changing nothing, when
    /// the series makes no volume or the thickness is negative or not finite.
    @discardableResult
    public func setSlab(_ slab: Slab, of plane: VolumePlane) -> Bool {
        guard series?.volume != nil, slab.thickness >= 0, slab.thickness.isFinite else { return false }
        views.setSlab(slab, of: plane)
        if layout.planes.contains(plane) { drawView(of: plane) }
        measureRegions()
        return true
    }

    /// The active view's slab one preset thicker (none, 5, 10, 20, 40 mm) or, `thicker` false, thinner;
    /// false past the ends.
    @discardableResult
    public func stepSlabThickness(thicker: Bool) -> Bool {
        let current = views.slabs[activePlane] ?? Slab(thickness: 0, projection: .mip)
        let thicknesses = [0] + Slab.presetThicknesses
        let next = thicker
            ? thicknesses.first { $0 > current.thickness + 1e-9 }
            : thicknesses.last { $0 < current.thickness - 1e-9 }
        guard let next else { return false }
        return setSlab(Slab(thickness: next, projection: current.projection), of: activePlane)
    }

    /// The active view's slab projected the next way (MIP, MinIP, average, MIP again); with no slab shown, a
    /// slab of the middle preset thickness (10 mm) of the projection last chosen.
    @discardableResult
    public func nextSlabProjection() -> Bool {
        let current = views.slabs[activePlane] ?? Slab(thickness: 0, projection: .mip)
        guard current.thickness > 0 else {
            return setSlab(Slab(thickness: Slab.presetThicknesses[1], projection: current.projection), of: activePlane)
        }
        let all = SlabProjection.allCases
        let next = all[(all.firstIndex(of: current.projection)! + 1) % all.count]
        return setSlab(Slab(thickness: current.thickness, projection: next), of: activePlane)
    }
}

/// The slab menu: the active view's section alone, or a projection at a preset thickness.
extension ScanViewerModel {
    /// What the slab menu offers, in its order: nil for the section alone, then each projection at each
    /// preset thickness.
    public nonisolated static let slabMenuChoices: [Slab?] = [nil] + SlabProjection.allCases.flatMap { projection in
        Slab.presetThicknesses.map { Slab(thickness: $0, projection: projection) }
    }

    /// The slab menu's items: "Single section", "MIP 5 mm", … "Average 40 mm".
    public var slabMenuItems: [String] { Self.slabMenuChoices.map { $0?.title ?? "Single section" } }

    /// The item the active view shows; nil for a thickness the menu does not list.
    public var slabMenuSelection: Int? { Self.slabMenuChoices.firstIndex(of: slab(of: activePlane)) }

    /// Whether the views can show slabs: the series fills a volume.
    public var canShowSlabs: Bool { series?.volume != nil }

    /// The slab menu's item `index` chosen: the active view shows it. False, changing nothing, for an index
    /// the menu does not have or a series that makes no volume.
    @discardableResult
    public func selectSlabMenuItem(at index: Int) -> Bool {
        guard Self.slabMenuChoices.indices.contains(index) else { return false }
        let single = Slab(thickness: 0, projection: views.slabs[activePlane]?.projection ?? .mip)
        return setSlab(Self.slabMenuChoices[index] ?? single, of: activePlane)
    }
}
