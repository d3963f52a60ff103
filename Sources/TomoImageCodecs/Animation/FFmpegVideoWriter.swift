import Foundation
import TomoCore
import TomoImaging

/// MP4 (H.264) written by the `ffmpeg` program where it is installed: frames are piped to it raw as they are
/// appended and it encodes them (libx264, 4:2:0, constant quality 18, no encoder name or date in the file), padded
/// with black to even sizes, which 4:2:0 needs. Where no `ffmpeg` is on `PATH`, no writer is made.
final class FFmpegVideoWriter: Sendable {
    /// The `ffmpeg` program found on `path` (a `PATH`'s folders); nil where there is none.
    static func program(searching path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        (path ?? "").split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appending(path: "ffmpeg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The encoder under way. `Process` and `FileHandle` are not `Sendable`; they are only touched under the lock.
    private struct Encoding: @unchecked Sendable {
        let process: Process
        let input: FileHandle
        let width: Int
        let height: Int
        let format: PixelFormat
    }

    private struct State: Sendable {
        var encoding: Encoding?
        var frameCount = 0
        var finished: Data?
    }

    private let program: URL
    private let framesPerSecond: Double
    private let folder: URL
    private let state = Locked(State())

    /// A writer of `framesPerSecond` frames a second.
    /// - Throws: `.encodingFailed` where `ffmpeg` is not installed, or no scratch folder can be made.
    init(framesPerSecond: Double) throws(ImagingError) {
        guard let program = Self.program() else { throw .encodingFailed(format: "MP4", reason: Self.missing) }
        self.program = program
        self.framesPerSecond = framesPerSecond
        folder = FileManager.default.temporaryDirectory.appending(path: "tomo-video-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .encodingFailed(format: "MP4", reason: "no scratch folder for ffmpeg: \(error.localizedDescription)")
        }
    }

    deinit {
        state.withLock { state in
            if let process = state.encoding?.process, process.isRunning { process.terminate() }
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// What a user is told where `ffmpeg` is missing.
    static let missing = "a video (MP4) is encoded by the ffmpeg program (FFmpeg), which is not installed here (apt install ffmpeg)"

    var frameCount: Int { state.withLock { $0.frameCount } }

    /// Sends `frame` to the encoder, started by the first frame (a gray, RGB or RGBA one); every other must be the
    /// first's size and format.
    func append(_ frame: Bitmap) throws(ImagingError) {
        let result: Result<Void, ImagingError> = state.withLock { state in
            do {
                let encoding = try state.encoding ?? start(for: frame)
                state.encoding = encoding
                guard frame.width == encoding.width, frame.height == encoding.height, frame.format == encoding.format else {
                    throw ImagingError.invalidParameter(
                        "every frame of an animation has the first one's size and pixel format: frame \(state.frameCount) differs")
                }
                let rowBytes = frame.width * frame.format.bytesPerPixel
                let packed = frame.bytesPerRow == rowBytes
                    ? frame.pixels : (0..<frame.height).flatMap { frame.pixels[$0 * frame.bytesPerRow ..< $0 * frame.bytesPerRow + rowBytes] }
                try encoding.input.write(contentsOf: packed)
                state.frameCount += 1
                return .success(())
            } catch let error as ImagingError {
                return .failure(error)
            } catch {
                return .failure(.encodingFailed(format: "MP4", reason: "ffmpeg stopped taking frames (\(errorText()))"))
            }
        }
        try result.get()
    }

    /// The MP4 file's bytes once ffmpeg has encoded every frame appended (it is told there are no more).
    func data() throws(ImagingError) -> Data {
        let result: Result<Data, ImagingError> = state.withLock { state in
            if let finished = state.finished { return .success(finished) }
            guard let encoding = state.encoding else { return .failure(.invalidParameter("an animation needs at least one frame")) }
            try? encoding.input.close()
            encoding.process.waitUntilExit()
            guard encoding.process.terminationStatus == 0 else {
                return .failure(.encodingFailed(format: "MP4", reason: "ffmpeg failed (\(errorText()))"))
            }
            guard let data = try? Data(contentsOf: output) else {
                return .failure(.encodingFailed(format: "MP4", reason: "ffmpeg wrote no file"))
            }
            state.finished = data
            return .success(data)
        }
        return try result.get()
    }

    private var output: URL { folder.appending(path: "video.mp4") }
    private var errors: URL { folder.appending(path: "ffmpeg.log") }

    /// ffmpeg's last line of complaint, or that it said nothing.
    private func errorText() -> String {
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").last.map(String.init) ?? "it said nothing"
    }

    /// ffmpeg started on raw frames like `frame`, writing `output`.
    private func start(for frame: Bitmap) throws -> Encoding {
        let pixelFormat = switch frame.format {
        case .gray8: "gray"
        case .rgb8: "rgb24"
        case .rgba8: "rgba"
        case .gray16: throw ImagingError.unsupportedPixelFormat(.gray16, operation: "MP4 encoding")
        }
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw ImagingError.encodingFailed(format: "MP4", reason: "cannot write ffmpeg's log in \(folder.path)")
        }
        let process = Process()
        process.executableURL = program
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", pixelFormat,
            "-video_size", "\(frame.width)x\(frame.height)", "-framerate", String(framesPerSecond), "-i", "pipe:0",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-crf", "18", "-pix_fmt", "yuv420p",
            "-movflags", "+faststart", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
            "-y", output.path,
        ]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        // A write to an ffmpeg that has exited fails (EPIPE) instead of ending the process.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw ImagingError.encodingFailed(format: "MP4", reason: "\(program.path) could not be started: \(error.localizedDescription)")
        }
        return Encoding(process: process, input: input.fileHandleForWriting, width: frame.width, height: frame.height, format: frame.format)
    }
}
