import TomoDICOM

extension KeyObjectSelection {
    /// A key object selection of slices `slices` (in geometric order) of `series`, whose Series Instance UID
    /// is `seriesInstanceUID`, in study `studyInstanceUID`: an image per slice, a multi-frame instance's
    /// slices as one image with their frames.
    /// - Throws: `ReportError` for no slice, a slice the series does not have, or one whose image has no UIDs.
    public init(
        slices: [Int], of series: ReportedSeries, seriesInstanceUID: String, studyInstanceUID: String?, title: CodedConcept = .ofInterest,
        description: String? = nil
    ) throws(ReportError) {
        guard !slices.isEmpty else { throw ReportError("no slice is marked as a key image") }
        var images: [Image] = [], byInstance: [String: Int] = [:]
        for slice in Set(slices).sorted() {
            guard series.images.indices.contains(slice) else {
                throw ReportError("slice \(slice) is not one of the series' \(series.images.count)")
            }
            guard let image = series.images[slice] else { throw ReportError("slice \(slice)'s image has no SOP Instance UID") }
            if let index = byInstance[image.sopInstanceUID] {
                if let frame = image.frame { images[index].frames.append(frame) }
                continue
            }
            byInstance[image.sopInstanceUID] = images.count
            images.append(Image(
                studyInstanceUID: studyInstanceUID, seriesInstanceUID: seriesInstanceUID, sopClassUID: image.sopClassUID,
                sopInstanceUID: image.sopInstanceUID, frames: image.frame.map { [$0] } ?? []))
        }
        self.init(title: title, description: description, images: images)
    }

    /// Where its images lie on `series` (Series Instance UID `seriesInstanceUID`): the slices, in geometric
    /// order, of each image of the series it selects (a multi-frame instance's frames it names, or all of them),
    /// and how many of its images are not of the series (another series', or not among its images).
    public func slices(on series: ReportedSeries, seriesInstanceUID: String) -> (slices: [Int], elsewhere: Int) {
        var slicesOf: [String: [(slice: Int, frame: Int?)]] = [:]
        for (slice, image) in series.images.enumerated() {
            if let image { slicesOf[image.sopInstanceUID, default: []].append((slice, image.frame)) }
        }
        var slices = Set<Int>(), elsewhere = 0
        for image in images {
            let candidates = slicesOf[image.sopInstanceUID] ?? []
            let found = candidates.filter { image.frames.isEmpty || $0.frame.map(image.frames.contains) == true }.map(\.slice)
            if found.isEmpty || (image.seriesInstanceUID.map { $0 != seriesInstanceUID } ?? false) {
                elsewhere += 1
            } else {
                slices.formUnion(found)
            }
        }
        return (slices.sorted(), elsewhere)
    }

    /// How many of its images lie on each series other than `seriesInstanceUID`, by Series Instance UID (images
    /// whose series it does not say left out): where a viewer can open the rest of the selection.
    public func imageCounts(besides seriesInstanceUID: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for image in images {
            guard let series = image.seriesInstanceUID, series != seriesInstanceUID else { continue }
            counts[series, default: 0] += 1
        }
        return counts
    }
}
