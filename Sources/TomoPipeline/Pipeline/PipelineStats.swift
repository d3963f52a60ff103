/// What a pipeline has done since it was made, and what it is doing now.
public struct PipelineStats: Sendable, Hashable {
    /// Image requests answered from memory, and those that were not.
    public var memoryHits = 0
    public var memoryMisses = 0
    /// Original bytes found in the disk cache, and looked for in vain.
    public var diskHits = 0
    public var diskMisses = 0
    public var diskBytesRead = 0
    /// Completed network transfers and their body bytes.
    public var transfers = 0
    public var networkBytes = 0
    /// Image requests that joined a decode already in flight, and data requests that joined a transfer.
    public var coalescedRequests = 0
    public var coalescedTransfers = 0
    /// Transfers nobody wanted any more: dropped after their request went out, and cancelled before it
    /// did (queued for a slot, or waiting on the disk cache), so the server never saw them.
    public var cancelledTransfers = 0
    public var cancelledBeforeSending = 0
    /// Images decoded (and processed), and bytes that would not decode.
    public var decodes = 0
    public var decodeFailures = 0
    /// Work in flight when the snapshot was taken.
    public var activity = Activity()

    public init() {}

    /// Jobs and queue slots in use at one moment.
    public struct Activity: Sendable, Hashable {
        /// Distinct processed images and distinct URLs being loaded.
        public var imageJobs = 0
        public var dataJobs = 0
        public var runningTransfers = 0
        public var waitingTransfers = 0
        public var runningDecodes = 0
        public var waitingDecodes = 0
    }
}
