import ArgumentParser
import TomoArguments
import TomoCore
import TomoDICOM
import TomoSeries
import TomoTerminal

/// The CT a segmentation or structure set is laid over (`tomo seg stats`, `tomo seg export`): where it is, and which
/// of its series.
struct SegmentationCTOptions: ParsableArguments {
    @Option(help: "The CT's place.", transform: DICOMSources.location)
    var ct: Location

    @Option(help: "The CT's Series Instance UID.")
    var series: String?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    init() {}

    /// The segmentation or structure set at `path` (what in it cannot be used said on standard error) and the CT's
    /// series read into its volume, the two read at once.
    /// - Throws: `CommandFailure`: the object cannot be read, the CT is not there, or the object lies in another
    ///   frame of reference.
    func open(_ path: String) async throws -> (object: SegmentObject, side: CompareSide) {
        let (object, series, opened) = try await choose(path)
        return (object, try await CompareSide.load(series, opened))
    }

    /// The segmentation or structure set at `path` and the CT's series, chosen and opened but not read, the
    /// two at once.
    /// - Throws: `CommandFailure`: the object cannot be read, the CT is not there, or the object lies in another
    ///   frame of reference.
    func choose(_ path: String) async throws -> (object: SegmentObject, series: DICOMSeries, opened: any OpenedSeries) {
        async let reading = BlockingWork.run { try Self.read(path) }
        let (series, opened) = try await CompareSide.choose(ct, series: self.series, credentials: try credentials.credentials(), dimse: dimse)
        let object = try await reading
        if let refusal = Self.refusal(of: object, at: path, over: series.uid, in: series.summary.frameOfReferenceUID) { throw refusal }
        return (object, series, opened)
    }

    /// The segmentation or structure set at `path`, what in it cannot be used said on standard error.
    /// - Throws: `CommandFailure` (bad data) naming the file and why it cannot be read.
    static func read(_ path: String) throws -> SegmentObject {
        let object: SegmentObject
        do {
            object = try SegmentObject(try SegmentationFile.open(path: path))
        } catch {
            throw CommandFailure(.badData, "\(path): \(error)")
        }
        for problem in object.problems { StandardError.writeLine("\(path): \(problem)") }
        return object
    }

    /// Why `object` (at `path`) cannot be placed on series `series` of frame of reference `frame`; nil where it can.
    static func refusal(of object: SegmentObject, at path: String, over series: String, in frame: String?) -> CommandFailure? {
        guard let own = object.frameOfReferenceUID, let frame, own != frame else { return nil }
        return CommandFailure(.badData, "\(path) lies in frame of reference \(own), series \(series) in \(frame): it cannot be placed there")
    }
}
