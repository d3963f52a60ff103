import FeatureSupport
import Foundation
import TomoVolume

/// Key images: * stars the slice under the slider (and takes the star away), Ctrl+→ / Ctrl+← go to the next /
/// previous key slice, the key image menu lists them (the reader's stars and those of the key object selections
/// found with the series) and goes to one; Save Key Images stores the stars as a DICOM Key Object Selection
/// where the series came from (a PACS, a DICOM node, the library), Export Key Images… writes one to a file.
extension ScanViewerModel {
    /// The slices of the open series the reader starred and has not saved, in slider order.
    public var markedKeySlices: [Int] {
        series.map { (keyImages.marked[$0.entry.id] ?? []).sorted() } ?? []
    }

    /// The key object selections found with the open series, the latest first.
    public var foundKeyImages: [FoundKeyImages] {
        series.flatMap { keyImages.found[$0.entry.id] } ?? []
    }

    /// Every key slice of the open series, starred or found, in slider order.
    public var keySlices: [Int] {
        Array(Set(markedKeySlices + foundKeyImages.flatMap(\.slices))).sorted()
    }

    /// What makes slice `slice` a key image: "not saved" for the reader's star, then each found selection's
    /// title naming it; empty for a slice that is none.
    public func keyImageSources(ofSlice slice: Int) -> [String] {
        (markedKeySlices.contains(slice) ? ["not saved"] : []) + foundKeyImages.filter { $0.slices.contains(slice) }.map(\.title)
    }

    /// The axial view's key image line: "★ Key image (Of Interest)", "★ Key image (not saved)"; nil for a slice
    /// that is none, or an axial view turned oblique.
    func keyImageText(of plane: VolumePlane) -> String? {
        guard plane == .axial, obliquePlane(shownIn: .axial) == nil else { return nil }
        let sources = keyImageSources(ofSlice: index)
        return sources.isEmpty ? nil : "★ Key image (\(sources.joined(separator: ", ")))"
    }

    /// Stars the slice under the slider, or takes the star away (a found selection's stays: it is saved); false
    /// where key images are not wired or no series shows.
    @discardableResult
    public func toggleKeyImage() -> Bool {
        guard keyImages.isAvailable, let series, !isChoosingSeries, !isBrowsingStudies, sliceCount > 0 else { return false }
        keyImages.toggle(index, of: series.entry.id)
        return true
    }

    /// Whether the slice under the slider is starred by the reader (not yet saved).
    public var isKeyImageMarked: Bool {
        markedKeySlices.contains(index)
    }

    /// Goes to the next key slice past the slider (`forward`) or the previous one before it; false where there
    /// is none.
    @discardableResult
    public func goToKeyImage(forward: Bool) -> Bool {
        let slices = keySlices
        guard let target = forward ? slices.first(where: { $0 > index }) : slices.last(where: { $0 < index }) else { return false }
        setIndex(target)
        return true
    }

    /// The key image menu: "4 key images" (the header), then each key slice, "Slice 12: Of Interest", "Slice 40:
    /// not saved", then the other series the selections found name ("2 key images on Head soft: Open Beside");
    /// empty when the series has no key slice.
    public var keyImageMenuItems: [String] {
        let slices = keySlices
        guard !slices.isEmpty else { return [] }
        let elsewhere = keyImagesElsewhere.map { "\(KeyImages.KeyImageWording.counted($0.count)) on \($0.name): Open Beside" }
        return [KeyImages.KeyImageWording.counted(slices.count)] + slices.map { "Slice \($0 + 1): " + keyImageSources(ofSlice: $0).joined(separator: ", ") }
            + elsewhere
    }

    /// The key image menu's item for the slice under the slider (the header where it is none).
    public var keyImageMenuSelection: Int {
        keySlices.firstIndex(of: index).map { $0 + 1 } ?? 0
    }

