import TomoDICOM

extension ReportedSeries {
    /// `series` as its report refers to it: each slice's image by its UIDs, and a frame of a multi-frame
    /// instance by its number too.
    public init(_ series: DICOMSeries) {
        let images = series.instances.map { instance -> Image? in
            guard let sopClass = instance.sopClassUID, let sopInstance = instance.sopInstanceUID else { return nil }
            return Image(sopClassUID: sopClass, sopInstanceUID: sopInstance, frame: instance.pixels.frameCount > 1 ? instance.frame + 1 : nil)
        }
        self.init(geometry: series.geometry, images: images, frameOfReferenceUID: series.summary.frameOfReferenceUID)
    }
}
