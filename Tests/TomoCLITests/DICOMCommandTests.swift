import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoTestSupport
import TomoVolume

/// `tomo dicom ls` and `tomo dicom volume`, the built executable on real DICOM: the InVesalius head CT
/// written as a shuffled series, and pydicom's files. Other tools rely on the exact JSON shapes.
@Suite("tomo dicom")
struct DICOMCommandTests {
    private struct Listing: Decodable {
        struct Series: Decodable, Equatable {
            let seriesInstanceUID: String
            let studyInstanceUID: String?
            let patientName: String?
            let modality: String?
            let description: String?
            let images: Int
            let columns: Int
            let rows: Int
            let spacing: [Double]
            let warnings: [String]
            let unreadableFiles: [String]
            let damagedFiles: [Skipped]
        }
        struct Skipped: Decodable, Equatable {
            let file: String
            let reason: String
        }
        let series: [Series]
        let skipped: [Skipped]
    }

    private struct VolumeReport: Decodable {
        struct Sample: Decodable {
            let index: [Int]
            let value: Int?
            let hu: Int?
        }
        let dimensions: [Int]
        let spacing: [Double]
        let origin: [Double]
        let direction: [Double]
        let samples: [Sample]
    }

    @Test("ls --json lists each series and each file skipped, with why")
    func list() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try Data("not DICOM\n".utf8).write(to: folder.appending(path: "README"))
            let ct = try await DICOMSamples.pydicomDataFile("693_UNCI.dcm")
            let result = try await Tool.run(["dicom", "ls", "--json", head.folder.path, folder.path, ct])
            #expect(result.status == 0, "\(result.errors)")
            let listing = try JSONDecoder().decode(Listing.self, from: result.output)
            #expect(listing.series.count == 2)
            let series = try #require(listing.series.first { $0.seriesInstanceUID == head.seriesInstanceUID })
            #expect(series.images == 108 && series.columns == 256 && series.rows == 256)
            #expect(series.spacing == [head.volume.geometry.pixelSpacing.column, head.volume.geometry.pixelSpacing.row, 1.5])
            #expect(series.patientName == "Cranium^Test" && series.modality == "CT" && series.warnings.isEmpty)
            #expect(listing.skipped.map(\.file) == [folder.appending(path: "README").path])
            #expect(listing.skipped.first?.reason.hasPrefix("not a DICOM file") == true)
            #expect(result.errors.contains("Skipped: \(folder.appending(path: "README").path): not a DICOM file"))
            let table = try await Tool.run(["dicom", "ls", head.folder.path])
            #expect(table.text.contains(head.seriesInstanceUID) && table.text.contains(" 108 "), "\(table.text)")
        }
    }

    @Test("ls and render of a DICOMweb server (a real Orthanc): the same series, JSON and pixels as the files it holds")
    func listAServer() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            try await head.multiSeriesCopy(in: folder)
            try await withOrthanc { orthanc in
                let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).map { folder.appending(path: $0).path }
                for file in files where !file.hasSuffix("/head") { try await orthanc.upload(file) }
                let fromServer = try await Tool.run(["dicom", "ls", "--json", orthanc.dicomWebURL.absoluteString])
                let fromFiles = try await Tool.run(["dicom", "ls", "--json", folder.path])
                #expect(fromServer.status == 0, "\(fromServer.errors)")
                let served = try JSONDecoder().decode(Listing.self, from: fromServer.output).series.sorted { $0.seriesInstanceUID < $1.seriesInstanceUID }
                let read = try JSONDecoder().decode(Listing.self, from: fromFiles.output).series.sorted { $0.seriesInstanceUID < $1.seriesInstanceUID }
                #expect(served.count == 3 && served == read)
                #expect(served.first { $0.seriesInstanceUID == head.seriesInstanceUID }?.images == 108)

                // A slice rendered from the server is the slice rendered from the files.
                let fromWeb = folder.appending(path: "web.png"), fromDisk = folder.appending(path: "disk.png")
                let common = ["--series", head.seriesInstanceUID, "--slice", "53", "--window", "400,40"]
                let webRender = try await Tool.run(
                    ["render", "--dicom", orthanc.dicomWebURL.absoluteString, "--cache-dir", folder.appending(path: "cache").path, "-o", fromWeb.path] + common)
                #expect(webRender.status == 0, "\(webRender.errors)")
                #expect(webRender.text.contains("slice 53 of 108, at 119.5 mm"), "\(webRender.text)")
                #expect(try await Tool.run(["render", "--dicom", folder.appending(path: "head").path, "-o", fromDisk.path] + common).status == 0)
                #expect(try Data(contentsOf: fromWeb) == Data(contentsOf: fromDisk))

                let wrongRoot = try await Tool.run(["dicom", "ls", orthanc.baseURL.appending(path: "no-dicom-web").absoluteString])
                #expect(wrongRoot.status == 5 && wrongRoot.errors.contains("404"), "\(wrongRoot.errors)")
            }
        }
    }

    @Test("studies searches a DICOMweb server (a real Orthanc): wildcards, date ranges and modality narrow it, latest first")
    func searchStudies() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc { orthanc in
            try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: 0)).path)
            for name in ["CT_small.dcm", "MR_small.dcm"] { try await orthanc.upload(try await DICOMSamples.pydicomFile(name)) }
            let server = orthanc.dicomWebURL.absoluteString
            func studies(_ options: [String]) async throws -> (status: Int32, studies: [[String: Any]]) {
                let result = try await Tool.run(["dicom", "studies", server, "--json"] + options)
                let object = try JSONSerialization.jsonObject(with: result.output) as? [String: Any]
                return (result.status, object?["studies"] as? [[String: Any]] ?? [])
            }
            let all = try await studies([])
            #expect(all.status == 0 && all.studies.map { $0["studyDate"] as? String } == ["20240115", "20040826", "20040119"])
            let first = try #require(all.studies.first)
            #expect(first["patientName"] as? String == "Cranium^Test" && first["description"] as? String == "Head")
            #expect(first["modalities"] as? [String] == ["CT"] && first["series"] as? Int == 1 && first["instances"] as? Int == 1)
            #expect(try await studies(["--patient", "cran*"]).studies.count == 1, "wildcards, in any letter case")
            #expect(try await studies(["--patient", "Compressed?amples*", "--date", "20040101-"]).studies.count == 2)
            #expect(try await studies(["--date=-20040131", "--modality", "CT"]).studies.map { $0["studyDate"] as? String } == ["20040119"])
            let none = try await studies(["--patient", "Nobody"])
            #expect(none.status == 5 && none.studies.isEmpty)
            let badDate = try await Tool.run(["dicom", "studies", server, "--date", "2024-01-15"])
            #expect(badDate.status == 2 && badDate.errors.contains("is not a date or range"), "\(badDate.errors)")
        }
    }

    @Test("volume --json gives the geometry and HU at each --sample, k in geometric order")
    func volume() async throws {
        let head = try await HeadCTSeries.shared()
        let result = try await Tool.run([
            "dicom", "volume", head.folder.path, "--series", head.seriesInstanceUID, "--json",
            "--sample", "128,128,50", "--sample", "0,0,0", "--sample", "255,10,107",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONDecoder().decode(VolumeReport.self, from: result.output)
        #expect(report.dimensions == [256, 256, 108])
        #expect(report.origin == [HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z])
        #expect(report.direction == [1, 0, 0, 0, 1, 0, 0, 0, 1])
        let rescale = head.volume.rescale
        for sample in report.samples {
            let (i, j, k) = (sample.index[0], sample.index[1], sample.index[2])
            let stored = try head.volume.slice(at: k)[j * 256 + i]
            #expect(sample.hu == Int(rescale.physicalValue(ofStored: Double(stored))), "\(sample.index)")
            #expect(sample.value == sample.hu, "\(sample.index)")
        }
    }

    @Test("volume of an MR gives each --sample's value, as pydicom reads it, and no HU; its text names no unit")
    func volumeOfAnMR() async throws {
        let path = try await DICOMSamples.pydicomFile("MR_small.dcm")
        let pixels = try await DICOMSamples.pydicomPixels(path)
        let result = try await Tool.run(["dicom", "volume", path, "--json", "--sample", "20,10,0", "--sample", "32,32,0"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONDecoder().decode(VolumeReport.self, from: result.output)
        #expect(report.samples.map(\.value) == [Int(pixels[10 * 64 + 20]), Int(pixels[32 * 64 + 32])])
        #expect(report.samples.allSatisfy { $0.hu == nil && $0.value != nil })
        #expect(!String(decoding: result.output, as: UTF8.self).contains("\"hu\""))
        let text = try await Tool.run(["dicom", "volume", path, "--sample", "20,10,0"])
        #expect(text.status == 0 && String(decoding: text.output, as: UTF8.self).contains("(20,10,0) \(pixels[10 * 64 + 20])\n"), "\(text.output)")
    }

    @Test("volume of a DICOMweb server asking for credentials: the files' volume, every sample alike; a 401 names authentication")
    func volumeOfAServer() async throws {
        let head = try await HeadCTSeries.shared()
        try await withOrthanc(users: ["reader": "pass:word"]) { orthanc in
            for k in 0..<30 { try await orthanc.upload(head.folder.appending(path: head.fileName(ofSlice: k)).path) }
            let server = orthanc.dicomWebURL.absoluteString
            let samples = ["--sample", "128,128,0", "--sample", "30,200,17", "--sample", "255,255,29"]
            let fromServer = try await Tool.run(["dicom", "volume", server, "--user", "reader:pass:word", "--json"] + samples)
            #expect(fromServer.status == 0, "\(fromServer.errors)")
            let served = try JSONDecoder().decode(VolumeReport.self, from: fromServer.output)
            #expect(served.dimensions == [256, 256, 30])
            #expect(served.origin == [HeadCTSeries.origin.x, HeadCTSeries.origin.y, HeadCTSeries.origin.z])
            for sample in served.samples {
                let (i, j, k) = (sample.index[0], sample.index[1], sample.index[2])
                let stored = try head.volume.slice(at: k)[j * 256 + i]
                #expect(sample.hu == Int(head.volume.rescale.physicalValue(ofStored: Double(stored))), "\(sample.index)")
            }

            let fromVariable = try await Tool.run(["dicom", "ls", server], environment: ["TOMO_DICOMWEB_USER": "reader:pass:word"])
            #expect(fromVariable.status == 0 && fromVariable.text.contains(head.seriesInstanceUID), "\(fromVariable.errors)")
            for options in [[], ["--user", "reader:wrong"], ["--token", "t0ken"]] {
                let refused = try await Tool.run(["dicom", "ls", server] + options)
                #expect(refused.status == 7, "\(options): \(refused.errors)")
                #expect(refused.errors.contains("401 Unauthorized: it needs authentication"), "\(refused.errors)")
                #expect(refused.errors.contains("give --user NAME:PASSWORD or --token TOKEN"))
                #expect(!refused.errors.contains("wrong") && !refused.errors.contains("t0ken"), "no secret is shown")
            }
            let both = try await Tool.run(["dicom", "studies", server, "--user", "a:b", "--token", "c"])
            #expect(both.status == 2 && both.errors.contains("give --user or --token, not both"), "\(both.errors)")
            let noPassword = try await Tool.run(["dicom", "ls", server], environment: ["TOMO_DICOMWEB_USER": "reader"])
            #expect(noPassword.status == 2 && noPassword.errors.contains("$TOMO_DICOMWEB_USER must be NAME:PASSWORD"), "\(noPassword.errors)")
        }
    }

    @Test("volume exits 1 naming each file that failed, and keeps the rest")
    func someFilesFail() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            for k in 0..<3 {
                try FileManager.default.copyItem(
                    at: head.folder.appending(path: head.fileName(ofSlice: k)), to: folder.appending(path: head.fileName(ofSlice: k)))
            }
            let cut = folder.appending(path: head.fileName(ofSlice: 1))
            try Data(try Data(contentsOf: cut).dropLast(100)).write(to: cut)
            let result = try await Tool.run(["dicom", "volume", folder.path, "--json", "--sample", "0,0,0", "--sample", "0,0,1"])
            #expect(result.status == 1)
            #expect(result.errors.contains("Error: \(cut.path): element (7FE0,0010) Pixel Data at byte"), "\(result.errors)")
            let report = try JSONDecoder().decode(VolumeReport.self, from: result.output)
            #expect(report.samples.map(\.hu).map { $0 != nil } == [true, false])
        }
    }

    @Test("A messy export: every slice of nine encodings, from the files and from Orthanc; a file the series lost exits 1, named")
    func messyExport() async throws {
        let export = try await MessyExport.shared()
        let samples = [(0, 0, 3), (128, 128, 2), (200, 37, 53), (255, 255, 107)]
        let options = ["--series", export.head.seriesInstanceUID, "--json"] + samples.flatMap { ["--sample", "\($0),\($1),\($2)"] }
        let rescale = export.head.volume.rescale
        func expectHeadCT(_ result: ProcessRun, _ place: String) throws {
            #expect(result.status == 0, "\(place): \(result.errors)")
            let report = try JSONDecoder().decode(VolumeReport.self, from: result.output)
            #expect(report.dimensions == [256, 256, 108], "\(place)")
            for ((i, j, k), sample) in zip(samples, report.samples) {
                let stored = try export.head.volume.slice(at: k)[j * 256 + i]
                #expect(sample.hu == Int(rescale.physicalValue(ofStored: Double(stored))), "\(place) \(sample.index)")
            }
        }
        try expectHeadCT(try await Tool.run(["dicom", "volume", export.folder.path] + options), "files")
        try await withOrthanc { orthanc in
            for slice in export.slices { try await orthanc.upload(slice.path) }
            try expectHeadCT(try await Tool.run(["dicom", "volume", orthanc.dicomWebURL.absoluteString] + options), "Orthanc")
        }

        let listing = try await Tool.run(["dicom", "ls", "--json", export.folder.path])
        let series = try JSONDecoder().decode(Listing.self, from: listing.output).series
        #expect(series.first { $0.seriesInstanceUID == export.head.seriesInstanceUID }?.unreadableFiles == [])
        // The file cut inside its pixels: its image counted in its series, the file named with why.
        let scout = try #require(series.first { $0.seriesInstanceUID == MessyExport.scoutSeriesUID })
        let reason = try #require(scout.damagedFiles.first?.reason)
        #expect(scout.images == 1 && scout.damagedFiles == [.init(file: export.scout.path, reason: reason)])
        #expect(reason.hasPrefix("element (7FE0,0010) Pixel Data at byte ") && reason.hasSuffix("the file is truncated or corrupt"))
        #expect(scout.warnings == ["1 file ends inside the pixel data (truncated), its image cannot load: \(export.scout.path): \(reason)"])
        let text = try await Tool.run(["dicom", "ls", export.folder.path])
        #expect(text.errorLines.filter { $0.contains(export.scout.path) } == [
            "Warning: series \(MessyExport.scoutSeriesUID): \(export.scout.path): \(reason): its image keeps its place but cannot load",
        ], "\(text.errors)")
        #expect(text.errorLines.filter { $0.hasPrefix("Skipped: ") }.count == 2, "the README and the empty file, once each: \(text.errors)")
        // A file reached twice (given, and in its folder given) is read once.
        let twice = try await Tool.run(["dicom", "ls", "--json", export.scout.path, export.folder.path])
        let twiceListed = try JSONDecoder().decode(Listing.self, from: twice.output)
        #expect(twiceListed.series.first { $0.seriesInstanceUID == MessyExport.scoutSeriesUID }?.images == 1)
        #expect(twiceListed.skipped.count == 2, "\(twice.errors)")

        // A deflated slice cut inside its stream: the series lost it, and says so.
        try await withScratchFolder { folder in
            let copy = folder.appending(path: "export")
            try FileManager.default.copyItem(at: export.folder, to: copy)
            let cut = URL(filePath: copy.path + export.slices[3].path.dropFirst(export.folder.path.count))
            try Data(try Data(contentsOf: cut).prefix(20_000)).write(to: cut)
            let result = try await Tool.run(["dicom", "volume", copy.path, "--series", export.head.seriesInstanceUID])
            #expect(result.status == 1)
            #expect(result.errors.contains("Error: \(cut.path): the deflated data set stops short of its end"), "\(result.errors)")
            #expect(!result.errors.contains("Skipped: \(cut.path)"), "named once, as the series' error")
            #expect(result.text.contains("dimensions  256 × 256 × 107"))
            let lsCut = try await Tool.run(["dicom", "ls", copy.path])
            #expect(lsCut.errors.contains(
                "Warning: series \(export.head.seriesInstanceUID): 1 file could not be read (named below): its images are missing"),
                "\(lsCut.errors)")
            let cutListing = try JSONDecoder().decode(Listing.self, from: try await Tool.run(["dicom", "ls", "--json", copy.path]).output)
            let lostBy = Dictionary(uniqueKeysWithValues: cutListing.series.map { ($0.seriesInstanceUID, $0.unreadableFiles) })
            #expect(lostBy[export.head.seriesInstanceUID] == [cut.path])
            #expect(lostBy[MessyExport.scoutSeriesUID] == [], "the series is told from what inflated before the cut")
        }
    }

    @Test("Bad sources and choices get their exit status")
    func failures() async throws {
        try await withScratchFolder { folder in
            let empty = try await Tool.run(["dicom", "ls", folder.path])
            #expect(empty.status == 4 && empty.errors.contains("no DICOM images in"))
            let head = try await HeadCTSeries.shared()
            let unknown = try await Tool.run(["dicom", "volume", head.folder.path, "--series", "1.2.3"])
            #expect(unknown.status == 5 && unknown.errors.contains("no series 1.2.3"))
            let outside = try await Tool.run(["dicom", "volume", head.folder.path, "--sample", "0,0,108"])
            #expect(outside.status == 2 && outside.errors.contains("outside the volume (256 × 256 × 108)"))
            let server = try await Tool.run(["dicom", "volume", "http://127.0.0.1:1/dicom-web"])
            #expect(server.status == 3 && server.errors.contains("cannot connect to 127.0.0.1:1: connection refused"), "\(server.errors)")
            let mixed = try await Tool.run(["dicom", "volume", "http://127.0.0.1:1/dicom-web", head.folder.path])
            #expect(mixed.status == 2 && mixed.errors.contains("is read on its own"), "\(mixed.errors)")
            let malformed = try await Tool.run(["dicom", "volume", head.folder.path, "--sample", "1,2"])
            #expect(malformed.status == 2)
        }
    }
}

