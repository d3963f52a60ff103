import TomoCore
import TomoVolume

extension ScanViewerModel {
    /// The 3D view of the pane acted on.
    public var volumeView: VolumeView { pane.volumeView }

    /// The 3D view's look menu: the presets, then the projections.
    public var volumeLookMenuItems: [String] { VolumeLook.all.map(\.title) }

    /// The look shown, as the menu lists it.
    public var volumeLookMenuSelection: Int? { VolumeLook.all.firstIndex(of: volumeView.look) }

    /// Shows the volume in the look menu's item `index`.
    public func selectVolumeLook(at index: Int) {
        guard VolumeLook.all.indices.contains(index) else { return }
        volumeView.setLook(VolumeLook.all[index])
        draw3D()
    }

    /// Steps the 3D view's look to the menu's next one, round. False without a 3D view.
    @discardableResult
    func stepVolumeLook() -> Bool {
        guard layout.shows3D else { return false }
        selectVolumeLook(at: ((volumeLookMenuSelection ?? -1) + 1) % VolumeLook.all.count)
        return true
    }

    /// The 3D view's side menu: "From anterior" … "From inferior", then "Reset".
    public var volumeSideMenuItems: [String] { StandardView.allCases.map { "From \($0.rawValue)" } + ["Reset (Ctrl+D)"] }

    /// The side the 3D view is seen from, as the side menu lists it; nil at any other angle.
    public var volumeSideMenuSelection: Int? {
        StandardView.seen(by: volumeView.camera).flatMap(StandardView.allCases.firstIndex(of:))
    }

    /// Shows the 3D view from the side menu's item `index`, or resets it (the last).
    public func selectVolumeSideMenuItem(at index: Int) {
        if StandardView.allCases.indices.contains(index) {
            show3D(from: StandardView.allCases[index])
        } else if index == StandardView.allCases.count {
            reset3DView()
        }
    }

    /// Shows the volume from `view` in the 3D view.
    public func show3D(from view: StandardView) {
        volumeView.show(view)
        draw3D()
    }

    /// The 3D view from the next of the six sides, round. False without a 3D view.
    @discardableResult
    func stepStandardView() -> Bool {
        change3DView { $0.stepStandardView() }
    }

    /// Cuts the corner of the volume facing the camera away at the crosshair (opening it along the three planes
    /// through it), or no longer. False without a 3D view.
    @discardableResult
    public func toggle3DCutAway() -> Bool {
        change3DView { $0.toggleCutAway() }
    }

    /// The cut-away button's title: what pressing it does.
    public var cutAwayButtonTitle: String { volumeView.cutsAway ? "Whole Volume" : "Cut Away" }

    /// The 3D view from anterior, fitted and centred, its preset unshifted, nothing cut away. False without a 3D view.
    @discardableResult
    public func reset3DView() -> Bool {
        change3DView { $0.reset() }
    }

    /// Changes the 3D view with `change` and draws it; false (nothing changed) without a 3D view.
    private func change3DView(_ change: (VolumeView) -> Void) -> Bool {
        guard layout.shows3D else { return false }
        change(volumeView)
        draw3D()
        return true
    }

    /// What the 3D view says in place of an image: why the series makes no volume, why its image failed.
    public var volumeViewMessage: String? {
        if let message = viewMessage { return message }
        if let reason = planesUnavailableReason { return "No 3D view: \(reason)" }
        return volumeView.failure.map { "The 3D view could not be drawn: \($0)" }
    }

    /// The 3D view's caption: the look (and the preset's shift), where it is seen from, how long the image took
    /// ("draft" while dragging).
    public var volumeCaption: String? {
        guard let shown = volumeView.shown else { return nil }
        var parts = [shown.look.title + (shown.shift == 0 ? "" : " \(shown.shift > 0 ? "+" : "−")\(Int(abs(shown.shift).rounded())) HU")]
        if let side = StandardView.seen(by: shown.camera) {
            parts.append("from \(side.rawValue)")
        } else {
            let roll = Int(shown.camera.roll.rounded())
            parts.append("azimuth \(Int(shown.camera.azimuth.rounded()))°, elevation \(Int(shown.camera.elevation.rounded()))°" + (roll == 0 ? "" : ", roll \(roll)°"))
        }
        if shown.camera.zoom != 1 { parts.append("zoom \(String(format: "%.2g", shown.camera.zoom))×") }
        if shown.crop != nil { parts.append("cropped") }
        if shown.cutAway != nil { parts.append("cut away at the crosshair") }
        parts.append(shown.isDraft ? "draft" : "\(Int(shown.milliseconds.rounded())) ms")
        if let volume = series?.volume, shown.slicesFilled < volume.geometry.sliceCount {
            parts.append("\(shown.slicesFilled) of \(volume.geometry.sliceCount) slices")
        }
        return parts.joined(separator: " · ")
    }

    /// The patient's directions at the 3D image's left, right, top and bottom edges ("R", "L", "S", "I", or two
    /// letters when it is seen obliquely).
    public var volumeOrientationLetters: (left: String, right: String, top: String, bottom: String)? {
        guard let camera = volumeView.shown?.camera else { return nil }
        let (right, up, _) = camera.axes
        return ((right * -1).patientLetters(), right.patientLetters(), up.patientLetters(), (up * -1).patientLetters())
    }

    /// The orientation cube the 3D view shows in its corner, turned as the image shown is; nil while none shows.
    public var volumeOrientationCube: OrientationCube? {
        volumeView.shown.map { OrientationCube(camera: $0.camera) }
    }

    // MARK: Pointer and size

    /// The 3D view is `size` points large.
    public func setVolumeViewSize(_ size: Size2D) {
        guard size != volumeView.viewSize else { return }
        volumeView.viewSize = size
        draw3D()
    }

    /// A button went down over the 3D view at `point`: the primary turns it, the secondary shifts the preset's
    /// values (a projection's window), the middle pans it, as it is dragged.
    public func volumePressed(_ button: PointerButton, at point: Point2D) {
        volumeView.drag = (button, point, point)
        if button == .secondary, case .projection = volumeView.look { beginWindowDrag() }
    }

    /// The pointer, pressed over the 3D view, is at `point`: a draft of the view turned (or shifted) so far.
    public func volumeDragged(to point: Point2D) {
        guard let (button, start, last) = volumeView.drag else { return }
        volumeView.drag = (button, start, point)
        let delta = point - last
        switch button {
        case .primary: volumeView.rotate(by: delta)
        case .secondary:
            if case .projection = volumeView.look {
                dragWindow(byX: point.x - start.x, y: point.y - start.y)
                return
            }
            volumeView.moveShift(by: -delta.y * 2)
        case .middle:
            guard let geometry = series?.volume?.geometry else { return }
            volumeView.pan(by: delta, geometry: geometry)
        }
        draw3D(draft: true)
    }

    /// The button is up: the full image.
    public func volumeReleased() {
        guard volumeView.drag != nil else { return }
        volumeView.drag = nil
        draw3D()
    }

    /// The wheel turned `steps` notches over the 3D view: zooms in (up) or out.
    public func volumeWheel(_ steps: Int) {
        volumeView.zoom(by: -steps)
        draw3D()
    }

    /// Draws the 3D view of the pane's volume (a projection through the window), when the layout shows it: a draft,
    /// or the full image; with `force` even when it is shown already.
    func draw3D(draft: Bool = false, force: Bool = false) {
        guard layout.shows3D, let volume = series?.volume else { return }
        volumeView.draw(volume, window: window, crosshair: crosshair?.point, draft: draft, force: force)
    }
}
