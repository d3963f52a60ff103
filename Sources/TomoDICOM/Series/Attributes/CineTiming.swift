/// When a multi-frame image's frames were recorded (the Cine and Multi-frame modules): how fast it plays.
public struct CineTiming: Sendable, Hashable, Codable {
    /// The time between its frames as recorded, in milliseconds, for a multi-frame image meant to play as
    /// a cine (an ultrasound loop); nil for a single frame or a file that does not say. For frames recorded
    /// at uneven times (a Frame Time Vector), their mean.
    public var frameInterval: Double?
    /// The time from this frame to the next as recorded, in milliseconds, when its image's frames were
    /// recorded at uneven times (its Frame Time Vector's next step); nil otherwise (`frameInterval` then).
    public var timeToNextFrame: Double?

    /// Frames `frameInterval` apart, this one `timeToNextFrame` from the next.
    public init(frameInterval: Double? = nil, timeToNextFrame: Double? = nil) {
        self.frameInterval = frameInterval
        self.timeToNextFrame = timeToNextFrame
    }
}
