/// One photo of the library: what Picsum's list returns about it (minus URLs, which the server adds).
public struct Photo: Sendable, Hashable, Identifiable {
    /// The photo's id, its index in the library's list order.
    public let id: Int
    /// The (generated) photographer's name.
    public let author: String
    /// Full-size width in pixels.
    public let width: Int
    /// Full-size height in pixels.
    public let height: Int
    /// A short description of the scene, such as "Alpine dusk".
    public let title: String
}
