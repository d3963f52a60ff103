import TomoVolume

/// The series a report's annotations were made on, as a report refers to it: its geometry, each slice's
/// image (in geometric order, as the annotation document counts them) and its frame of reference.
public struct ReportedSeries: Sendable, Hashable {
    /// One slice's image: its SOP Class and SOP Instance UIDs, and its frame of a multi-frame instance
    /// (counted from 1; nil for an instance of one frame).
    public struct Image: Sendable, Hashable {
        public var sopClassUID: String
        public var sopInstanceUID: String
        public var frame: Int?

        public init(sopClassUID: String, sopInstanceUID: String, frame: Int? = nil) {
            self.sopClassUID = sopClassUID
            self.sopInstanceUID = sopInstanceUID
            self.frame = frame
        }
    }

    public var geometry: VolumeGeometry
    /// The slices' images, in geometric order; nil for a slice whose image has no UIDs.
    public var images: [Image?]
    /// The series' Frame of Reference UID; nil when its images name none.
    public var frameOfReferenceUID: String?

    public init(geometry: VolumeGeometry, images: [Image?], frameOfReferenceUID: String?) {
        self.geometry = geometry
        self.images = images
        self.frameOfReferenceUID = frameOfReferenceUID
    }
}
