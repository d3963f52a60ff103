/// Everything needed to describe and draw one photo, decided when the library is built.
struct PhotoRecipe: Sendable {
    let photo: Photo
    let kind: SceneKind
    let palette: Palette
    /// Seeds the scene's layout, which is worked out again for each render.
    let seed: UInt64
}
