/// How much of the photo APIs a static export holds (the CT series and the media coverages are
/// always exported whole).
public struct StaticExportOptions: Sendable, Hashable {
    /// The largest `photoSide`: the largest side the photo API serves.
    public static let maximumPhotoSide = PicsumImageRequest.maxSide

    /// Picsum list pages to export, from page 1, of the default 30 photos each; 0 for none.
    public var photoPages: Int
    /// nil: each listed photo's full-size image, at the path its `download_url` names. A side in
    /// pixels: instead a square of that side at `/id/{id}/{side}` (far quicker to render; the
    /// `download_url`s then point at files the export does not hold).
    public var photoSide: Int?

    public init(photoPages: Int = 1, photoSide: Int? = nil) {
        self.photoPages = photoPages
        self.photoSide = photoSide
    }
}
