import ArgumentParser
import Foundation
import Logging
import TomoArguments
import TomoConnection
import TomoCore
import TomoDICOMSeries
import TomoDICOMweb
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo dicom stats`: the statistics (HU for CT) of a region of a section or slab, as an ROI in the viewer reads them.
struct DICOMStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "The statistics (HU for CT; pixels, mean, SD, min, max, area) of an ellipse, rectangle or polygon on a section or slab.",
        discussion: """
            The region's coordinates are pixels of the image `tomo render --plane P --slice K [--slab MM]` \
            writes for the same arguments (coronal and sagittal resampled to square pixels): column x, row y, \
            pixel centres at whole numbers, decimals and negative values allowed (--ellipse -3.5,12,4,4). The \
            figures are those of the section's own pixels, as the viewer's regions read them: a coronal or \
            sagittal section's voxels, one row per slice, each at the image's row y × (slice spacing ÷ pixel \
            spacing), never rows made between slices. A pixel belongs to the region when its centre is inside: an ellipse ((x−CX)/RX)² + ((y−CY)/RY)² ≤ 1 \
            (a radius of 0 holds none), a rectangle X0 ≤ x ≤ X1 and Y0 ≤ y ≤ Y1 (corners in either order), a \
            polygon by the even–odd rule. Only pixels inside the image count. --json prints {"pixels": N, \
            "mean": M, "sd": S, "min": L, "max": H, "areaMM2": A} (values in HU for CT): sd is the sample standard deviation \
            (n − 1; 0 for one pixel), A is N times a voxel's area in the section; a region with no pixel prints "pixels": 0 \
            and no statistics (exit 0). Also "missing" (pixels of slices that failed to load) and \
            "partlyOutside" (the region reaches past the image's edge) when they apply. A SOURCE that is an \
            http(s) URL is a DICOMweb server's root. Exit status 1 when some slices failed (each is named), \
            2 for a slice outside the series or a malformed region.
            """)

    @Argument(help: "DICOM files, folders or ZIP archives, one DICOMweb root (http://…), or the study library (library: or library:DIR).", transform: DICOMSources.location)
    var sources: [Location]

    @Option(help: "The Series Instance UID (default: the first series found).")
    var series: String?

    @Option(help: ArgumentHelp("The plane to cut: axial (the slices as stored), coronal or sagittal.", valueName: "plane"))
    var plane: VolumePlane = .axial

    @Option(help: ArgumentHelp(
        "The section: a slice's index from 0 (or its name) for axial, the row (coronal) or column (sagittal) from 0.",
        valueName: "K"))
    var slice: String

    @OptionGroup var slabOptions: SlabOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("An ellipse: its centre and its radii along x and y, in pixels.", valueName: "CX,CY,RX,RY"))
    var ellipse: CoordinateList?

    @Option(parsing: .unconditional, help: ArgumentHelp("A rectangle: two opposite corners, in pixels.", valueName: "X0,Y0,X1,Y1"))
    var rectangle: CoordinateList?

    @Option(parsing: .unconditional, help: ArgumentHelp("A closed polygon: three or more corners in order, in pixels.", valueName: "X1,Y1,X2,Y2,…"))
    var polygon: CoordinateList?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    init() {}

    func validate() throws {
        try DICOMSources.checkServerAlone(in: sources)
        _ = try region()
    }

    /// The region the options give.
    /// - Throws: `ValidationError` unless exactly one region is given, with as many numbers as it needs.
    func region() throws -> ChosenRegion {
        let given = [ellipse, rectangle, polygon].compactMap { $0 }.count
        guard given == 1 else { throw ValidationError("give one region: --ellipse, --rectangle or --polygon") }
        if let numbers = ellipse?.numbers {
            guard numbers.count == 4 else { throw ValidationError("--ellipse is CX,CY,RX,RY: 4 numbers, not \(numbers.count)") }
            return ChosenRegion(
                region: EllipseRegion(center: (numbers[0], numbers[1]), radii: (numbers[2], numbers[3])),
                summary: "ellipse at (\(Self.text(numbers[0])), \(Self.text(numbers[1]))), radii \(Self.text(abs(numbers[2]))) × \(Self.text(abs(numbers[3]))) px",
                note: numbers[2] == 0 || numbers[3] == 0 ? "an ellipse with a radius of 0 has no area: it holds no pixel" : nil)
        }
        if let numbers = rectangle?.numbers {
            guard numbers.count == 4 else { throw ValidationError("--rectangle is X0,Y0,X1,Y1: 4 numbers, not \(numbers.count)") }
            return ChosenRegion(
                region: RectangleRegion(corner: (numbers[0], numbers[1]), opposite: (numbers[2], numbers[3])),
                summary: "rectangle (\(Self.text(numbers[0])), \(Self.text(numbers[1]))) to (\(Self.text(numbers[2])), \(Self.text(numbers[3])))",
                note: nil)
        }
        let numbers = polygon?.numbers ?? []
        guard numbers.count % 2 == 0 else { throw ValidationError("--polygon is X1,Y1,X2,Y2,…: pairs, not \(numbers.count) numbers") }
        guard numbers.count >= 6 else { throw ValidationError("--polygon needs three corners or more, not \(numbers.count / 2)") }
        let points = stride(from: 0, to: numbers.count, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) }
        let twiceArea = zip(points, points.dropFirst() + points.prefix(1)).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        return ChosenRegion(
            region: PolygonRegion(points: points), summary: "polygon of \(points.count) corners",
            note: twiceArea == 0 ? "the polygon's corners lie on one line: it has no area and holds no pixel" : nil)
    }

    func run() async throws {
        let chosen = try region()
        if let note = chosen.note { StandardError.writeLine("Note: \(note)") }
        if let server = DICOMSources.webRoot(sources) {
            let client = DICOMSources.client(for: server, credentials: try credentials.credentials())
            let session = ClientSession(client: client, diskCache: nil, logger: Logger(label: "tomo"))
            try await measure(chosen, in: DICOMwebSeriesSource(baseURL: server, pipeline: session.pipeline))
        } else {
            try await measure(chosen, in: try DICOMSources.fileSource(sources))
        }
    }

    /// Cuts the section from `source`'s series and prints the region's statistics in it.
    private func measure(_ chosen: ChosenRegion, in source: any SeriesSource) async throws {
        let opened = try await source.openSeries(id: series)
        guard let geometry = opened.geometry else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let index = try SectionCut.index(named: slice, along: plane, of: opened, in: geometry, else: .usage)
        let cut = try await SectionCut.load(opened, plane: plane, index: index, slab: slabOptions.slab)
        let statistics = cut.voxels.statistics(in: StretchedRegion(chosen.region, rowScale: cut.rowScale))
        let pixelSpacing = cut.voxels.pixelSpacing
        print(json ? Self.json(statistics, pixelSpacing: pixelSpacing).text : Self.text(statistics, of: chosen, in: cut, unit: opened.valueUnit))
        try RenderCommand.report(cut.failures, of: opened)
    }

    static func json(_ statistics: RegionStatistics?, pixelSpacing: PixelSpacing) -> JSONValue {
        guard let statistics else { return .object([("pixels", .number(0)), ("areaMM2", .number(0))]) }
        return .object([
            ("pixels", .number(statistics.count)),
            ("mean", .decimal(statistics.mean)),
            ("sd", .decimal(statistics.standardDeviation)),
            ("min", .decimal(statistics.minimum)),
            ("max", .decimal(statistics.maximum)),
            ("areaMM2", .decimal(statistics.area(pixelSpacing: pixelSpacing))),
            ("missing", statistics.missing > 0 ? .number(statistics.missing) : nil),
            ("partlyOutside", statistics.isPartlyOutside ? .bool(true) : nil),
        ])
    }

    /// The figures as text, each with `unit`'s symbol (an MR's with none).
    static func text(_ statistics: RegionStatistics?, of chosen: ChosenRegion, in cut: SectionCut, unit: ValueUnit) -> String {
        let heading = "\(cut.summary), \(chosen.summary): "
        guard let statistics else { return heading + "no pixels" }
        var lines = [
            heading + "\(statistics.count) pixel\(statistics.count == 1 ? "" : "s"), \(area(statistics.area(pixelSpacing: cut.voxels.pixelSpacing)))",
            "mean \(unit.text(unit.number(statistics.mean))), SD \(unit.text(unit.number(statistics.standardDeviation))), "
                + "min \(unit.text(unit.number(statistics.minimum))), max \(unit.text(unit.number(statistics.maximum)))",
        ]
        if statistics.isPartlyOutside { lines.append("the region reaches past the image's edge: only the pixels inside count") }
        if statistics.missing > 0 { lines.append("\(statistics.missing) pixels of slices that failed to load are not counted") }
        return lines.joined(separator: "\n")
    }

    /// An area as the viewer writes it: mm² up to 100, cm² past it.
    static func area(_ squareMillimetres: Double) -> String {
        squareMillimetres > 100 ? "\(text(squareMillimetres / 100, places: 2)) cm²" : "\(text(squareMillimetres, places: 1)) mm²"
    }

    /// `value` rounded to `places` decimals, without trailing zeros: `12.5`, `3`.
    private static func text(_ value: Double, places: Int = 3) -> String {
        let scale = Double((0..<places).reduce(1) { value, _ in value * 10 })
        return JSONValue.decimal((value * scale).rounded() / scale).text
    }
}

/// A region as `tomo dicom stats` was given it, how its messages name it, and a note on a region that can
/// hold no pixel.
struct ChosenRegion {
    let region: any SectionRegion
    let summary: String
    let note: String?
}

/// Comma-separated decimal numbers, as a region's options take them: `-3.5,12,4,4`.
struct CoordinateList: ExpressibleByArgument, Sendable {
    var numbers: [Double]

    init?(argument: String) {
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        self.numbers = numbers.compactMap { $0 }
    }
}
