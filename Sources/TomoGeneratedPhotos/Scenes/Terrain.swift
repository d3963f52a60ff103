/// The ground of a landscape.
enum Terrain: Sendable, CaseIterable {
    /// Jagged mountain ridges down to the bottom of the photo.
    case peaks
    /// Soft rolling hills.
    case hills
    /// Mountain ridges behind still water that mirrors them.
    case lake
}
