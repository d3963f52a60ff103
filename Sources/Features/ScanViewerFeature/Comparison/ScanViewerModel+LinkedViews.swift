import TomoVolume

/// Linked windows and views, each a toggle beside linked slices (`toggleLinkedPanes`): the active pane's window
/// applied to the others whose values are in the same unit; its zoom, pan and turns applied to the others' views of
/// the same plane, the same anatomy at their centres (through the alignment where their frames of reference
/// differ). The sync menu's presets set all three at once.
extension ScanViewerModel {
    /// Links the windows or unlinks them (Ctrl+K); false with one pane. Linking applies the active pane's window
    /// to the others at once.
    @discardableResult
    public func toggleLinkedWindows() -> Bool {
        guard showsSeveralPanes else { return false }
        areWindowsLinked.toggle()
        followActiveWindow()
        return true
    }

    /// Links the views' zoom, pan and turns or unlinks them (Ctrl+Shift+K); false with one pane. Linking applies
    /// the active pane's at once.
    @discardableResult
    public func toggleLinkedViews() -> Bool {
        guard showsSeveralPanes else { return false }
        areViewsLinked.toggle()
        for plane in layout.planes { followActiveView(of: plane) }
        return true
    }

    /// Links what `preset` links and unlinks the rest.
    public func applyLinkPreset(_ preset: LinkPreset) {
        let links = preset.links
        link(slices: links.slices, windows: links.windows, views: links.views)
    }

    /// Links the slices, the windows and the views as asked, each applied at once (where panes can be linked).
    func link(slices: Bool, windows: Bool, views: Bool) {
        if arePanesLinked != slices { toggleLinkedPanes() }
        if areWindowsLinked != windows { toggleLinkedWindows() }
        if areViewsLinked != views { toggleLinkedViews() }
    }

    /// The sync menu's items: the presets, and what is linked now where it is none of them ("Custom: slices,
    /// window").
    public var linkMenuItems: [String] {
        let presets = LinkPreset.allCases.map(\.title)
        guard currentLinkPreset == nil else { return presets }
        let linked = [(arePanesLinked, "slices"), (areWindowsLinked, "window"), (areViewsLinked, "zoom and pan")].filter(\.0).map(\.1)
        return presets + ["Custom: " + linked.joined(separator: ", ")]
    }

    /// The sync menu's selected item.
    public var linkMenuSelection: Int {
        currentLinkPreset.flatMap { LinkPreset.allCases.firstIndex(of: $0) } ?? LinkPreset.allCases.count
    }

    /// Applies the sync menu's item `index` (a preset; the custom one changes nothing).
    public func selectLinkMenuItem(at index: Int) {
        guard LinkPreset.allCases.indices.contains(index) else { return }
        applyLinkPreset(LinkPreset.allCases[index])
    }

    /// The preset that links what is linked now; nil for none.
    private var currentLinkPreset: LinkPreset? {
        LinkPreset.allCases.first { $0.links == (arePanesLinked, areWindowsLinked, areViewsLinked) }
    }

    /// Applies the active pane's window to every other pane whose values are in the same unit (not from a
    /// follower's own change).
    func followActiveWindow() {
        guard areWindowsLinked, showsSeveralPanes, !isFollowing, let window, let unit = series?.valueUnit else { return }
        isFollowing = true
        defer { isFollowing = false }
        let leader = pane
        for follower in panes where follower !== leader {
            acting(on: follower) {
                guard series?.valueUnit == unit, windowLevel.setWindow(window) else { return }
                drawViews(force: true)
            }
        }
    }

    /// Applies the zoom, pan and turns of `plane`'s view of the pane acted on to the other panes' views of that
    /// plane: fitted where it is fitted, else at its scale with the anatomy at its centre at theirs (the place
    /// mapped through the alignment; its pan as it is where none is known).
    func followActiveView(of plane: VolumePlane) {
        guard areViewsLinked, showsSeveralPanes, !isFollowing, let leading = viewport(of: plane) else { return }
        isFollowing = true
        defer { isFollowing = false }
        let leader = pane
        let centre = leading.imagePoint(ofViewPoint: leading.viewSize.centre)
        let place = series?.geometry.map { sectionPlane(shownIn: plane).position(column: centre.x - 0.5, row: centre.y - 0.5, in: $0) }
        for follower in panes where follower !== leader {
            let shift = knownTranslation(from: leader, to: follower)
            acting(on: follower) {
                guard var viewport = viewport(of: plane) else { return }
                if leading.isFitted {
                    viewport.fit(orientation: leading.orientation)
                } else if let place, let shift, let geometry = series?.geometry {
                    let seen = sectionPlane(shownIn: plane).projection(of: place + shift, in: geometry)
                    viewport.show(scale: leading.scale, orientation: leading.orientation, centredOn: Point2D(seen.column + 0.5, seen.row + 0.5))
                } else {
                    viewport.show(
                        scale: leading.scale, orientation: leading.orientation,
                        centredOn: leading.imagePoint(ofViewPoint: leading.viewSize.centre))
                }
                views.setViewport(viewport, of: plane)
            }
        }
    }
}
