import TomoVolume

/// The series a report's annotations were made on, as a report refers to it: its geometry, each slice's
/// image (in geometric order, as the annotation document counts them) and its frame of reference.
public struct ReportedSeries: Sendable, Hashable {
    /// One slice's image: its SOP Class and SOP Instance UIDs, and its frame of a multi-frame instance
    /// (counted from 1; nil for an instance of one frame).
    public struct Image: Sendable, Hashable {
        /// The image's SOP Class UID.
        public var sopClassUID: String
        /// The image's SOP Instance UID.
        public var sopInstanceUID: String
        /// Its frame of a multi-frame instance, counted from 1; nil for an instance of one frame.
        public var frame: Int?

        /// The image `sopInstanceUID` of `sopClassUID` (its frame `frame`, if any).
        public init(sopClassUID: String, sopInstanceUID: String, frame: Int? = nil) {
            self.sopClassUID = sopClassUID
            self.sopInstanceUID = sopInstanceUID
            self.frame = frame
        }
    }

    /// Where its slices lie: what places the annotations' points in patient space.
    public var geometry: VolumeGeometry
    /// The slices' images, in geometric order; nil for a slice whose image has no UIDs.
    public var images: [Image?]
    /// The series' Frame of Reference UID; nil when its images name none.
    public var frameOfReferenceUID: String?

    /// A series placed by `geometry`, its slices' `images` in geometric order, in `frameOfReferenceUID`.
    public init(geometry: VolumeGeometry, images: [Image?], frameOfReferenceUID: String?) {
        self.geometry = geometry
        self.images = images
        self.frameOfReferenceUID = frameOfReferenceUID
    }
}
