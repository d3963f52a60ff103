import TomoVolume

/// The small cube in a corner of the 3D view that turns with the volume: a face for each of the patient's six
/// sides, lettered as the orientation letters are (R, L, A, P, S, I), seen through the 3D view's camera. Only the
/// faces turned towards the reader are kept, the farthest first, so a front end paints them in order; points are
/// in a square of side 2 about the cube's centre, x to the right and y down, the cube's half-side 1 before it is
/// turned (a front end scales them to the size it draws).
public struct OrientationCube: Sendable, Hashable {
    /// One side of the patient as the camera sees it.
    public struct Face: Sendable, Hashable {
        /// The side's letter: R, L, A, P, S or I.
        public var letter: String
        /// Its four corners, in order round it.
        public var corners: [Point2D]
        /// Its centre, where the letter goes.
        public var centre: Point2D
        /// How squarely it faces the reader: 1 face on, towards 0 edge on (a front end shades by it).
        public var facing: Double
    }

    /// The faces turned towards the reader, the farthest first.
    public var faces: [Face]

    /// The cube as `camera` sees it.
    public init(camera: VolumeCamera) {
        let (right, up, forward) = camera.axes
        let sides: [(String, Vector3)] = [
            ("R", Vector3(-1, 0, 0)), ("L", Vector3(1, 0, 0)), ("A", Vector3(0, -1, 0)),
            ("P", Vector3(0, 1, 0)), ("I", Vector3(0, 0, -1)), ("S", Vector3(0, 0, 1)),
        ]
        func shown(_ point: Vector3) -> Point2D { Point2D(point.dot(right), -point.dot(up)) }
        faces = sides.compactMap { letter, normal -> Face? in
            let facing = -normal.dot(forward)
            // Edge on or turned away: hidden behind the faces in front (a small margin keeps a sliver out).
            guard facing > 1e-6 else { return nil }
            let (u, v) = Self.edges(of: normal)
            let corners = [normal + u + v, normal + u - v, normal - u - v, normal - u + v].map(shown)
            return Face(letter: letter, corners: corners, centre: shown(normal), facing: facing)
        }
        .sorted { $0.facing < $1.facing }
    }

    /// Two unit vectors along a face's edges, across the normal `normal` (one of the six axes' directions).
    private static func edges(of normal: Vector3) -> (Vector3, Vector3) {
        if normal.x != 0 { return (Vector3(0, 1, 0), Vector3(0, 0, 1)) }
        if normal.y != 0 { return (Vector3(1, 0, 0), Vector3(0, 0, 1)) }
        return (Vector3(1, 0, 0), Vector3(0, 1, 0))
    }
}
