import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoDICOM
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo compare`: how a prior lies against a current series, and which prior slice a linked view shows for each
/// current slice.
struct CompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Align a prior series with a current one and pair each current slice with the prior slice a linked view shows.",
        discussion: """
            CURRENT and PRIOR are any places Tomo reads series from: DICOM files, folders or ZIP archives, a \
            DICOMweb root (http://…), a DICOM node (dicom://AET@HOST:PORT), the study library (library:, \
            library:DIR, or library:STUDY_UID for one of its studies). Each side's series is --current-series / \
            --prior-series, else its CT series with the most slices (else the series with the most). Both are \
            read into volumes. Series of one Frame of Reference need no alignment; otherwise the translation is \
            estimated from the images (their bodies' extent and centres, then the correlation of 4 mm cubes), as \
            the viewer's linked panes do. A point at P in the current series' patient coordinates (LPS, mm) is at \
            P + translation in the prior's. For each current slice in its order along its normal, the pair is the \
            prior slice nearest its centre's aligned place along the prior's normal, or none where that place lies \
            more than half a slice spacing past the prior's ends. --json prints {"sameFrameOfReference", \
            "translation": [x, y, z], "method", "correlation" (when aligned by the images), "current": \
            {"seriesInstanceUID", "slices"}, "prior": {…}, "pairs": [{"current": SOP_INSTANCE_UID, "prior": \
            SOP_INSTANCE_UID or null}]}. Exits with 4 when the two cannot be aligned (no body, too little \
            overlap), saying why; 5 when a series asked for is not there.
            """)

    @Argument(help: "The current series' place.", transform: DICOMSources.location)
    var current: Location

    @Argument(help: "The prior series' place.", transform: DICOMSources.location)
    var prior: Location

    @Option(help: "The current series' Series Instance UID.")
    var currentSeries: String?

    @Option(help: "The prior series' Series Instance UID.")
    var priorSeries: String?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    init() {}

    func run() async throws {
        let credentials = try credentials.credentials()
        let first = try await CompareSide.open(current, series: currentSeries, credentials: credentials, dimse: dimse)
        let second = try await CompareSide.open(prior, series: priorSeries, credentials: credentials, dimse: dimse)
        let comparison = try Self.compare(first, second)
        if json {
            print(Self.json(of: comparison, first, second).text)
        } else {
            print(Self.text(of: comparison, first, second))
        }
    }

    /// How `prior` lies against `current`, and the pairs.
    struct Comparison {
        var sameFrameOfReference: Bool
        var translation: Vector3
        var correlation: Double?
        /// For each current slice, the prior slice a linked view shows; nil where it has none.
        var pairs: [Int?]

        var method: String { sameFrameOfReference ? "same frame of reference" : "image content" }
    }

    static func compare(_ current: CompareSide, _ prior: CompareSide) throws -> Comparison {
        let frame = current.series.summary.frameOfReferenceUID
        let same = frame != nil && frame == prior.series.summary.frameOfReferenceUID
        var translation = Vector3(0, 0, 0)
        var correlation: Double?
        if !same {
            do {
                let alignment = try current.volume.alignment(to: prior.volume)
                translation = alignment.translation
                correlation = alignment.correlation
            } catch {
                throw CommandFailure(.badData, "cannot align \(prior.series.uid) with \(current.series.uid): \(error)")
            }
        }
        let geometry = current.volume.geometry
        let pairs = (0..<geometry.sliceCount).map { slice in
            let centre = geometry.position(column: Double(geometry.columns - 1) / 2, row: Double(geometry.rows - 1) / 2, slice: Double(slice))
            return prior.volume.geometry.slice(nearest: centre + translation)
        }
        return Comparison(sameFrameOfReference: same, translation: translation, correlation: correlation, pairs: pairs)
    }

    /// The JSON `--json` prints.
    static func json(of comparison: Comparison, _ current: CompareSide, _ prior: CompareSide) -> JSONValue {
        func side(_ side: CompareSide) -> JSONValue {
            .object([("seriesInstanceUID", .string(side.series.uid)), ("slices", .number(side.series.instances.count))])
        }
        let t = comparison.translation
        var fields: [(String, JSONValue)] = [
            ("sameFrameOfReference", .bool(comparison.sameFrameOfReference)),
            ("translation", .array([t.x, t.y, t.z].map { .decimal(($0 * 100).rounded() / 100) })),
            ("method", .string(comparison.method)),
        ]
        if let correlation = comparison.correlation { fields.append(("correlation", .decimal((correlation * 1000).rounded() / 1000))) }
        fields += [("current", side(current)), ("prior", side(prior))]
        fields.append(("pairs", .array(comparison.pairs.enumerated().map { slice, paired in
            .object([
                ("current", current.sopInstanceUID(ofSlice: slice).map(JSONValue.string) ?? .null),
                ("prior", paired.flatMap(prior.sopInstanceUID(ofSlice:)).map(JSONValue.string) ?? .null),
            ])
        })))
        return .object(fields)
    }

    /// The text: how the prior lies, then a line per current slice.
    static func text(of comparison: Comparison, _ current: CompareSide, _ prior: CompareSide) -> String {
        let t = comparison.translation
        let how = comparison.sameFrameOfReference
            ? "one frame of reference: no alignment needed"
            : "aligned by image content: translation \([t.x, t.y, t.z].map { String(format: "%.1f", $0) }.joined(separator: ", ")) mm"
                + (comparison.correlation.map { String(format: " (correlation %.3f)", $0) } ?? "")
        var table = TextTable(header: ["CURRENT", "PRIOR", "CURRENT SOP", "PRIOR SOP"], rightAligned: [0, 1])
        for (slice, paired) in comparison.pairs.enumerated() {
            table.rows.append([
                String(slice + 1), paired.map { String($0 + 1) } ?? "-", current.sopInstanceUID(ofSlice: slice) ?? "-",
                paired.flatMap(prior.sopInstanceUID(ofSlice:)) ?? "-",
            ])
        }
        return (["current \(current.series.uid) (\(current.series.instances.count) slices), prior \(prior.series.uid) (\(prior.series.instances.count) slices)", how]
            + table.lines).joined(separator: "\n")
    }
}
