#if canImport(CTurboJPEG)
import CTurboJPEG
import TomoImaging

/// Reads TurboJPEG's error messages.
enum TurboJPEGStatus {
    /// The last error of `handle`, or the thread's last one when there is no handle.
    static func message(_ handle: tjhandle?) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown TurboJPEG error" }
        return String(cString: text)
    }
}
#endif
