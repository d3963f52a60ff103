import FeatureSupport

extension PhotoDetailModel: ThumbnailDetail {
    /// The photo's own keys, beside the list's.
    public nonisolated static let keys = KeyTable<PhotoDetailAction>([
        .init("N, G, B (in the detail view)", "Normal, Grayscale, Blur", [
            (.character("n"), .normal), (.character("g"), .grayscale), (.character("b"), .blur),
        ]),
        .init("↑ ↓ (in the detail view)", "more / less blur", [(.named(.up), .moreBlur), (.named(.down), .lessBlur)]),
        .init("Ctrl+S (in the detail view)", "Save… the photo as shown, at full resolution", [.control("s")], to: .save),
    ])

    @discardableResult
    public func perform(_ action: PhotoDetailAction) -> Bool {
        switch action {
        case .normal: setMode(.normal)
        case .grayscale: setMode(.grayscale)
        case .blur: setMode(.blur)
        case .moreBlur:
            setMode(.blur)
            setBlurAmount(blurAmount + 1)
        case .lessBlur:
            setMode(.blur)
            setBlurAmount(blurAmount - 1)
        case .save: return requestSave()
        }
        return true
    }
}