    /// Goes to the key slice of menu item `index` (0, the header: nowhere); an item past the slices opens the
    /// other series it names beside this one, at its first key image.
    public func selectKeyImageMenuItem(at index: Int) {
        let slices = keySlices
        guard index > 0 else { return }
        if slices.indices.contains(index - 1) { return setIndex(slices[index - 1]) }
        let others = keyImagesElsewhere
        guard others.indices.contains(index - 1 - slices.count) else { return }
        let seriesID = others[index - 1 - slices.count].seriesID
        Task { await openKeyImagesBeside(onSeries: seriesID) }
    }

    /// The series of the open one's source (its other series listed in the series menu) that the key object
    /// selections found with it select images of, with how many and the series' name: each offered to open
    /// beside; the most images first.
    public var keyImagesElsewhere: [(seriesID: String, name: String, count: Int)] {
        var counts: [String: Int] = [:]
        for found in foundKeyImages {
            counts.merge(found.otherSeries, uniquingKeysWith: +)
        }
        return counts.compactMap { id, count in
            catalog.first { $0.id == id }.map { (id, $0.description.isEmpty ? id : $0.description, count) }
        }
        .sorted { ($0.count, $1.seriesID) > ($1.count, $0.seriesID) }
    }

    /// Opens series `seriesID` of the active pane's source beside it and goes to its first key image once its key
    /// images are found.
    func openKeyImagesBeside(onSeries seriesID: String) async {
        await openBeside(loading.source, pacsTarget: pacsTarget, seriesID: seriesID)
        guard series?.entry.id == seriesID else { return }
        await waitUntilKeyImagesFound()
        if let first = keySlices.first { setIndex(first) }
    }

    /// Returns when the key images of the open series have been looked for.
    public func waitUntilKeyImagesFound() async {
        guard let series else { return }
        await keyImages.waitUntilFound(series.entry.id)
    }

    /// Whether Export Key Images… can start: key images are wired, slices of the open series are starred, and
    /// no save is under way.
    public var canExportKeyImages: Bool {
        keyImages.isAvailable && !keyImages.state.isWorking && !markedKeySlices.isEmpty && !isChoosingSeries && !isBrowsingStudies
    }

    /// Whether Save Key Images can start: as Export Key Images…, for a series opened from where documents are
    /// stored (a DICOMweb server, a DICOM node, a study library).
    public var canSaveKeyImages: Bool {
        canExportKeyImages && pacsTarget.flatMap { keyImages.storeMethod(for: $0.server) } != nil
    }

    /// What Save Key Images does, or why it cannot.
    public var saveKeyImagesHelp: String {
        guard let target = pacsTarget else {
            return "The series came from files: key images are saved where a series was opened from (a PACS, the library); export them instead"
        }
        guard let method = keyImages.storeMethod(for: target.server) else {
            return "The series' source keeps no key images: export them instead"
        }
        if markedKeySlices.isEmpty { return "Star slices first (*): they are saved as a DICOM Key Object Selection" }
        return "Save the starred slices as a DICOM Key Object Selection in the series' study (\(method))"
    }

    /// Asks the front end where to write the starred slices (`keyImages.request`); false when it cannot start.
    @discardableResult
    public func requestKeyImagesExport() -> Bool {
        guard canExportKeyImages else { return false }
        keyImages.ask(suggesting: "\(fileNameStem)-key-images.dcm")
        return true
    }

    /// The user has answered the Export Key Images… request (chosen a file, or none).
    public func dismissKeyImagesRequest() {
        keyImages.dismiss()
    }

    /// Writes the open series' starred slices as a key object selection to `url`; `keyImages.state` follows it.
    public func exportKeyImages(to url: URL) async {
        guard let series else { return }
        await keyImages.export(of: series, to: url)
    }

    /// Saves the open series' starred slices as a key object selection where the series came from;
    /// `keyImages.state` follows it, and once saved the series' key images are looked for again.
    public func saveKeyImages() async {
        guard canSaveKeyImages, let series, let target = pacsTarget else { return }
        await keyImages.send(of: series, to: target, lookingIn: loading.source)
    }
}
