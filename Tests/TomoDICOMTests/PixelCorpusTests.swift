import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// Every image of pydicom's test data and pydicom-data that pydicom decodes (with its plugins: pylibjpeg,
/// libjpeg, OpenJPEG, GDCM), against what Tomo makes of frame 0: the same values (grey through the rescale,
/// colour in RGB, YBR within 1), or refused with a reason, never different. Prints the list, file by file,
/// and the counts.
struct PixelCorpusTests {
    /// What Tomo made of one file, beside pydicom.
    enum Verdict: Equatable, Sendable {
        case matched
        case refused(String)
        case different(String)
        case pydicomFailed(String)
    }

    @Test func everyImageIsShownAsPydicomShowsItOrRefused() async throws {
        let paths = try await DICOMSamples.allFiles()
        let shown = try await DICOMSamples.pydicomShown(paths)
        // Decoding and comparing 131 images takes seconds: at the lowest priority, off Swift's threads, which
        // the tests running beside this one (DIMSE peers among them) need.
        let verdicts = await onLowPriorityThread { () -> [(String, Verdict)] in
            paths.compactMap { path in shown[path].map { (URL(filePath: path).lastPathComponent, Self.verdict(path, $0)) } }
        }
        let counts = Dictionary(grouping: verdicts, by: { Self.label($0.1) }).mapValues(\.count)
        print("Pixel corpus: " + ["matched", "refused", "different", "pydicom failed"].map { "\(counts[$0] ?? 0) \($0)" }.joined(separator: ", "))
        for (name, verdict) in verdicts { print("  \(name): \(Self.label(verdict))\(Self.detail(verdict).map { " (\($0))" } ?? "")") }
        for (name, verdict) in verdicts {
            if case .different(let how) = verdict { Issue.record("\(name) is shown differently from pydicom: \(how)") }
        }
        #expect(counts["matched", default: 0] >= 44, "the grey images Tomo reads")
    }

    /// Tomo's frame 0 of `path` beside pydicom's `expected`.
    static func verdict(_ path: String, _ expected: PydicomImage) -> Verdict {
        guard case .shown(let values, let shape, let photometricInterpretation) = expected else {
            if case .failed(let why) = expected { return .pydicomFailed(why) }
            return .pydicomFailed("")
        }
        let actual: [Int64]
        do {
            actual = shape.count == 3 ? try colourValues(path) : try shownValues(path)
        } catch {
            return .refused("\(error)")
        }
        guard actual.count == values.count else {
            return .different("\(actual.count) values, pydicom has \(values.count) (shape \(shape))")
        }
        // YBR converted to RGB: within 1 of pydicom (rounding); JPEG Extended within 1 too (pydicom's decoder,
        // Thomas Richter's libjpeg, rounds its inverse DCT otherwise than the IJG's, whose values DCMTK and GDCM
        // give and Tomo's equal exactly: JPEGExtendedTests); all else exactly.
        let lossyDCT = (try? DICOMFile.read(path: path, stopsAtPixelData: true).transferSyntax) == .jpegExtended
        let tolerance: Int64 = photometricInterpretation.hasPrefix("YBR") || lossyDCT ? 1 : 0
        let wrong = actual.indices.filter { abs(actual[$0] - values[$0]) > tolerance }
        guard let first = wrong.first else { return .matched }
        return .different("\(wrong.count) of \(values.count) values differ, the first at \(first): \(actual[first]), pydicom \(values[first])")
    }

    /// Frame 0 of the colour image at `path` in RGB, as Tomo converts it.
    static func colourValues(_ path: String) throws -> [Int64] {
        try DICOMFile.read(path: path).colourFrame(0).samples.map(Int64.init)
    }

    /// Frame 0 of the image at `path` as Tomo shows it: its stored values through its Modality LUT or
    /// rescale, rounded (an image without a series, which a series leaves out, through its own top-level
    /// rescale).
    static func shownValues(_ path: String) throws -> [Int64] {
        let file = try DICOMFile.read(path: path)
        let data = file.dataSet
        var rescale = Rescale(slope: data.numbers(.rescaleSlope)?.first ?? 1, intercept: data.numbers(.rescaleIntercept)?.first ?? 0)
        let pixels = try file.pixelDescription()
        if pixels.isWideGrey {
            // 32-bit grey (a dose grid's): its stored values whole, which pydicom's modality LUT leaves unscaled by
            // Dose Grid Scaling (the grid's doses against pydicom's: DoseGridTests).
            return try file.storedValues(frame: 0, pixels: pixels).map { Int64(rescale.physicalValue(ofStored: Double($0)).rounded()) }
        }
        var samples = try file.storedSamples(frame: 0)
        if data.string(.seriesInstanceUID) != nil {
            guard let instance = try DICOMInstance.instances(of: file, at: .file(path)).first else { throw DICOMError.unsupportedImage("no frame") }
            if let problem = instance.pixelDataProblem { throw problem }
            (samples, rescale) = instance.values(of: samples)
        }
        return (0..<samples.count).map { Int64(rescale.physicalValue(ofStored: Double(samples.value(at: $0))).rounded()) }
    }

    static func label(_ verdict: Verdict) -> String {
        switch verdict {
        case .matched: "matched"
        case .refused: "refused"
        case .different: "different"
        case .pydicomFailed: "pydicom failed"
        }
    }

    static func detail(_ verdict: Verdict) -> String? {
        switch verdict {
        case .matched: nil
        case .refused(let why), .different(let why), .pydicomFailed(let why): why
        }
    }
}
