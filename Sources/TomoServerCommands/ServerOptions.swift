import ArgumentParser
import Logging
import TomoArguments
import TomoServer

/// The options every command that makes a reference server shares (`tomo-server serve`, `export`,
/// and `tomo serve`).
public struct ServerOptions: ParsableArguments {
    @Option(name: .long, parsing: .singleValue,
            help: ArgumentHelp(
                "Data to serve, repeatable; the first is the default series.",
                discussion: "cranium (the real head CT, Debian package invesalius-examples), phantom, phantom:COLUMNSxROWSxSLICES, or a path to an InVesalius .inv3 project. Default: cranium if installed, then phantom.",
                valueName: "source"))
    public var data: [DataSource] = []

    @Option(help: ArgumentHelp("Log level: trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    public var logLevel: LogLevel = .info

    @Option(help: ArgumentHelp("Memory budget for encoded slice images, in MiB.", valueName: "MiB"))
    public var cacheSize: Int = 256

    @OptionGroup(title: "Slider test") public var sliderTest: SliderTestOptions
    @OptionGroup(title: "Photos and image grid") public var photos: PhotoOptions

    public init() {}

    public func validate() throws {
        guard cacheSize >= 0 else { throw ValidationError("--cache-size must not be negative") }
    }

    /// A configuration from these options; the caller sets the address and faults.
    public func configuration(label: String = "tomo.server") -> ServerConfiguration {
        var logger = Logger(label: label)
        logger.logLevel = logLevel.level
        var configuration = ServerConfiguration(
            dataSources: data.isEmpty ? DataSource.defaults : data,
            sliceCacheBytes: cacheSize << 20,
            logger: logger)
        configuration.sliderTest = sliderTest.configuration
        photos.apply(to: &configuration)
        return configuration
    }
}

extension DataSource: ExpressibleByArgument {}
