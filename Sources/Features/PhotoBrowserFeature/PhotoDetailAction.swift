/// What the photo detail view's own keys do.
public enum PhotoDetailAction: Sendable, Hashable {
    case normal, grayscale, blur
    case moreBlur, lessBlur
    /// Save…: asks the front end where (`PhotoDetailModel.saveRequest`).
    case save
}
