import CGtk
import Foundation

/// Where files dropped on a widget land (a file manager's drag): made by `Widget.onDropFiles(_:)`.
@MainActor
public final class DropTarget: GObjectRef {
    /// A drop target for lists of files; `body` gets the local files dropped and says whether it took them.
    init(_ body: @escaping @MainActor ([URL]) -> Bool) {
        super.init(adopting: UnsafeMutableRawPointer(tomo_drop_target_new_for_files()))
        let id = tomo_connect_drop(
            pointer,
            { _, value, _, _, data in
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor ([URL]) -> Bool>.from(data).body(DropTarget.files(in: value)) ? 1 : 0
                }
            },
            ClosureBox(body).retainedPointer(), releaseClosureBox)
        track(id)
    }

    /// Drops the files at `paths` on the target as a file manager would (the same signal, the same value);
    /// whether they were taken. For tests, which cannot drag under a virtual display.
    @discardableResult
    public func drop(paths: [String]) -> Bool {
        var pointers = paths.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                tomo_drop_target_emit_paths(pointer, $0, Int32(buffer.count)) != 0
            }
        }
    }

    /// The local files in a drop's value, in order; files without a local path are left out.
    private static func files(in value: UnsafePointer<GValue>?) -> [URL] {
        guard let value, var node = tomo_value_files(value) else { return [] }
        let list = node
        defer { g_slist_free(list) }
        var urls: [URL] = []
        while true {
            if let path = g_file_get_path(OpaquePointer(node.pointee.data)) {
                urls.append(URL(fileURLWithPath: String(cString: path)))
                g_free(path)
            }
            guard let next = node.pointee.next else { break }
            node = next
        }
        return urls
    }
}

extension Widget {
    /// Calls `body` with the local files and folders dropped on the widget; `body` returns whether it
    /// took them. The target returned can drop files itself (for tests).
    @discardableResult
    public func onDropFiles(_ body: @escaping @MainActor ([URL]) -> Bool) -> DropTarget {
        let target = DropTarget(body)
        g_object_ref(target.pointer)  // the widget takes this reference over
        attach(OpaquePointer(target.pointer), phase: .bubble)
        return target
    }
}