/// `tomo render --dicom`: slices and montages from DICOM files, through the series source.
@Suite("tomo render --dicom")
struct DICOMRenderTests {
    @Test("A slice in geometric order, windowed here, is the volume's slice through that window")
    func slice() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let output = folder.appending(path: "slice.png")
            let result = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "53", "--window", "400,40", "-o", output.path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.text.contains("slice 53 of 108, at 119.5 mm, 256 × 256, window 400,40 400/40"), "\(result.text)")
            let expected = try Bitmap(width: 256, height: 256, gray16: head.volume.slice(at: 53))
                .windowed(WindowLevel(width: 400, level: 40), rescale: head.volume.rescale)
            #expect(try Bitmap(decoding: Data(contentsOf: output)) == expected)
        }
    }

    @Test("Coronal and sagittal images are cut from the volume, head up, resampled to square pixels")
    func planes() async throws {
        let head = try await HeadCTSeries.shared()
        let geometry = head.volume.geometry
        let window = WindowLevel(width: 400, level: 40)
        let top = try Bitmap(width: 256, height: 256, gray16: head.volume.slice(at: geometry.sliceCount - 1))
            .windowed(window, rescale: head.volume.rescale)
        let height = Int((Double(geometry.sliceCount - 1) * geometry.sliceSpacing / geometry.pixelSpacing.column).rounded()) + 1
        try await withScratchFolder { folder in
            let output = folder.appending(path: "plane.png")
            for plane in ["coronal", "sagittal"] {
                let result = try await Tool.run(
                    ["render", "--dicom", head.folder.path, "--plane", plane, "--slice", "100", "--window", "400,40", "-o", output.path])
                #expect(result.status == 0, "\(result.errors)")
                #expect(result.text.contains("\(plane) 100 of 256, 256 × \(height)"), "\(result.text)")
                let image = try Bitmap(decoding: Data(contentsOf: output))
                #expect(image.width == 256 && image.height == height)
                // The top row is the most superior slice's row 100 (coronal) or column 100 (sagittal).
                let offsets: [Int] = plane == "coronal" ? Array(100 * 256 ..< 101 * 256) : Array(stride(from: 100, to: 256 * 256, by: 256))
                let expected: [UInt8] = offsets.map { top.pixels[$0] }
                #expect(Array(image.pixels[0..<256]) == expected, "\(plane)")
            }
            let outside = try await Tool.run(["render", "--dicom", head.folder.path, "--plane", "sagittal", "--slice", "256", "-o", output.path])
            #expect(outside.status == 5 && outside.errors.contains("one of the 256 columns, 0…255"), "\(outside.errors)")
        }
    }

    @Test("--slab projects the sections within half its thickness, on the HU, into an image the size of the plain one")
    func slabs() async throws {
        let head = try await HeadCTSeries.shared()
        let volume = try CTVolume(geometry: head.volume.geometry)
        for k in 0..<head.volume.geometry.sliceCount {
            try volume.fill(slice: k, with: StoredSamples(words: try head.volume.slice(at: k), isSigned: false), rescale: head.volume.rescale)
        }
        let window = WindowLevel(width: 400, level: 40)
        try await withScratchFolder { folder in
            let output = folder.appending(path: "slab.png"), plainOutput = folder.appending(path: "plain.png")
            for (plane, index, thickness, projection) in [("coronal", 100, 10.0, SlabProjection.mip), ("sagittal", 128, 6, .minip), ("axial", 53, 8, .mean)] {
                let arguments = ["render", "--dicom", head.folder.path, "--plane", plane, "--slice", "\(index)", "--window", "400,40"]
                let result = try await Tool.run(arguments + ["--slab", "\(thickness)", "--projection", projection.rawValue, "-o", output.path])
                #expect(result.status == 0, "\(result.errors)")
                let slab = Slab(thickness: thickness, projection: projection)
                let volumePlane = try #require(VolumePlane(rawValue: plane))
                let cut = try #require(volume.section(.named(volumePlane, index: index), slab: slab))
                let sections = 2 * slab.reach(sectionSpacing: volumePlane.sectionSpacing(in: volume.geometry)) + 1
                #expect(sections > 1 && result.text.contains("\(plane) \(index) of "), "\(result.text)")
                #expect(result.text.contains(", \(slab.title) (\(sections) sections), "), "\(result.text)")
                let expected = try (volumePlane == .axial ? cut : cut.withSquarePixels()).image(window: window)
                let image = try Bitmap(decoding: Data(contentsOf: output))
                #expect(image == expected, "\(plane): the slab of the test's own volume")

                let plain = try await Tool.run(arguments + ["-o", plainOutput.path])
                #expect(plain.status == 0, "\(plain.errors)")
                let single = try Bitmap(decoding: Data(contentsOf: plainOutput))
                #expect(single.width == image.width && single.height == image.height, "\(plane): the size without a slab")
                #expect(image != single, "\(plane): the slab is more than its centre section")
                if projection == .mip { #expect(zip(image.pixels, single.pixels).allSatisfy { $0 >= $1 }) }
                if projection == .minip { #expect(zip(image.pixels, single.pixels).allSatisfy { $0 <= $1 }) }
            }
            let whole = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "0", "--slab", "1000", "-o", output.path])
            #expect(whole.status == 0 && whole.text.contains("MIP 1000 mm (108 sections, clamped to the volume)"), "\(whole.text) \(whole.errors)")
            for bad in ["-2", "nan", "inf"] {
                let refused = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "0", "--slab=\(bad)", "-o", output.path])
                #expect(refused.status == 2 && refused.errors.contains("--slab is a thickness in millimetres, 0 or more"), "\(refused.errors)")
            }
        }
    }

    @Test("A montage of every k-th slice; the files' own window by default; unknown slices and presets are named")
    func montageAndErrors() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let output = folder.appending(path: "montage.png")
            let montage = try await Tool.run(["render", "--dicom", head.folder.path, "--montage", "--every", "27", "--tile-size", "64", "-o", output.path])
            #expect(montage.status == 0, "\(montage.errors)")
            #expect(montage.text.contains("4 of 108 slices (every 27)"), "\(montage.text)")
            #expect(montage.text.contains("window default \(head.volume.defaultWindow.width.formatted())/"), "\(montage.text)")
            let outside = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "108", "-o", output.path])
            #expect(outside.status == 5 && outside.errors.contains("nor an index 108 (it has 108 slices: 0…107)"))
            let preset = try await Tool.run(["render", "--dicom", head.folder.path, "--slice", "1", "--window", "lungs", "-o", output.path])
            #expect(preset.status == 5 && preset.errors.contains("(it has: default, brain, subdural, stroke, bone, soft-tissue, lung)"))
        }
    }
}
