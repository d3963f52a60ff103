import TomoDICOM

extension ReportedSeries {
    /// `series` as its report refers to it: each slice's image by its UIDs (none for a frame of a
    /// multi-frame instance, which one image reference cannot tell from its other frames).
    public init(_ series: DICOMSeries) {
        let images = series.instances.map { instance -> Image? in
            guard instance.pixels.frameCount == 1, let sopClass = instance.sopClassUID, let sopInstance = instance.sopInstanceUID else { return nil }
            return Image(sopClassUID: sopClass, sopInstanceUID: sopInstance)
        }
        self.init(geometry: series.geometry, images: images, frameOfReferenceUID: series.summary.frameOfReferenceUID)
    }
}
