import Foundation

/// A streaming tar reader: fed the archive's bytes in chunks of any size, it keeps the data of the
/// regular files whose paths pass a filter and skips everything else without buffering it.
///
/// Understands v7, POSIX ustar (the `prefix` field), pax extended headers (`x`: `path` and `size`;
/// global `g` headers are skipped) and GNU long names (`L`; long link names `K` are skipped).
/// Paths are normalised by dropping leading `/` and `./`.
struct TarExtractor {
    /// The kept files' contents by path.
    private(set) var files: [String: [UInt8]] = [:]

    private let keep: (String) -> Bool
    private var phase = Phase.header
    private var headerBlock: [UInt8] = []
    /// Data of the current entry, when it is kept or is metadata for the next entry.
    private var collected: [UInt8] = []
    private var pendingName: String?
    private var pendingSize: Int?

    /// Metadata entries (long names, pax headers) larger than this are rejected rather than buffered.
    private static let metadataLimit = 1 << 20

    private enum Phase {
        case header
        case data(Destination, remaining: Int, padding: Int)
        case padding(Int)
        case finished
    }

    private enum Destination {
        case file(String)
        case longName
        case paxHeader
        case skip
    }

    /// An extractor keeping the regular files whose normalised path satisfies `keep`.
    init(keeping keep: @escaping (String) -> Bool) {
        self.keep = keep
        headerBlock.reserveCapacity(TarHeader.blockSize)
    }

    /// Extracts the regular files whose path satisfies `keep` from the gzip'd tar archive at `url`.
    static func extractGzippedTar(
        at url: URL, keeping keep: @escaping (String) -> Bool
    ) throws(ArchiveError) -> [String: [UInt8]] {
        var extractor = TarExtractor(keeping: keep)
        try GzipReader.inflate(contentsOf: url) { (chunk) throws(ArchiveError) in
            try extractor.consume(chunk)
        }
        return try extractor.finish()
    }

    /// Reads the next bytes of the archive.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) throws(ArchiveError) {
        var index = 0
        while index < bytes.count {
            let available = bytes.count - index
            switch phase {
            case .finished:
                return  // whatever follows the end-of-archive marker is ignored
            case .header:
                let count = min(TarHeader.blockSize - headerBlock.count, available)
                headerBlock.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index ..< index + count]))
                index += count
                if headerBlock.count == TarHeader.blockSize {
                    try startEntry()
                    headerBlock.removeAll(keepingCapacity: true)
                }
            case .data(let destination, let remaining, let padding):
                let count = min(remaining, available)
                if case .skip = destination {} else {
                    collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index ..< index + count]))
                }
                index += count
                if count == remaining {
                    try finishEntry(destination, padding: padding)
                } else {
                    phase = .data(destination, remaining: remaining - count, padding: padding)
                }
            case .padding(let remaining):
                let count = min(remaining, available)
                index += count
                phase = count == remaining ? .header : .padding(remaining - count)
            }
        }
    }

    /// Ends the archive and returns the kept files; throws if it stops inside a header or an entry.
    ///
    /// An archive without the end-of-archive marker is accepted when it stops between entries.
    func finish() throws(ArchiveError) -> [String: [UInt8]] {
        switch phase {
        case .finished:
            return files
        case .header where headerBlock.isEmpty:
            return files
        case .header:
            throw ArchiveError("truncated tar archive (the stream ends inside a header)")
        case .data, .padding:
            throw ArchiveError("truncated tar archive (the stream ends inside an entry)")
        }
    }

    private mutating func startEntry() throws(ArchiveError) {
        let decoded = try headerBlock.withUnsafeBufferPointer { block in
            Result { () throws(ArchiveError) in try TarHeader.decode(block) }
        }.get()
        guard let header = decoded else {
            phase = .finished
            return
        }
        let destination: Destination
        var size = header.hasData ? header.size : 0
        switch header.type {
        case UInt8(ascii: "L"), UInt8(ascii: "x"):
            guard size <= Self.metadataLimit else {
                throw ArchiveError("tar metadata entry of \(size) bytes is implausibly large")
            }
            destination = header.type == UInt8(ascii: "L") ? .longName : .paxHeader
        case UInt8(ascii: "K"), UInt8(ascii: "g"):
            destination = .skip
        default:
            let name = Self.normalised(pendingName ?? header.name)
            if header.hasData, let paxSize = pendingSize { size = paxSize }
            pendingName = nil
            pendingSize = nil
            if header.isRegularFile && keep(name) {
                destination = .file(name)
                collected.reserveCapacity(min(size, 1 << 26))
            } else {
                destination = .skip
            }
        }
        let padding = (TarHeader.blockSize - size % TarHeader.blockSize) % TarHeader.blockSize
        if size == 0 {
            try finishEntry(destination, padding: padding)
        } else {
            phase = .data(destination, remaining: size, padding: padding)
        }
    }

    private mutating func finishEntry(_ destination: Destination, padding: Int) throws(ArchiveError) {
        switch destination {
        case .file(let name):
            files[name] = collected
        case .longName:
            pendingName = String(decoding: collected.prefix { $0 != 0 }, as: UTF8.self)
        case .paxHeader:
            let records = try PaxRecords.parse(collected)
            if let path = records["path"] { pendingName = path }
            if let size = records["size"] {
                guard let value = Int(size), value >= 0 else {
                    throw ArchiveError("malformed pax header (size \"\(size)\")")
                }
                pendingSize = value
            }
        case .skip:
            break
        }
        collected = []
        phase = padding > 0 ? .padding(padding) : .header
    }

    /// `path` without leading `/` and `./` components.
    private static func normalised(_ path: String) -> String {
        var result = Substring(path)
        while true {
            if result.hasPrefix("/") {
                result = result.dropFirst()
            } else if result.hasPrefix("./") {
                result = result.dropFirst(2)
            } else {
                return String(result)
            }
        }
    }
}
