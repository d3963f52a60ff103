import ArgumentParser
import TomoArguments
import TomoCore
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo render`: one slice, or a montage of a series, to a PNG file.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a slice, or a montage of every k-th slice, to a PNG file.",
        discussion: """
            When the API has series metadata (GET /series/{id}/meta), the 16-bit slices are fetched and \
            windowed here with --window (default: the series' default window); otherwise the server's 8-bit \
            slices are used as they are. Slices go through the disk cache that fetch fills. With --dicom, the \
            slices come from DICOM files or folders instead (--series: a Series Instance UID, default the \
            first series; --slice: an index from 0 in geometric order, and --frame N frame N of the \
            multi-frame image that slice is a frame of; --window: default is the files' own \
            window, else soft tissue for a CT and for other images the window over the values of the series' \
            middle slice; presets the file's and, for HU, the standard CT ones; colour images are written in \
            RGB, unwindowed). A --dicom URL is a DICOMweb server's root: its series, \
            frames fetched as stored through the disk cache. A --dicom dicom://AET@HOST:PORT is a DICOM node: \
            the series is placed from its instances' attributes (an image-level C-FIND) and only the \
            instances of the slices drawn are retrieved (C-GET, kept in $XDG_CACHE_HOME/tomo/dimse); a node \
            that does not describe its instances, and --retrieve move, retrieve the series whole first. \
            --plane coronal or sagittal loads every slice \
            into a volume and cuts it: --slice K is then a row (coronal) or a column (sagittal) from 0, and \
            the image is resampled to square pixels at the in-plane spacing, the head up. --slab MM (any plane) \
            projects every section whose centre lies within MM/2 (+0.001 mm) of section K's along the plane's \
            normal, on the HU, with --projection mip, minip or mean; the image has the size it has without a slab. \
            --plane oblique cuts any plane: --center X,Y,Z and --orientation RX,RY,RZ,CX,CY,CZ in patient \
            coordinates (mm, LPS, as the series' geometry), --size W,H and --spacing MM; pixel (i, j) (column i, \
            row j) is the trilinear HU at center + (i − (W−1)/2)·MM·R + (j − (H−1)/2)·MM·C, −1024 outside the \
            volume. R and C are made unit length; negative values may follow the option (--center -0.5,12,-60.25). \
            With --slab MM, the planes parallel to it at whole multiples of --spacing along R × C whose distance \
            lies within MM/2 (+0.001 mm) are projected with it, pixel by pixel. \
            --3d renders the whole volume seen from outside, in parallel projection: --projection mip, minip or \
            mean of its trilinear HU along each pixel's ray, sampled every half of its smallest voxel spacing within \
            its box (air where a ray misses it). At --azimuth 0 and --elevation 0 the camera looks from the \
            patient's anterior towards posterior, superior up, the patient's right on the image's left (as a coronal \
            view is shown); --azimuth DEG turns it about the patient's superior axis towards the patient's left (at \
            90 it looks from the patient's left, anterior on the image's left, as a sagittal view is shown); \
            --elevation DEG then tilts it towards superior about the image's horizontal (at 90 it looks down from \
            above the head, the patient's right still on the image's left, posterior up). The volume's box (the \
            outer faces of its outermost voxels) fits the image at --zoom 1, centred; the pixels are square. \
            --threads N casts the rays on N threads: the image is the same whatever N.
            """)

    @OptionGroup var client: ClientOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var credentials: DICOMwebCredentialOptions
    @OptionGroup var dimse: DIMSEOptions.Title
    @OptionGroup var retrieval: DIMSERetrievalOptions

    @Option(help: ArgumentHelp(
        "DICOM files or folders to render from instead of an API (repeatable), one DICOMweb root (http://…/dicom-web), one DICOM node (dicom://AET@HOST:PORT), or the study library (library: or library:DIR).",
        valueName: "path|url|node|library:"), transform: DICOMSources.location)
    var dicom: [Location] = []

    @Option(help: ArgumentHelp("Series id (default: the API's default series).", valueName: "id"))
    var series: String?

    @Option(help: ArgumentHelp(
        "The slice: its name, or its index in series order from 0; with --plane coronal or sagittal, the row or column from 0.",
        valueName: "N|name"))
    var slice: String?

    @Option(help: ArgumentHelp(
        "With --dicom: the frame of the multi-frame image --slice falls in, from 0 (default: the frame --slice is).",
        valueName: "N"))
    var frame: Int?

    @Option(help: ArgumentHelp("The plane to cut: axial (the slices as stored), coronal, sagittal or oblique.", valueName: "plane"))
    var plane: RenderPlane = .axial

    @Option(parsing: .unconditional, help: ArgumentHelp("With --plane oblique: the image's centre in patient coordinates (mm).", valueName: "X,Y,Z"))
    var center: CoordinateList?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With --plane oblique: the directions along its rows (R) and down its columns (C), in patient coordinates.",
        valueName: "RX,RY,RZ,CX,CY,CZ"))
    var orientation: CoordinateList?

    @Option(help: ArgumentHelp("With --plane oblique or --3d: the image's width and height in pixels (--3d: 512,512 by default).", valueName: "W,H"))
    var size: CoordinateList?

    @Option(help: ArgumentHelp("With --plane oblique: millimetres between pixel centres.", valueName: "mm"))
    var spacing: Double?

    @OptionGroup var slabOptions: SlabOptions

    @Option(help: ArgumentHelp("A window preset of the series (brain, bone, …) or WIDTH,LEVEL in HU.", valueName: "preset|W,L"))
    var window: WindowChoice?

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write (--cine, --turntable: a GIF, APNG or MP4 too).", valueName: "file"))
    var output: String

    @Flag(help: "Render a grid of every k-th slice instead of one slice.")
    var montage = false

    @Option(help: ArgumentHelp("With --montage: every k-th slice, from the first (default: at most 36 tiles).", valueName: "k"))
    var every: Int?

    @Option(help: ArgumentHelp("With --montage: columns of the grid (default: a near-square grid).", valueName: "n"))
    var columns: Int?

    @Option(help: ArgumentHelp("With --montage: scale slices down to fit this many pixels a side.", valueName: "pixels"))
    var tileSize: Int?

    @Flag(inversion: .prefixedNo, help: "With --montage: draw each slice's index in its corner.")
    var labels = true

    @Flag(inversion: .prefixedNo, help: "Draw the graphics an axial slice's file keeps for it (DICOM Overlay Planes), white, as the viewer does.")
    var overlays = true

    @Flag(help: """
        With --plane axial, coronal or sagittal (and --cine): write the viewer's overlays on the image, as Export Cine… \
        does with its box ticked: top left the patient, study and series; bottom left where the section is and its \
        slab; bottom right the window; the patient's directions at the edges; a scale bar.
        """)
    var annotations = false

    @Option(help: ArgumentHelp(
        "Lay this segmentation or RT Structure Set over the image, as the viewer does (fill and outline in each segment's colour).",
        valueName: "SEG.dcm"))
    var seg: String?

    @Option(help: ArgumentHelp("With --seg: how much a segment's fill covers the image, 0 (outlines only) to 1.", valueName: "A"))
    var opacity = 0.4

    @OptionGroup var view3D: Render3DOptions

    @OptionGroup var cineOptions: CineOptions

    init() {}

    func validate() throws {
        try DICOMSources.checkServerAlone(in: dicom)
        if view3D.isOn {
            try validate3D()
            return
        }
        if cineOptions.cine {
            try validateCine()
            return
        }
        guard seg == nil || !montage else { throw ValidationError("--seg draws on one section: leave out --montage") }
        guard !annotations || (!montage && plane != .oblique) else {
            throw ValidationError("--annotations draws on a section of --plane axial, coronal or sagittal: leave out --montage and --plane oblique")
        }
        guard (0...1).contains(opacity) else { throw ValidationError("--opacity is 0 to 1, not \(opacity)") }
        if plane == .oblique {
            _ = try obliquePlane()
            guard !montage, slice == nil else {
                throw ValidationError("--plane oblique takes --center, --orientation, --size and --spacing: leave out --slice and --montage")
            }
            return
        }
        guard center == nil, orientation == nil, size == nil, spacing == nil else {
            throw ValidationError("--center, --orientation, --size and --spacing go with --plane oblique")
        }
        if montage {
            guard slice == nil else { throw ValidationError("--slice and --montage exclude each other") }
            guard slabOptions.thickness == nil else { throw ValidationError("--montage shows single slices: leave out --slab") }
            guard plane == .axial else { throw ValidationError("--montage shows axial slices: leave out --plane") }
            for (name, value) in [("--every", every), ("--columns", columns), ("--tile-size", tileSize)] {
                if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
            }
        } else {
            guard slice != nil else { throw ValidationError("give --slice N|NAME, or --montage") }
            if let frame {
                guard !dicom.isEmpty, plane == .axial, slabOptions.thickness == nil else {
                    throw ValidationError("--frame picks a frame of a DICOM image: it goes with --dicom and an axial slice, no --slab")
                }
                guard frame >= 0 else { throw ValidationError("--frame counts from 0") }
            }
            guard every == nil, columns == nil, tileSize == nil else {
                throw ValidationError("--every, --columns and --tile-size need --montage")
            }
        }
    }

    func run() async throws {
        if let node = DICOMSources.node(dicom) {
            var nodeClient = DIMSEOptions.Title.client(of: dimse.node(node), timeout: client.timeout)
            nodeClient.retrieval = retrieval.retrieval
            try await render(from: DIMSESeriesSource(client: nodeClient))
            return
        }
        if !dicom.isEmpty, DICOMSources.webRoot(dicom) == nil {
            try await render(from: try DICOMSources.fileSource(dicom))
            return
        }
        let session = try client.session()
        let pipeline = session.pipeline(diskCache: try cache.open())
        let source: any SeriesSource = if let server = DICOMSources.webRoot(dicom) {
            DICOMwebSeriesSource(
                baseURL: server, pipeline: pipeline, client: session.client.authorizing(try credentials.credentials(), for: server))
        } else {
            session.seriesSource(pipeline: pipeline)
        }
        do {
            try await render(from: source)
        } catch {
            await pipeline.flushDiskCache()  // keep what was fetched
            throw error
        }
        await pipeline.flushDiskCache()
    }
}

extension VolumePlane: ExpressibleByArgument {}

/// The planes `tomo render --plane` cuts: the volume's three, or any.
enum RenderPlane: String, CaseIterable, ExpressibleByArgument, Sendable {
    case axial, coronal, sagittal, oblique

    /// The volume's plane it is; nil for oblique.
    var volumePlane: VolumePlane? { VolumePlane(rawValue: rawValue) }
}

extension SlabProjection: ExpressibleByArgument {}
