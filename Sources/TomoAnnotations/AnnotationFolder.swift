import Foundation
import TomoCore

/// Annotation documents as files in a folder, one per series: `<series UID>.json` (a series id that is not
/// a plain file name gets its letters and digits and its FNV-1a hash). Written atomically, so a crash mid-write leaves the previous
/// document; a document that does not read is renamed `<name>.damaged-<time>.json` and reported, never
/// overwritten.
public struct AnnotationFolder: AnnotationStore {
    /// The folder.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The user's folder of annotation documents: `annotations/` in Tomo's data folder (`UserFolder.data`:
    /// Application Support on Apple platforms, else `$XDG_DATA_HOME`, else `$HOME/.local/share`).
    public static func userFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> AnnotationFolder {
        AnnotationFolder(url: UserFolder.data.tomoFolder(environment: environment).appending(path: "annotations", directoryHint: .isDirectory))
    }

    /// The file series `seriesInstanceUID`'s document is kept in.
    public func fileURL(ofSeries seriesInstanceUID: String) -> URL {
        let plain = seriesInstanceUID.utf8.count <= 128 && !seriesInstanceUID.hasPrefix(".")
            && seriesInstanceUID.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
        let letters = String(seriesInstanceUID.prefix(64).map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        let name = plain ? seriesInstanceUID : letters + "-" + String(FNV1a.hash(seriesInstanceUID), radix: 16)
        return url.appending(path: name + ".json")
    }

    public func document(ofSeries seriesInstanceUID: String) async -> AnnotationStoreRead {
        let file = fileURL(ofSeries: seriesInstanceUID)
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            guard size <= AnnotationDocument.maximumBytes else {
                return setAside(file, because: "\(size) bytes, more than an annotation document holds")
            }
            data = try Data(contentsOf: file)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile {
            return .none
        } catch {
            return setAside(file, because: error.localizedDescription)
        }
        do {
            let document = try AnnotationDocument(json: data)
            guard document.seriesInstanceUID == seriesInstanceUID else {
                return setAside(file, because: "it is the document of series \(document.seriesInstanceUID)")
            }
            return .document(document)
        } catch {
            return setAside(file, because: error.description)
        }
    }

    public func save(_ document: AnnotationDocument) async throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try document.jsonData.write(to: fileURL(ofSeries: document.seriesInstanceUID), options: .atomic)
    }

    /// Renames the damaged document `file` beside itself and says so; when even that fails, says that.
    private func setAside(_ file: URL, because reason: String) -> AnnotationStoreRead {
        let stamp = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).timeSeparator(.omitted))
        let name = file.deletingPathExtension().lastPathComponent + ".damaged-\(stamp).json"
        let aside = file.deletingLastPathComponent().appending(path: name)
        do {
            try FileManager.default.moveItem(at: file, to: aside)
        } catch {
            return .setAside(
                notice: "The saved annotations \(file.path) do not read (\(reason)) and could not be set aside (\(error.localizedDescription)); new ones are not saved over them")
        }
        return .setAside(notice: "The saved annotations of this series do not read (\(reason)); kept as \(aside.path), new ones are saved anew")
    }
}
