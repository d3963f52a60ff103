/// An annotation's handle held by the pointer: which annotation (its id in the open series' list) and which
/// of its handles.
struct HandleGrab: Sendable, Hashable {
    var annotationID: Int
    var handle: Int

    /// How near, in view points, a press must be to a handle to hold it.
    static let reach = 6.0
}
