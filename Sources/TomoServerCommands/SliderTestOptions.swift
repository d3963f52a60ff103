import ArgumentParser
import TomoServer

/// Command-line options for the slider test API (`POST /test_start`, `POST /test_next`).
public struct SliderTestOptions: ParsableArguments {
    @Flag(help: "Answer the slider test endpoints with their JSON encoded again as a JSON string, like the original examples.")
    public var sliderJSONAsString = false

    @Option(help: ArgumentHelp("Seed for slider test session ids and ticks.", valueName: "n"))
    public var sliderSeed: UInt64 = 1

    @Option(help: ArgumentHelp("Seconds a slider test session lives after its last request.", valueName: "seconds"))
    public var sliderSessionLifetime = 1800

    @Option(help: ArgumentHelp("Most slider test sessions kept; more evict the least recently used.", valueName: "n"))
    public var sliderMaxSessions = 10_000

    public init() {}

    public func validate() throws {
        guard sliderSessionLifetime > 0 else { throw ValidationError("--slider-session-lifetime must be positive") }
        guard sliderMaxSessions > 0 else { throw ValidationError("--slider-max-sessions must be positive") }
    }

    /// The slider test configuration these options describe.
    public var configuration: SliderTestConfiguration {
        SliderTestConfiguration(
            seed: sliderSeed, sessionLifetime: .seconds(sliderSessionLifetime),
            maxSessions: sliderMaxSessions, encodesBodiesAsJSONStrings: sliderJSONAsString)
    }
}
