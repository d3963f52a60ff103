import Foundation
import TomoCore

/// The image grid's media coverages: articles from made-up outlets, newest first, each with an image
/// from the photo library. Generated deterministically, so every run serves the same items.
///
/// An item's image is `{domain}/images/media-coverages/{quality}/{key}` with `key` a UUID plus `.jpg`;
/// qualities 0, 1 and 2 have a long side of 300, 600 and 1,200 pixels.
struct MediaCoverageCatalog: Sendable {
    /// Items served unless configured otherwise.
    static let defaultCount = 600
    static let basePath = "images/media-coverages"
    static let qualities = [0, 1, 2]
    /// Long side, in pixels, of quality 0.
    static let thumbnailSide = 300
    private static let aspectRatios = [1.0, 1.5, 1.25, 0.8, 1.78, 0.75]
    /// The newest item's date, 2024-12-20; older ones go back from it a few days at a time.
    private static let newest = Date(timeIntervalSince1970: 1_734_652_800)

    let entries: [MediaCoverageEntry]
    private let indexByKey: [String: Int]

    /// `count` items (none for a negative count) whose images show photos with ids in `photoIDs` (which
    /// must not be empty).
    init(count: Int = Self.defaultCount, photoIDs: [Int], defects: MediaCoverageDefects) {
        var random = SplitMix64(seed: 0x6d65_6469_6120)
        let dates = ISO8601DateFormatter()
        dates.formatOptions = [.withFullDate]
        dates.timeZone = TimeZone(identifier: "UTC")
        var daysBack = 0
        entries = (0..<max(count, 0)).map { index in
            daysBack += Int(random.next() % 10)
            let date = dates.string(from: Self.newest.addingTimeInterval(-86_400 * Double(daysBack)))
            return Self.entry(index, published: date, photoIDs: photoIDs, defects: defects, random: &random)
        }
        indexByKey = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.template.thumbnail.key, $0) })
    }

    /// The entry whose image has this key.
    func entry(key: String) -> MediaCoverageEntry? {
        indexByKey[key].map { entries[$0] }
    }

    private static func entry(
        _ index: Int, published: String, photoIDs: [Int], defects: MediaCoverageDefects, random: inout SplitMix64
    ) -> MediaCoverageEntry {
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        let outlet = pick(MediaCoverageOutlet.all)
        let parts = MediaCoverageOutlet.headlineParts[outlet.language]!
        let title = [pick(parts.subjects), pick(parts.verbs), pick(parts.topics)].joined(separator: " ")
        let article = 100_000 + random.next() % 900_000
        let name = "media-coverage/\(index)"
        let key = StableID.uuid(for: name + "/image").lowercased() + ".jpg"
        let thumbnail = MediaCoverageThumbnail(
            id: StableID.uuid(for: name + "/thumbnail").lowercased(), version: 1 + Int(random.next() % 3),
            domain: "", basePath: basePath, key: key, qualities: qualities, aspectRatio: pick(aspectRatios))
        let backup = random.nextUnit() < 0.25
            ? MediaCoverageBackup(pdfLink: "https://\(outlet.host)/archive/\(article).pdf", screenshotURL: "\(basePath)/2/\(key)")
            : nil
        let coverage = MediaCoverage(
            id: StableID.uuid(for: name).lowercased(), title: title, language: outlet.language, mediaType: outlet.mediaType,
            coverageURL: "https://\(outlet.host)/news/\(article)", publishedAt: published, publishedBy: outlet.name,
            thumbnail: thumbnail, backupDetails: backup)
        let draw = random.nextUnit()
        let defect: MediaCoverageEntry.Defect = draw < defects.missingRate
            ? .missing : draw < defects.missingRate + defects.brokenRate ? .broken : .none
        return MediaCoverageEntry(template: coverage, photoID: pick(photoIDs), defect: defect)
    }
}
