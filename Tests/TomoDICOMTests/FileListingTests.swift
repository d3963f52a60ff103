import Foundation
import Testing
import TomoDICOM
import TomoTestSupport

/// Listing what to read: folders searched recursively with readdir(3), hidden entries and folders reached
/// through a link left out, files reached through one kept, each path named from the path given, each file
/// listed once.
struct FileListingTests {
    @Test func foldersAreSearchedRecursivelyHiddenEntriesAndLinkedFoldersLeftOut() async throws {
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "disc")
            let manager = FileManager.default
            for sub in ["A/B", ".hidden", "C"] {
                try manager.createDirectory(at: folder.appending(path: sub), withIntermediateDirectories: true)
            }
            for file in ["IM1", "A/IM2", "A/B/IM3", ".DS_Store", ".hidden/IM4", "C/IM5"] {
                try Data([1]).write(to: folder.appending(path: file))
            }
            let outside = scratch.appending(path: "outside")
            try manager.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data([2]).write(to: outside.appending(path: "IM6"))
            try manager.createSymbolicLink(atPath: folder.appending(path: "linked").path, withDestinationPath: outside.path)
            try manager.createSymbolicLink(atPath: folder.appending(path: "IM7").path, withDestinationPath: outside.appending(path: "IM6").path)
            try manager.createSymbolicLink(atPath: folder.appending(path: "dangling").path, withDestinationPath: "/nonexistent/tomo")
            let root = folder.path

            let listed = DICOMScan.listFiles([root, root + "/", root + "/IM1", scratch.appending(path: "nothing").path])
            let found = ["A/B/IM3", "A/IM2", "C/IM5", "IM1", "IM7"]
            #expect(listed.files == found.map { root + "/" + $0 }, "each file once, however many paths given reach it")
            #expect(listed.missing.map(\.path) == [scratch.appending(path: "nothing").path])
        }
    }
}
