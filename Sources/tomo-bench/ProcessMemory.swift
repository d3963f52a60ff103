import Foundation

/// This process's resident memory, from `/proc/self/status` (Linux).
struct ProcessMemory: Codable {
    /// Resident now (`VmRSS`), in bytes.
    let resident: Int
    /// The most resident so far (`VmHWM`, the high-water mark), in bytes.
    let peak: Int

    /// The figures now; nil where `/proc` is missing.
    static func current() -> ProcessMemory? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func kilobytes(_ field: String) -> Int? {
            status.split(separator: "\n").first { $0.hasPrefix(field + ":") }?
                .split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        guard let resident = kilobytes("VmRSS"), let peak = kilobytes("VmHWM") else { return nil }
        return ProcessMemory(resident: resident * 1_024, peak: peak * 1_024)
    }
}
