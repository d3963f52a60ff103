import Foundation
import Logging
import TomoCLI

#if canImport(Glibc)
import Glibc
#endif

/// The `tomo` executable: process setup only; the commands live in TomoCLI, where the tests reach them.
@main
enum TomoMain {
    static func main() async {
        keepFreedMemoryForReuse()
        // Logs go to standard error: standard output holds only results (JSON, tables, the server's URL).
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        exit(await TomoCommand.execute(Array(CommandLine.arguments.dropFirst())))
    }

    /// Has glibc's allocator serve blocks up to 8 MiB from its heaps and keep up to 64 MiB freed there, rather than
    /// mapping each fresh and giving it back: the commands read files of a slice each (half a megabyte apiece,
    /// hundreds of them, on every core), and a block mapped fresh is zeroed a page at a time on first touch
    /// (`tomo seg stats` of a 100-segment SEG spent 8 % of its time there). A volume's own memory is still
    /// mapped and given back whole.
    private static func keepFreedMemoryForReuse() {
        #if canImport(Glibc)
        // `mallopt` (malloc.h, which the Glibc module leaves out), found by name; its options' values are glibc's ABI.
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)
        _ = mallopt(mmapThreshold, 8 << 20)
        _ = mallopt(trimThreshold, 64 << 20)
        #endif
    }
}
