/// The two buffers the passes ping-pong between, shared by the bands of one blur: each band reads and
/// writes only its own rows (or columns) of them, and `concurrentPerform` returns only once every band
/// is done, so no two threads touch the same samples.
struct BufferPair<Sample>: @unchecked Sendable {
    let first: UnsafeMutablePointer<Sample>
    let second: UnsafeMutablePointer<Sample>

    init(_ first: UnsafeMutablePointer<Sample>, _ second: UnsafeMutablePointer<Sample>) {
        self.first = first
        self.second = second
    }
}
