import Foundation
import ScanViewerFeature
import TomoCore
import TomoSeries

extension HangingProtocolStore {
    /// The protocols of the file at `url` (`HangingProtocolFile`), then the built-in ones it does not replace;
    /// a layout saved goes into that file. Read again at each hanging, so an edit applies to the next study opened.
    public static func file(at url: URL) -> HangingProtocolStore {
        let file = HangingProtocolFile(url: url)
        return HangingProtocolStore(
            load: {
                let (protocols, problem) = file.protocolsWithBuiltIn()
                return (protocols, problem?.description)
            },
            save: { try file.save($0) }, place: url.path)
    }

    /// The user's protocols: `hanging-protocols.json` in Tomo's configuration folder.
    public static func userFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> HangingProtocolStore {
        file(at: UserFolder.configuration.tomoFolder(environment: environment).appending(path: "hanging-protocols.json"))
    }
}
