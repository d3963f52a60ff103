/// Everything needed to describe and draw one photo, decided when the library is built.
struct PhotoRecipe: Sendable {
    let photo: Photo
    let kind: SceneKind
    let palette: Palette
    /// Seeds the scene's layout, which is worked out again for each render.
    let seed: UInt64
}

extension PhotoRecipe {
    /// The same photo with its full size divided by `divisor` (rounded, at least 1 px a side).
    func dividingSize(by divisor: Int) -> PhotoRecipe {
        guard divisor > 1 else { return self }
        let divide = { (length: Int) in max(1, (length + divisor / 2) / divisor) }
        let photo = Photo(id: photo.id, author: photo.author, width: divide(photo.width), height: divide(photo.height), title: photo.title)
        return PhotoRecipe(photo: photo, kind: kind, palette: palette, seed: seed)
    }
}
