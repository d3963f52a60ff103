import Foundation
import Testing

@testable import TomoSampleVolumes

@Suite("gzip'd tar extraction")
struct TarExtractorTests {
    private func extract(_ tar: [UInt8], in scratch: borrowing ScratchDirectory) throws -> [String: [UInt8]] {
        let archive = try scratch.writeGzipped(tar, to: "archive.tar.gz")
        return try TarExtractor.extractGzippedTar(at: archive) { _ in true }
    }

    @Test func extractsFilesOfEverySizeWithPadding() throws {
        let scratch = try ScratchDirectory()
        let sizes = [0, 1, 511, 512, 513, 1024, 70_000]
        var tar = TarBuilder()
        for size in sizes { tar.add("dir/file-\(size).bin", .pattern(count: size, seed: UInt32(size))) }
        tar.finish()
        let files = try extract(tar.bytes, in: scratch)
        #expect(files.count == sizes.count)
        for size in sizes {
            #expect(files["dir/file-\(size).bin"] == .pattern(count: size, seed: UInt32(size)))
        }
    }

    @Test func keepsOnlyFilesThePredicateAccepts() throws {
        let scratch = try ScratchDirectory()
        var tar = TarBuilder()
        tar.add("project/", type: "5")
        tar.add("project/skip.dat", .pattern(count: 3000))
        tar.add("project/keep.dat", [1, 2, 3])
        tar.add("project/link", type: "2")
        tar.finish()
        let archive = try scratch.writeGzipped(tar.bytes, to: "archive.tar.gz")
        let files = try TarExtractor.extractGzippedTar(at: archive) { $0.hasSuffix("keep.dat") }
        #expect(files == ["project/keep.dat": [1, 2, 3]])
    }

    @Test func joinsTheUstarPrefixAndNormalisesLeadingDots() throws {
        let scratch = try ScratchDirectory()
        let directory = String(repeating: "d", count: 120)
        var tar = TarBuilder()
        tar.add("main.plist", [7], prefix: "./" + directory)
        tar.add("./top.txt", [8])
        tar.add("/absolute.txt", [9], format: .v7)
        tar.finish()
        let files = try extract(tar.bytes, in: scratch)
        #expect(files == ["\(directory)/main.plist": [7], "top.txt": [8], "absolute.txt": [9]])
    }

    @Test func readsGNULongNames() throws {
        let scratch = try ScratchDirectory()
        let name = "tmp" + String(repeating: "x", count: 150) + "/matrix.dat"
        var tar = TarBuilder()
        tar.addGNULongName(name, .pattern(count: 600))
        tar.add("short.txt", [1], format: .gnu)
        tar.finish()
        let files = try extract(tar.bytes, in: scratch)
        #expect(files == [name: .pattern(count: 600), "short.txt": [1]])
    }

    @Test func appliesPaxPathAndSizeAndSkipsGlobalHeaders() throws {
        let scratch = try ScratchDirectory()
        let name = "tmp/" + String(repeating: "é", count: 80) + "/main.plist"
        var tar = TarBuilder()
        tar.addPax([(key: "comment", value: "global"), (key: "path", value: "ignored/global")], global: true)
        tar.addPax([(key: "mtime", value: "1.5"), (key: "path", value: name), (key: "size", value: "700")])
        tar.add("truncated-name", .pattern(count: 700), recordedSize: 0)
        tar.add("next.txt", [42])
        tar.finish()
        let files = try extract(tar.bytes, in: scratch)
        #expect(files == [name: .pattern(count: 700), "next.txt": [42]])
    }

    @Test func readsArchivesMadeBySystemTar() throws {
        let scratch = try ScratchDirectory()
        let long = "tmpabc/" + String(repeating: "n", count: 130) + ".dat"
        _ = try scratch.write(.pattern(count: 5000), to: "tree/" + long)
        _ = try scratch.write([], to: "tree/tmpabc/empty.plist")
        let archive = scratch.url.appendingPathComponent("made.tar.gz")
        try scratch.run("tar", ["-czf", archive.path, "-C", scratch.url.appendingPathComponent("tree").path, "tmpabc"])
        let files = try TarExtractor.extractGzippedTar(at: archive) { _ in true }
        #expect(files == [long: .pattern(count: 5000), "tmpabc/empty.plist": []])
    }

    @Test func acceptsASingleZeroBlockOrNoEndMarker() throws {
        for zeroBlocks in [0, 1] {
            let scratch = try ScratchDirectory()
            var tar = TarBuilder()
            tar.add("a", [1, 2])
            tar.finish(zeroBlocks: zeroBlocks)
            #expect(try extract(tar.bytes, in: scratch) == ["a": [1, 2]])
        }
    }

