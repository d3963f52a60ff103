import ArgumentParser
import Foundation
import TomoCore
import TomoServer

/// Command-line options for the photo APIs: Lorem Picsum's and the image grid's media coverages.
public struct PhotoOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The URL clients reach this server at, e.g. behind a proxy; the photo APIs build their absolute URLs on it.",
        discussion: "Default: http:// and the Host of each request.",
        valueName: "url"))
    public var publicURL: String?

    @Option(help: ArgumentHelp("Memory budget for encoded photo JPEGs, in MiB.", valueName: "MiB"))
    public var photoCacheSize: Int = 128

    @Option(help: ArgumentHelp(
        "Shares (0–1) of media-coverage images that answer 404 and that answer 200 with an HTML page instead of an image.",
        discussion: "Which items are bad is fixed per item, so clients can be tested against their error placeholders.",
        valueName: "missing,broken"))
    public var gridDefects: MediaCoverageDefects = .standard

    @Flag(help: "Serve every media-coverage image intact (the same as --grid-defects 0,0).")
    public var cleanGrid = false

    @Flag(help: "Answer Picsum image URLs with a 302 to the image under /cdn/, as the real Picsum redirects to its CDN.")
    public var picsumRedirects = false

    public init() {}

    public func validate() throws {
        guard photoCacheSize >= 0 else { throw ValidationError("--photo-cache-size must not be negative") }
        guard let publicURL else { return }
        guard let url = try? APIBaseURL.parse(publicURL), url.query == nil, url.fragment == nil else {
            throw ValidationError("--public-url must be an http or https URL such as https://photos.example.org")
        }
    }

    /// Sets the photo APIs' part of `configuration` from these options.
    public func apply(to configuration: inout ServerConfiguration) {
        configuration.publicBaseURL = publicURL.flatMap { URL(string: $0) }
        configuration.photoCacheBytes = photoCacheSize << 20
        configuration.mediaCoverageDefects = cleanGrid ? .none : gridDefects
        configuration.picsumRedirects = picsumRedirects
    }
}

extension MediaCoverageDefects: ExpressibleByArgument {
    /// Reads `MISSING,BROKEN`, two shares in 0...1 that add up to at most 1, e.g. `0.03,0.02`.
    public init?(argument: String) {
        let rates = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard rates.count == 2, let missing = rates[0], let broken = rates[1],
              (0...1).contains(missing), (0...1).contains(broken), missing + broken <= 1
        else { return nil }
        self.init(missingRate: missing, brokenRate: broken)
    }

    /// The shares as `--grid-defects` takes them, e.g. `0.03,0.02`.
    public var defaultValueDescription: String { "\(missingRate),\(brokenRate)" }
}
