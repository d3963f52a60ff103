import ArgumentParser
import TomoServer

/// Command-line options for fault injection into image responses.
public struct FaultOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Fraction (0–1) of image responses answered with a 5xx error.", valueName: "rate"))
    public var faultErrorRate: Double = 0

    @Option(help: ArgumentHelp("Fraction (0–1) of image responses cut off mid-body.", valueName: "rate"))
    public var faultTruncateRate: Double = 0

    @Option(help: ArgumentHelp("Fraction (0–1) of image responses with corrupted bytes.", valueName: "rate"))
    public var faultCorruptRate: Double = 0

    @Option(help: ArgumentHelp("Delay before each image response, in ms: a value or a range MIN-MAX.", valueName: "ms"))
    public var faultLatency: String?

    @Option(help: ArgumentHelp("Seed for the fault decisions; the same seed gives the same faults.", valueName: "n"))
    public var faultSeed: UInt64 = 1

    public init() {}

    public func validate() throws {
        let rates = [faultErrorRate, faultTruncateRate, faultCorruptRate]
        guard rates.allSatisfy({ (0...1).contains($0) }), rates.reduce(0, +) <= 1 else {
            throw ValidationError("fault rates must each lie in 0…1 and add up to at most 1")
        }
        _ = try latency()
    }

    /// The fault configuration these options describe.
    public var configuration: FaultConfiguration {
        FaultConfiguration(
            seed: faultSeed, errorRate: faultErrorRate, truncationRate: faultTruncateRate,
            corruptionRate: faultCorruptRate, latency: try? latency())
    }

    private func latency() throws -> ClosedRange<Duration>? {
        guard let faultLatency else { return nil }
        let bounds = faultLatency.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(bounds.count), let low = bounds.first!, let high = bounds.last!, 0 <= low, low <= high else {
            throw ValidationError("--fault-latency takes milliseconds: a value like 20 or a range like 10-50")
        }
        return .milliseconds(low) ... .milliseconds(high)
    }
}