    @Test func streamsAcrossChunkBoundaries() throws {
        var tar = TarBuilder()
        tar.add("x/one", .pattern(count: 1500))
        tar.addGNULongName("y/" + String(repeating: "l", count: 200), .pattern(count: 10, seed: 9))
        tar.finish()
        for chunkSize in [1, 7, 511, 4096] {
            var extractor = TarExtractor { _ in true }
            for start in stride(from: 0, to: tar.bytes.count, by: chunkSize) {
                let chunk = Array(tar.bytes[start ..< min(start + chunkSize, tar.bytes.count)])
                try chunk.withUnsafeBufferPointer { buffer in
                    try Result { () throws(ArchiveError) in try extractor.consume(buffer) }.get()
                }
            }
            let files = try extractor.finish()
            #expect(files["x/one"] == .pattern(count: 1500))
            #expect(files["y/" + String(repeating: "l", count: 200)] == .pattern(count: 10, seed: 9))
        }
    }

    @Test func readsConcatenatedGzipMembers() throws {
        let scratch = try ScratchDirectory()
        var tar = TarBuilder()
        tar.add("first", .pattern(count: 2000))
        tar.add("second", [5])
        tar.finish()
        let half = tar.bytes.count / 2
        let first = try Data(contentsOf: scratch.writeGzipped(Array(tar.bytes[..<half]), to: "a.gz"))
        let second = try Data(contentsOf: scratch.writeGzipped(Array(tar.bytes[half...]), to: "b.gz"))
        let archive = try scratch.write(Array(first + second), to: "joined.tar.gz")
        let files = try TarExtractor.extractGzippedTar(at: archive) { _ in true }
        #expect(files == ["first": .pattern(count: 2000), "second": [5]])
    }

    // MARK: - Failures

    private func failure(of bytes: [UInt8], gzipped: Bool = true) throws -> ArchiveError? {
        let scratch = try ScratchDirectory()
        let archive = gzipped ? try scratch.writeGzipped(bytes, to: "a.tar.gz") : try scratch.write(bytes, to: "a.tar.gz")
        do {
            _ = try TarExtractor.extractGzippedTar(at: archive) { _ in true }
            return nil
        } catch {
            return error
        }
    }

    private static func sampleTar() -> [UInt8] {
        var tar = TarBuilder()
        tar.add("tmp/main.plist", .pattern(count: 3000))
        tar.add("tmp/matrix.dat", .pattern(count: 9000, seed: 3))
        tar.finish()
        return tar.bytes
    }

    @Test func rejectsAFileThatIsNotGzip() throws {
        let error = try #require(try failure(of: Array("just some text, not an archive\n".utf8), gzipped: false))
        #expect(error.reason.contains("not gzip"))
    }

    @Test func rejectsAnEmptyFile() throws {
        let error = try #require(try failure(of: [], gzipped: false))
        #expect(error.reason.contains("empty"))
    }

    @Test func rejectsAMissingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).inv3")
        #expect(throws: ArchiveError.self) { try TarExtractor.extractGzippedTar(at: url) { _ in true } }
    }

    @Test func rejectsCorruptGzipData() throws {
        let scratch = try ScratchDirectory()
        var gzipped = try [UInt8](Data(contentsOf: scratch.writeGzipped(Self.sampleTar(), to: "a.gz")))
        for index in stride(from: 30, to: gzipped.count - 20, by: 13) { gzipped[index] ^= 0x5A }
        let error = try #require(try failure(of: gzipped, gzipped: false))
        // Depending on where decoding derails, zlib or the tar reader notices first.
        #expect(error.reason.contains("corrupt") || error.reason.contains("not a tar archive"))
    }

    @Test func rejectsABadGzipChecksum() throws {
        let scratch = try ScratchDirectory()
        var gzipped = try [UInt8](Data(contentsOf: scratch.writeGzipped(Self.sampleTar(), to: "a.gz")))
        gzipped[gzipped.count - 8] ^= 0xFF  // the CRC-32 in the trailer
        let error = try #require(try failure(of: gzipped, gzipped: false))
        #expect(error.reason.contains("corrupt"))
    }

    @Test func rejectsATruncatedGzipStream() throws {
        let scratch = try ScratchDirectory()
        let gzipped = try [UInt8](Data(contentsOf: scratch.writeGzipped(Self.sampleTar(), to: "a.gz")))
        for length in [5, gzipped.count / 2, gzipped.count - 4] {
            let error = try #require(try failure(of: Array(gzipped[..<length]), gzipped: false))
            #expect(error.reason.contains("truncated"))
        }
    }

    @Test func rejectsATarCutInsideAnEntryOrHeader() throws {
        let tar = Self.sampleTar()
        for length in [300, 512 + 100, 512 * 3 + 10] {
            let error = try #require(try failure(of: Array(tar[..<length])))
            #expect(error.reason.contains("truncated tar"))
        }
    }

    @Test func rejectsGzippedDataThatIsNotTar() throws {
        let error = try #require(try failure(of: .pattern(count: 4096)))
        #expect(error.reason.contains("not a tar archive"))
    }

    @Test func rejectsMalformedPaxHeaders() throws {
        var tar = TarBuilder()
        tar.add("PaxHeaders/x", Array("99 path=too-long-length\n".utf8), type: "x")
        tar.add("file", [1])
        tar.finish()
        let error = try #require(try failure(of: tar.bytes))
        #expect(error.reason.contains("pax"))
    }
}
