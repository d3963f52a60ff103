import Foundation
import TomoDICOM

/// Reads instances' locations back from the names the library keeps them by (`InstanceLocation.description`),
/// looking at each folder once: a name in a folder of the file system is a file's; any other goes through
/// `InstanceLocation(named:)`, which finds the ZIP archive a member's name starts with. A series opened from the
/// library then costs a stat(2) per folder rather than per instance. Blocks.
struct LocationNames {
    /// The folders found to be folders so far.
    private var folders: Set<Substring> = []

    /// The location `name` names.
    mutating func location(named name: String) -> InstanceLocation {
        if let slash = name.lastIndex(of: "/"), slash > name.startIndex {
            let folder = name[..<slash]
            if folders.contains(folder) { return .file(name) }
            var info = stat()
            if stat(String(folder), &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                folders.insert(folder)
                return .file(name)
            }
        }
        return InstanceLocation(named: name)
    }
}
