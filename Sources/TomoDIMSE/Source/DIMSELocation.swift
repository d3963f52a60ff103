import Foundation

/// A DICOM node as the app passes servers around: its `dicom://AET@HOST:PORT` address as a URL.
public enum DIMSELocation {
    /// The URL of the node `text` names; nil when it names none (or not a whole one).
    public static func address(_ text: String) -> URL? {
        guard let node = try? DIMSENode(address: text) else { return nil }
        return URL(string: node.description)
    }

    /// The node `url` is the address of; nil for another kind of address.
    public static func node(ofAddress url: URL) -> DIMSENode? {
        (try? DIMSENode(address: url.absoluteString)) ?? nil
    }
}
