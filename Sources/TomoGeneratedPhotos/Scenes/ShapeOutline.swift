/// The outline of a composition shape; `CompositionShape.size` is read according to it.
enum ShapeOutline: Sendable {
    /// A filled circle of radius `size.x`.
    case disc
    /// A circle outline of radius `size.x` and half-thickness `size.y`.
    case ring
    /// A rectangle of half-extents `size`, turned by the shape's angle.
    case box
}
